/**
 * /member/my-events: the member's own events. Upcoming events with their booking and actions (book, pay a held
 * seat, cancel, add to calendar) come first, then the member's bookings and their private calendar feed. A
 * member who may not book (lapsed, cancelled, not active yet) reads why at the top. On return from the card
 * gateway (?order_id=…) the payment's result is followed at the top and the bookings read again when it is final.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { Alert, Grid, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LoadingBar } from '../../../framework';
import { msg } from '../../../i18n/keys';
import { ScreenHeading } from '../../../ui/ScreenHeading';
import { SectionCard } from '../../../ui/SectionCard';
import { PaymentResultCard } from '../../payments/PaymentResultCard';
import { CalendarFeedCard } from './CalendarFeedCard';
import { MemberEventCard } from './MemberEventCard';
import { MyBookingsCard } from './MyBookingsCard';
import { MY_EVENTS_KEY, fetchMyEvents } from './myEventsApi';

export const MemberEventsPage = () => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const orderId = params.get('order_id');
  const { data, isPending, isError } = useQuery({ queryKey: MY_EVENTS_KEY, queryFn: fetchMyEvents });
  const reload = () => queryClient.invalidateQueries({ queryKey: MY_EVENTS_KEY });
  const now = Date.now();
  return (
    <Stack spacing={2}>
      <ScreenHeading />
      {orderId && <PaymentResultCard orderId={orderId} onFinal={() => void reload()} />}
      {isPending && <LoadingBar loading />}
      {isError && <Alert severity="error">{translate(msg('events.member.loadFailed'))}</Alert>}
      {data && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 7 }}>
            <SectionCard title={msg('events.member.upcoming')}>
              <Stack spacing={2}>
                {data.refusal && <Alert severity="warning">{data.refusal}</Alert>}
                {data.upcoming.length === 0 && <Typography color="text.secondary">{translate(msg('events.member.noUpcoming'))}</Typography>}
                {data.upcoming.map((event) => (
                  <MemberEventCard key={event.eventId} event={event} refusal={data.refusal} now={now} onChanged={reload} />
                ))}
              </Stack>
            </SectionCard>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Stack spacing={2}>
              <MyBookingsCard bookings={data.bookings} />
              <CalendarFeedCard />
            </Stack>
          </Grid>
        </Grid>
      )}
    </Stack>
  );
};
