/**
 * What the member owes: a new member's first payment, else each unpaid year and the total, else nothing (with
 * the next year offered in advance when the season is open). "Pay now" opens /member/memberrenewal; it is
 * not offered while a payment waits for approval, and the card says why.
 */
import { Alert, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { formatMoney } from '../../domain/money';
import { PAYMENT_TEXT } from '../../domain/paymentRules.mjs';
import { text } from '../../i18n/text';
import { DashboardCard } from './DashboardCard';
import type { MemberDues } from './dashboardTypes';
import { usePayButton, useMemberDues } from './useMemberDues';
import { screenPath } from '../../../resources/screens';

export const RENEWAL_PATH = screenPath('memberRenewal');

const Line = ({ label, amount, strong = false }: { label: string; amount: number; strong?: boolean }) => (
  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
    <Typography sx={{ fontWeight: strong ? 600 : 400 }}>{label}</Typography>
    <Typography sx={{ fontWeight: strong ? 600 : 400, whiteSpace: 'nowrap' }}>{formatMoney(amount)}</Typography>
  </Stack>
);

const DuesLines = ({ dues: { dues, newMembershipDue } }: { dues: MemberDues }) => {
  if (newMembershipDue)
    return <Line label={text('dashboards.member.newMembership', { year: newMembershipDue.year })} amount={newMembershipDue.amount} strong />;
  if (dues.years.length > 0)
    return (
      <Stack spacing={0.5}>
        {dues.years.map(({ year, amount }) => (
          <Line key={year} label={text('dashboards.member.subscriptionYear', { year })} amount={amount} />
        ))}
        <Line label={text('dashboards.member.totalDue')} amount={dues.totalDueAmount} strong />
      </Stack>
    );
  return (
    <Stack spacing={1}>
      <Alert severity="success">{PAYMENT_TEXT.nothingDue}</Alert>
      {dues.advance && <Line label={text('dashboards.member.advance', { year: dues.advance.year })} amount={dues.advance.amount} />}
    </Stack>
  );
};

/** Something can be paid: the first payment, arrears, or a year in advance. */
const payable = ({ dues, newMembershipDue }: MemberDues) => newMembershipDue !== null || dues.years.length > 0 || dues.advance !== null;

export const DuesCard = ({ memberId }: { memberId: number }) => {
  const dues = useMemberDues(memberId);
  const button = usePayButton();
  const hidden = button.data?.hide === true;
  // shown only once the server has said no payment is pending
  const offered = dues.data !== undefined && payable(dues.data) && button.data?.hide === false;
  return (
    <DashboardCard
      title={text('dashboards.member.duesHeading')}
      loading={dues.isPending}
      error={dues.error}
      onRetry={() => void dues.refetch()}
      action={
        offered && (
          <Button variant="contained" component={RouterLink} to={RENEWAL_PATH} data-primary-action>
            {text('dashboards.member.payNow')}
          </Button>
        )
      }
    >
      {dues.data && (
        <Stack spacing={1.5}>
          <DuesLines dues={dues.data} />
          {hidden && (
            <Alert severity="info" role="status">
              {text('dashboards.member.payHidden')} {button.data?.reason}
            </Alert>
          )}
        </Stack>
      )}
    </DashboardCard>
  );
};
