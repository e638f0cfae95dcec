/**
 * "Pay by card": the server opens a gateway order for what is due (POST get-payment-details-for-pg),
 * then its fields are posted to the gateway page in this tab. A refusal shows the server's words.
 */
import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import { useTranslate } from 'react-admin';
import { msg } from '../../i18n/keys';
import { postToGateway } from './gatewayForm';
import { startCardPayment } from './paymentApi';
import type { PaymentType } from './paymentKinds';
import { useApiCall } from '../../ui/useApiCall';

interface Props {
  paymentType: PaymentType;
  disabled: boolean;
  /** The held booking an Event Fee pays. */
  eventMemberId?: number;
}

export const CardPaymentButton = ({ paymentType, disabled, eventMemberId }: Props) => {
  const translate = useTranslate();
  // after the order, busy stays on: the page is being left for the gateway's
  const [leaving, setLeaving] = useState(false);
  const started = useApiCall((type: PaymentType) => startCardPayment(type, eventMemberId), {
    onSuccess: (order) => {
      setLeaving(true);
      postToGateway(order.checkoutUrl, order.fields);
    },
    failure: translate(msg('payments.cardFailed')),
    failureIn: 'page',
  });
  const busy = started.busy || leaving;
  const failure = started.failure;
  const pay = () => started.run(paymentType);
  return (
    <Stack spacing={1}>
      <Button variant="contained" size="large" startIcon={<CreditCardIcon />} onClick={pay} disabled={disabled || busy} data-primary-action>
        {translate(msg(busy ? 'payments.cardStarting' : 'payments.payByCard'))}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {translate(msg('payments.cardHint'))}
      </Typography>
      {failure && <Alert severity="error">{failure}</Alert>}
    </Stack>
  );
};
