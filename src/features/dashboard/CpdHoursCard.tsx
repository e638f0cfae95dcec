/**
 * The member's CPD year: hours done against the requirement as a meter (as on the CPD profile), Compliant /
 * Behind, what remains and the activities logged; a member not registered for CPD is sent to register.
 */
import { Box, LinearProgress, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { text } from '../../i18n/text';
import { ComplianceBadge } from '../../ui/ComplianceBadge';
import { hoursText } from '../cpd/profile/hoursText';
import { DashboardCard } from './DashboardCard';
import type { CpdCounts } from './dashboardTypes';
import { mayOpen } from './ownIds';
import { useCpdCounts } from './useCpdCounts';
import { screenPath } from '../../../resources/screens';

const REGISTRATION_PATH = screenPath('cpdRegistration');
const PROFILE_PATH = screenPath('cpdProfile');

const percentOf = ({ done, required }: CpdCounts) => (required > 0 ? Math.min(100, (done / required) * 100) : 100);

const PageLink = ({ to, label }: { to: string; label: string }) =>
  mayOpen(to) ? (
    <Link component={RouterLink} to={to}>
      {label}
    </Link>
  ) : null;

const HoursMeter = ({ counts }: { counts: CpdCounts }) => {
  const hours = text('dashboards.member.cpdHoursOf', { done: hoursText(counts.done), required: hoursText(counts.required) });
  return (
    <Stack spacing={1}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="p">
          {hours}
        </Typography>
        <ComplianceBadge compliant={counts.compliant} />
      </Box>
      {/* a meter (hours against the requirement), not a task in progress */}
      <LinearProgress
        role="meter"
        variant="determinate"
        value={percentOf(counts)}
        color={counts.compliant ? 'success' : 'warning'}
        aria-label={text('dashboards.member.cpdMeter')}
        aria-valuetext={hours}
        sx={{ height: 10, borderRadius: 5 }}
      />
      <Typography variant="body2" color="text.secondary">
        {[
          counts.remaining > 0 ? text('dashboards.member.cpdRemaining', { remaining: hoursText(counts.remaining) }) : null,
          text('dashboards.member.cpdActivities', { count: counts.activities }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      <PageLink to={PROFILE_PATH} label={text('dashboards.member.cpdProfile')} />
    </Stack>
  );
};

export const CpdHoursCard = ({ userId }: { userId: number }) => {
  const { data, isPending, error, refetch } = useCpdCounts(userId);
  return (
    <DashboardCard
      title={text('dashboards.member.cpdHeading', { year: data?.year ?? '' }).trim()}
      loading={isPending}
      error={error}
      onRetry={() => void refetch()}
    >
      {data &&
        (data.registrationStatus === null ? (
          <Stack spacing={1}>
            <Typography>{text('dashboards.member.cpdNotRegistered')}</Typography>
            <PageLink to={REGISTRATION_PATH} label={text('dashboards.member.cpdRegister')} />
          </Stack>
        ) : (
          <HoursMeter counts={data} />
        ))}
    </DashboardCard>
  );
};
