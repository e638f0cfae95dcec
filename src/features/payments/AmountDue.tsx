/**
 * What is owed: a new member's first payment (entrance fee + first subscription)
 * comes first; else each unpaid year with its LKR amount and the total; else "Nothing is due", with the
 * next year offered in advance when the renewal season is open.
 */
import { Alert, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PAYMENT_TEXT } from '../../domain/paymentRules.mjs';
import { msg } from '../../i18n/keys';
import { AmountLines } from './AmountLines';
import type { MemberPaymentView } from './paymentTypes';

export const AmountDue = ({ view }: { view: MemberPaymentView }) => {
  const translate = useTranslate();
  const { newMembershipDue: due, dues } = view;
  if (due) {
    return (
      <Stack spacing={1}>
        <Typography variant="subtitle1">{translate(msg('payments.newMembership'))}</Typography>
        <AmountLines
          lines={[
            { label: translate(msg('payments.entranceFee')), amount: due.entrance },
            { label: translate(msg('payments.subscriptionYear'), { year: due.year }), amount: due.subscription },
          ]}
          total={{ label: translate(msg('payments.total')), amount: due.amount }}
        />
      </Stack>
    );
  }
  if (dues.years.length > 0) {
    return (
      <Stack spacing={1}>
        <Typography variant="subtitle1">{translate(msg('payments.arrears'))}</Typography>
        <AmountLines
          lines={dues.years.map(({ year, amount }) => ({ label: translate(msg('payments.subscriptionYear'), { year }), amount }))}
          total={{ label: translate(msg('payments.total')), amount: dues.totalDueAmount }}
        />
      </Stack>
    );
  }
  return (
    <Stack spacing={1}>
      <Alert severity="success">{PAYMENT_TEXT.nothingDue}</Alert>
      {dues.advance && (
        <>
          <Typography variant="body1">{translate(msg('payments.advanceOffer'), { year: dues.advance.year })}</Typography>
          <AmountLines lines={[{ label: translate(msg('payments.subscriptionYear'), { year: dues.advance.year }), amount: dues.advance.amount }]} />
        </>
      )}
    </Stack>
  );
};
