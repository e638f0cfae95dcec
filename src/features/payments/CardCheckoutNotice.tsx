/**
 * A card payment the member started and did not finish (the gateway page was closed): not a payment waiting
 * for approval. Says when it was started (Sri Lanka time) and offers to continue it (the same order is posted
 * to the gateway again) or to cancel it (voided at once, then the member may pay either way).
 */
import { useState } from 'react';
import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../domain/money';
import { formatSriLankaDateTime } from '../../domain/sriLankaTime.mjs';
import { msg } from '../../i18n/keys';
import { postToGateway } from './gatewayForm';
import { cancelCardPayment, startCardPayment } from './paymentApi';
import type { PaymentType } from './paymentKinds';
import type { OpenCheckout } from './paymentTypes';
import { useApiCall } from '../../ui/useApiCall';

interface Props {
  checkout: OpenCheckout;
  /** The checkout was cancelled: the page reads the dues again. */
  onCancelled: () => void;
}

export const CardCheckoutNotice = ({ checkout, onCancelled }: Props) => {
  const translate = useTranslate();
  // after the order, 'continue' stays busy: the page is being left for the gateway's
  const [leaving, setLeaving] = useState(false);
  const texts = { failure: translate(msg('payments.cardFailed')), failureIn: 'page' } as const;
  const continuing = useApiCall(() => startCardPayment(checkout.paymentType as PaymentType, checkout.eventMemberId), {
    ...texts,
    onSuccess: (order) => {
      setLeaving(true);
      postToGateway(order.checkoutUrl, order.fields);
    },
  });
  const cancelling = useApiCall(() => cancelCardPayment(checkout.logId), { ...texts, onSuccess: () => onCancelled() });
  const busy = continuing.busy || leaving ? 'continue' : cancelling.busy ? 'cancel' : null;
  const failure = continuing.failure ?? cancelling.failure;
  const run = (which: 'continue' | 'cancel') => {
    (which === 'continue' ? cancelling : continuing).clearFailure();
    return (which === 'continue' ? continuing : cancelling).run();
  };
  return (
    <Alert severity="info" role="status" icon={<CreditCardIcon />}>
      <AlertTitle>{translate(msg('payments.checkoutTitle'))}</AlertTitle>
      <div>{translate(msg('payments.checkoutStarted'), { date: formatSriLankaDateTime(checkout.createdAt) })}</div>
      <div>
        {translate(msg('payments.checkoutDetails'), {
          type: checkout.paymentType,
          amount: formatMoney(checkout.amount),
          until: formatSriLankaDateTime(checkout.expiresAt),
        })}
      </div>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<CreditCardIcon />} onClick={() => run('continue')} disabled={busy !== null} data-primary-action>
          {translate(msg(busy === 'continue' ? 'payments.cardStarting' : 'payments.continueCard'))}
        </Button>
        <Button variant="outlined" color="inherit" onClick={() => run('cancel')} disabled={busy !== null}>
          {translate(msg(busy === 'cancel' ? 'payments.cancellingCard' : 'payments.cancelCard'))}
        </Button>
      </Stack>
      {failure && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {translate(failure, { _: failure })}
        </Alert>
      )}
    </Alert>
  );
};
