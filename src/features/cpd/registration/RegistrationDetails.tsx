/**
 * The member's CPD registration as stored: start date, primary skill, entry level, the status badge (1 Pending
 * yellow, 2 Approved green, 3 Rejected red) and, once decided, the staff's comment.
 */
import { Box, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CPD_MEMBERSHIP } from '../../../domain/cpdRules.mjs';
import { wireDateToForm } from '../../../domain/dates';
import { DecisionNote, StatusBadge } from '../../../framework';
import type { StatusTone } from '../../../framework/declare';
import { msg, type MessageKey } from '../../../i18n/keys';
import type { CpdRegistration } from './registrationApi';

const BADGE: Record<number, { label: MessageKey; tone: StatusTone }> = {
  [CPD_MEMBERSHIP.PENDING]: { label: 'cpdRegistration.statusPending', tone: 'warning' },
  [CPD_MEMBERSHIP.APPROVED]: { label: 'cpdRegistration.statusApproved', tone: 'success' },
  [CPD_MEMBERSHIP.REJECTED]: { label: 'cpdRegistration.statusRejected', tone: 'error' },
};

const Line = ({ label, children }: { label: MessageKey; children: React.ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 140 }}>
        {translate(msg(label))}
      </Typography>
      <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
};

export const RegistrationDetails = ({ registration }: { registration: CpdRegistration }) => {
  const translate = useTranslate();
  const badge = BADGE[Number(registration.Status)];
  const decided = Number(registration.Status) !== CPD_MEMBERSHIP.PENDING;
  const rejected = Number(registration.Status) === CPD_MEMBERSHIP.REJECTED;
  return (
    <Paper component="section" aria-label={translate(msg('cpdRegistration.detailsTitle'))} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(msg('cpdRegistration.detailsTitle'))}
      </Typography>
      <Stack spacing={1}>
        <Line label="cpdRegistration.status">
          {badge ? <StatusBadge value={registration.Status} label={msg(badge.label)} tone={badge.tone} /> : null}
          {rejected && <DecisionNote reason={registration.comment} at={registration.DecidedAt} rejected />}
        </Line>
        <Line label="cpdRegistration.startDate">{wireDateToForm(registration.CPDStartDate)}</Line>
        <Line label="cpdRegistration.primarySkill">{registration.PrimarySkills}</Line>
        <Line label="cpdRegistration.entryLevel">{registration.EntryLevel}</Line>
        {decided && !rejected && registration.comment ? <Line label="cpdRegistration.comment">{registration.comment}</Line> : null}
      </Stack>
      {!decided && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate(msg('cpdRegistration.pendingNote'))}
        </Typography>
      )}
    </Paper>
  );
};
