/**
 * /member/application-dashboard: where the application stands (a stepper from account to member), what it
 * still lacks (with the way to complete it), the payment due once approved, and the latest news.
 */
import { Box, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { text } from '../../i18n/text';
import { ApplicationStepper } from './ApplicationStepper';
import { DashboardCard } from './DashboardCard';
import { LatestNewsCard } from './LatestNewsCard';
import { Greeting } from './Greeting';
import { APPLICATION_DETAILS_PATH, CompleteButton, MissingCard } from './MissingCard';
import { PaymentDueCard } from './PaymentDueCard';
import { useApplicantOverview, useOwnApplication } from './useApplicantOverview';

const COLUMNS = { display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' } } as const;

const NoApplication = () => (
  <DashboardCard title={text('dashboards.applicant.stepsHeading')}>
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography>{text('dashboards.applicant.noApplication')}</Typography>
      <Button variant="contained" component={RouterLink} to={APPLICATION_DETAILS_PATH} data-primary-action>
        {text('dashboards.applicant.startApplication')}
      </Button>
    </Stack>
  </DashboardCard>
);

const ApplicationProgress = () => {
  const own = useOwnApplication();
  const applicationId = own.data?.applicationId;
  const overview = useApplicantOverview(applicationId);
  if (own.isSuccess && applicationId === undefined) return <NoApplication />;
  const loading = own.isPending || overview.isPending;
  const error = own.error ?? overview.error;
  const retry = () => void (own.isError ? own.refetch() : overview.refetch());
  return (
    <>
      <DashboardCard
        title={text('dashboards.applicant.stepsHeading')}
        loading={loading}
        error={error}
        onRetry={retry}
        action={overview.data && overview.data.missing.length > 0 && <CompleteButton />}
      >
        {overview.data && (
          <Stack spacing={2}>
            <Typography color="text.secondary">{text('dashboards.applicant.status', { status: overview.data.statusName })}</Typography>
            <ApplicationStepper steps={overview.data.steps} />
          </Stack>
        )}
      </DashboardCard>
      {overview.data && (
        <Box sx={COLUMNS}>
          <MissingCard missing={overview.data.missing} />
          <PaymentDueCard due={overview.data.paymentDue} />
        </Box>
      )}
    </>
  );
};

export const ApplicantDashboard = () => (
  <Stack spacing={2}>
    <ScreenHeading />
    <Greeting />
    <ApplicationProgress />
    <LatestNewsCard />
  </Stack>
);
