/** A payment waiting for approval blocks paying again (both ways) until it is decided: says which one. */
import { Alert, AlertTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../domain/money';
import { PAYMENT_TEXT } from '../../domain/paymentRules.mjs';
import { formatSriLankaDate } from '../../domain/sriLankaTime.mjs';
import { msg } from '../../i18n/keys';
import type { PendingPayment } from './paymentTypes';

export const PendingPaymentNotice = ({ pending }: { pending: PendingPayment }) => {
  const translate = useTranslate();
  return (
    <Alert severity="warning" role="status">
      <AlertTitle>{translate(msg('payments.pendingTitle'))}</AlertTitle>
      <div>{PAYMENT_TEXT.paymentPending}</div>
      <div>
        {translate(msg('payments.pendingDetails'), {
          type: pending.paymentType,
          amount: formatMoney(pending.amount),
          mode: pending.paymentMode,
          date: formatSriLankaDate(pending.createdAt),
        })}
      </div>
    </Alert>
  );
};
