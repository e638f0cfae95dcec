/**
 * One upcoming event on the member's events screen: when, what, where, fee, CPD hours and seats, the member's
 * booking of it (booked, or held with its payment), and the actions bookingActionsOf allows: book, pay the held
 * seat's fee (the renewal's card button and bank-deposit form, with the Event Fee), cancel (after a confirmation,
 * which says a paid fee is not refunded automatically) and "Add to calendar".
 */
import { useState } from 'react';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import { useTranslate } from 'react-admin';
import { PAYMENT_TYPE } from '../../../domain/paymentRules.mjs';
import { formatMoney } from '../../../domain/money';
import { formatSriLankaDateTime } from '../../../domain/sriLankaTime.mjs';
import { ConfirmDialog } from '../../../framework';
import { msg } from '../../../i18n/keys';
import { useApiCall } from '../../../ui/useApiCall';
import { BankDepositForm } from '../../payments/BankDepositForm';
import { CardPaymentButton } from '../../payments/CardPaymentButton';
import { cpdText, feeText, seatsText } from '../eventFacts';
import { eventWhen } from '../eventWhen';
import { bookingActionsOf, bookingStatusKeys } from './bookingActions';
import { icsUrl } from '../publicEventsApi';
import { bookEvent, cancelBooking, type MyEvent } from './myEventsApi';

interface Props {
  event: MyEvent;
  refusal: string | null;
  now: number;
  /** A booking changed (booked, cancelled, deposit sent): the screen reads its data again. */
  onChanged: () => unknown;
}

export const MemberEventCard = ({ event, refusal, now, onChanged }: Props) => {
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  const [depositOpen, setDepositOpen] = useState(false);
  const actions = bookingActionsOf(event, refusal, now);
  const { booking } = event;
  const failure = translate(msg('events.member.actionFailed'));
  const book = useApiCall(() => bookEvent(event.eventId), { success: (answer) => answer.message, failure, onSuccess: onChanged });
  const cancel = useApiCall(() => cancelBooking(booking?.eventMemberId ?? 0), {
    success: (answer) => answer.message,
    failure,
    onSuccess: () => {
      setConfirming(false);
      return onChanged();
    },
  });
  const paid = booking?.payment === 'paid';
  const status = booking ? bookingStatusKeys(booking) : null;
  const headingId = `my-event-${event.eventId}`;
  return (
    <Box component="article" aria-labelledby={headingId} sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
      <Typography variant="body2" color="primary" sx={{ fontWeight: 600 }}>
        {eventWhen(event.startAt, event.endAt)}
      </Typography>
      <Typography id={headingId} variant="h6" component="h3" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
        {event.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {event.eventType} · {event.venue}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }}>
        <Chip size="small" label={feeText(event.feeLkr)} color={Number(event.feeLkr) === 0 ? 'success' : 'default'} />
        <Chip size="small" variant="outlined" label={cpdText(event.cpdHours)} />
        {!booking && <Chip size="small" variant="outlined" color={actions.full ? 'error' : 'default'} label={seatsText(event.seatsLeft)} />}
        {status && booking && <Chip size="small" color={booking.state === 'confirmed' ? 'success' : 'warning'} label={translate(msg(status.state))} />}
        {status?.payment && <Chip size="small" variant="outlined" label={translate(msg(status.payment))} />}
      </Stack>
      {booking?.state === 'held' && booking.heldUntil && booking.payment === 'held' && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate(msg('events.member.heldUntil'), { when: formatSriLankaDateTime(booking.heldUntil) })}
        </Alert>
      )}
      {actions.pay && booking && (
        <Stack spacing={1} sx={{ mb: 1 }}>
          <Typography variant="subtitle2">{translate(msg('events.member.payTitle'), { fee: formatMoney(event.feeLkr) })}</Typography>
          <CardPaymentButton paymentType={PAYMENT_TYPE.EVENT_FEE} eventMemberId={booking.eventMemberId} disabled={false} />
          {depositOpen ? (
            <BankDepositForm paymentType={PAYMENT_TYPE.EVENT_FEE} eventMemberId={booking.eventMemberId} onSent={() => void onChanged()} />
          ) : (
            <Button variant="text" sx={{ alignSelf: 'flex-start' }} onClick={() => setDepositOpen(true)}>
              {translate(msg('events.member.payByDeposit'))}
            </Button>
          )}
        </Stack>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {actions.book && (
          <Button variant="contained" onClick={() => void book.run()} disabled={book.busy} data-primary-action>
            {translate(msg(book.busy ? 'events.member.booking' : 'events.member.book'))}
          </Button>
        )}
        {actions.cancel && (
          <Button variant="outlined" color="error" onClick={() => setConfirming(true)} disabled={cancel.busy}>
            {translate(msg('events.member.cancel'))}
          </Button>
        )}
        <Button variant="outlined" startIcon={<EventIcon />} href={icsUrl(event.eventId)} download>
          {translate(msg('events.member.addToCalendar'))}
        </Button>
      </Stack>
      {booking && booking.cancellableUntil && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {actions.cancel
            ? translate(msg('events.member.cancellableUntil'), { when: formatSriLankaDateTime(booking.cancellableUntil) })
            : translate(msg('events.member.notCancellable'))}
        </Typography>
      )}
      <ConfirmDialog
        open={confirming}
        text={translate(msg(paid ? 'events.member.confirmCancelPaid' : 'events.member.confirmCancel'), { title: event.title })}
        confirmLabel={msg('events.member.cancelIt')}
        tone="error"
        loading={cancel.busy}
        onConfirm={() => void cancel.run()}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
};
