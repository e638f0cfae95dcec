/** Every booking of the member, latest event first: when, what, where, its state and what its fee amounts to. */
import { List, ListItem, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { msg } from '../../../i18n/keys';
import { SectionCard } from '../../../ui/SectionCard';
import { eventWhen } from '../eventWhen';
import { bookingStatusKeys } from './bookingActions';
import type { MyBooking } from './myEventsApi';

export const MyBookingsCard = ({ bookings }: { bookings: MyBooking[] }) => {
  const translate = useTranslate();
  const stateOf = (booking: MyBooking) => {
    const { state, payment } = bookingStatusKeys(booking);
    return [translate(msg(state)), payment ? translate(msg(payment)) : null, booking.attended ? translate(msg('events.member.attended')) : null]
      .filter(Boolean)
      .join(' · ');
  };
  return (
    <SectionCard title={msg('events.member.bookings')}>
      {bookings.length === 0 ? (
        <Typography color="text.secondary">{translate(msg('events.member.noBookings'))}</Typography>
      ) : (
        <List disablePadding>
          {bookings.map((booking) => (
            <ListItem key={booking.eventMemberId} disableGutters divider sx={{ display: 'block' }}>
              <Typography variant="body2" color="primary" sx={{ fontWeight: 600 }}>
                {eventWhen(booking.startAt, booking.endAt)}
              </Typography>
              <Typography variant="subtitle1" component="h3" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
                {booking.title}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {booking.venue}
              </Typography>
              <Typography variant="body2">{stateOf(booking)}</Typography>
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
};
