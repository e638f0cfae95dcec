/** Every booking of the member, latest event first: when, what, where, its state and what its fee amounts to. */
import { List, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { msg } from '../../../i18n/keys';
import { SectionCard } from '../../../ui/SectionCard';
import { EventListItem } from '../EventListItem';
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
            <EventListItem key={booking.eventMemberId} startAt={booking.startAt} endAt={booking.endAt} title={booking.title} detail={booking.venue}>
              <Typography variant="body2">{stateOf(booking)}</Typography>
            </EventListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
};
