/** "CPD Registration": the latest registration and its status, or a way to register when there is none. */
import { Link as RouterLink } from 'react-router-dom';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DecisionNote } from '../../../framework';
import { wireDateToForm } from '../../../domain/dates';
import { msg } from '../../../i18n/keys';
import { DetailGrid } from '../../../ui/DetailGrid';
import { SectionCard } from '../../../ui/SectionCard';
import { CPD_MEMBERSHIP } from '../../../domain/cpdRules.mjs';
import { CpdStatusBadge } from './CpdStatusBadge';
import type { CpdRegistration } from './cpdProfileTypes';
import { screenPath } from '../../../../resources/screens';

export const REGISTRATION_PATH = screenPath('cpdRegistration');

const RegisterLink = () => {
  const translate = useTranslate();
  return (
    <Button component={RouterLink} to={REGISTRATION_PATH} variant="outlined" sx={{ alignSelf: 'flex-start' }}>
      {translate(msg('cpdProfile.registerLink'))}
    </Button>
  );
};

const NotRegistered = () => {
  const translate = useTranslate();
  return (
    <Stack spacing={1}>
      <Typography variant="body2">{translate(msg('cpdProfile.notRegistered'))}</Typography>
      <RegisterLink />
    </Stack>
  );
};

const Registered = ({ registration }: { registration: CpdRegistration }) => {
  const rejected = registration.Status === CPD_MEMBERSHIP.REJECTED;
  const status = (
    <>
      <CpdStatusBadge status={registration.Status} />
      {rejected && <DecisionNote reason={registration.comment} at={registration.DecidedAt} rejected />}
    </>
  );
  return (
  <Stack spacing={2}>
    <DetailGrid
      details={[
        { label: msg('cpdProfile.status'), value: status },
        { label: msg('cpdProfile.startDate'), value: wireDateToForm(registration.CPDStartDate) },
        { label: msg('cpdProfile.primarySkill'), value: registration.PrimarySkills },
        { label: msg('cpdProfile.entryLevel'), value: registration.EntryLevel },
        // the staff comment exists once the registration is decided (a rejection's shows under the badge)
        ...(registration.comment && !rejected ? [{ label: msg('cpdProfile.comment'), value: registration.comment }] : []),
      ]}
    />
    {/* a rejected member may register again */}
    {rejected && <RegisterLink />}
  </Stack>
  );
};

export const RegistrationCard = ({ registration }: { registration: CpdRegistration | null }) => (
  <SectionCard title={msg('cpdProfile.registrationCard')}>
    {registration ? <Registered registration={registration} /> : <NotRegistered />}
  </SectionCard>
);
