/**
 * CPD Member Registration (/cpd/member-registration): the member's registration when there is one (status,
 * start date, skill, level, the staff's comment once decided); the form when there is none, and again under
 * a Rejected one (a rejected member may register again). A '00' shows CPD_TEXT.registered and reloads.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ScreenHeading } from '../../../ui/ScreenHeading';
import type { SessionUser } from '../../../domain/auth';
import { CPD_MEMBERSHIP } from '../../../domain/cpdRules.mjs';
import { SESSION_KEYS } from '../../../domain/session';
import { LoadingBar } from '../../../framework';
import { msg } from '../../../i18n/keys';
import { readSessionValue } from '../../../providers/session';
import { cpdFailureText } from '../cpdApi';
import { REGISTRATION_KEY, fetchEntryLevels, fetchPrimarySkills, fetchRegistration } from './registrationApi';
import { RegistrationDetails } from './RegistrationDetails';
import { RegistrationForm } from './RegistrationForm';

/** The signed-in user's id: a member registers only themselves. */
const ownUserId = (): number => Number(readSessionValue<SessionUser>(SESSION_KEYS.user)?.userid);

export const CpdRegistrationPage = () => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [userId] = useState(ownUserId);
  const [notice, setNotice] = useState<string | null>(null);
  const registration = useQuery({
    queryKey: [...REGISTRATION_KEY, userId],
    queryFn: () => fetchRegistration(userId),
    enabled: Number.isInteger(userId),
  });
  const skills = useQuery({ queryKey: ['cpd', 'primarySkills'], queryFn: fetchPrimarySkills, staleTime: Infinity });
  const levels = useQuery({ queryKey: ['cpd', 'entryLevels'], queryFn: fetchEntryLevels, staleTime: Infinity });

  const row = registration.data ?? null;
  const formShown = registration.isSuccess && (!row || Number(row.Status) === CPD_MEMBERSHIP.REJECTED);
  const registered = (text: string) => {
    setNotice(text);
    void queryClient.invalidateQueries({ queryKey: REGISTRATION_KEY });
  };

  return (
    <>
      <ScreenHeading />
      <LoadingBar loading={registration.isFetching} />
      <Stack spacing={2}>
        {notice && (
          <Alert severity="success" role="status" onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
        {registration.isError && <Alert severity="error">{cpdFailureText(registration.error)}</Alert>}
        {row && <RegistrationDetails registration={row} />}
        {row && Number(row.Status) === CPD_MEMBERSHIP.REJECTED && <Alert severity="info">{translate(msg('cpdRegistration.rejectedNote'))}</Alert>}
        {formShown && (
          <RegistrationForm
            title={row ? 'cpdRegistration.reRegisterTitle' : 'cpdRegistration.formTitle'}
            skills={skills.data ?? []}
            levels={levels.data ?? []}
            onRegistered={registered}
          />
        )}
      </Stack>
    </>
  );
};
