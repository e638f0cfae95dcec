/** The first fee owed once the application is approved, and "Pay now" when the user may open the payment page. */
import { Alert, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { formatMoney } from '../../domain/money';
import { text } from '../../i18n/text';
import { DashboardCard } from './DashboardCard';
import type { ApplicantOverview } from './dashboardTypes';
import { RENEWAL_PATH } from './DuesCard';
import { mayOpen } from './ownIds';

/**
 * Approval makes the user a member, but the session keeps the applicant's pages until the next sign-in: the
 * payment page is offered only when the session may open it, else the card says how to get there.
 */
export const PaymentDueCard = ({ due }: { due: ApplicantOverview['paymentDue'] }) => {
  const payable = due !== null && mayOpen(RENEWAL_PATH);
  return (
    <DashboardCard
      title={text('dashboards.applicant.paymentHeading')}
      action={
        payable && (
          <Button variant="contained" component={RouterLink} to={RENEWAL_PATH}>
            {text('dashboards.applicant.payNow')}
          </Button>
        )
      }
    >
      {due ? (
        <Stack spacing={1}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
            <Typography>{due.label}</Typography>
            <Typography sx={{ fontWeight: 600 }}>{formatMoney(due.amountLkr)}</Typography>
          </Stack>
          {!payable && <Alert severity="info">{text('dashboards.applicant.payAfterSignIn')}</Alert>}
        </Stack>
      ) : (
        <Typography color="text.secondary">{text('dashboards.applicant.paymentNone')}</Typography>
      )}
    </DashboardCard>
  );
};
