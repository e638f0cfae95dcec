/**
 * The card payment's result on return from the gateway (?order_id=…): "Waiting for the payment
 * result…" until the order's state arrives, then approved (receipt no + "Download receipt"),
 * declined, pending (the bank has not confirmed yet) or cancelled, in place, without a reload.
 */
import { Alert, AlertTitle, CircularProgress, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../domain/money';
import { msg } from '../../i18n/keys';
import { SectionCard } from '../../ui/SectionCard';
import { ReceiptButton } from './ReceiptButton';
import type { PaymentEvent } from './paymentTypes';
import { usePaymentReturn } from './usePaymentReturn';

const Waiting = () => {
  const translate = useTranslate();
  return (
    <Alert severity="info" icon={<CircularProgress size={20} />}>
      {translate(msg('payments.waiting'))}
    </Alert>
  );
};

const Approved = ({ order }: { order: PaymentEvent }) => {
  const translate = useTranslate();
  return (
    <Alert severity="success">
      <AlertTitle>{translate(msg('payments.approved'))}</AlertTitle>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        {order.receiptNo && <span>{translate(msg('payments.receiptNo'), { receiptNo: order.receiptNo })}</span>}
        {order.amount !== null && order.amount !== undefined && <span>{translate(msg('payments.amountPaid'), { amount: formatMoney(order.amount) })}</span>}
        {order.paymentId !== null && <ReceiptButton paymentId={order.paymentId} />}
      </Stack>
    </Alert>
  );
};

const Outcome = ({ order }: { order: PaymentEvent }) => {
  const translate = useTranslate();
  switch (order.state) {
    case 'approved':
      return <Approved order={order} />;
    case 'declined':
      return <Alert severity="error">{translate(msg('payments.declined'))}</Alert>;
    case 'pending':
      return <Alert severity="warning">{translate(msg('payments.pending'))}</Alert>;
    case 'cancelled':
    case 'voided':
      return <Alert severity="info">{translate(msg('payments.cancelled'))}</Alert>;
    case 'expired':
      return <Alert severity="info">{translate(msg('payments.checkoutExpired'))}</Alert>;
    default:
      return <Waiting />;
  }
};

interface Props {
  orderId: string;
  /** The order reached its final state (a page with data of its own reads it again). */
  onFinal?: () => void;
}

export const PaymentResultCard = ({ orderId, onFinal }: Props) => {
  const translate = useTranslate();
  const { order, failure } = usePaymentReturn(orderId, onFinal);
  return (
    <SectionCard title={msg('payments.resultCard')} subtitle={orderId}>
      <div role="status" aria-live="polite">
        {failure !== null ? (
          <Alert severity="error">{failure ? translate(failure, { _: failure }) : translate(msg('payments.orderNotFound'))}</Alert>
        ) : order ? (
          <Outcome order={order} />
        ) : (
          <Waiting />
        )}
      </div>
    </SectionCard>
  );
};
