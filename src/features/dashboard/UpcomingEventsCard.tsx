/** The next five upcoming events: when (Sri Lanka time), what, where, fee and CPD hours; a link to book them (My Events). */
import { Link, List, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { formatMoney } from '../../domain/money';
import { text } from '../../i18n/text';
import { EventListItem } from '../events/EventListItem';
import type { PublicEvent } from '../events/publicEventsApi';
import { DashboardCard } from './DashboardCard';
import { useUpcomingEvents } from './useUpcomingEvents';
import { screenPath } from '../../../resources/screens';

// the public /events page sends a signed-in member away: members book on their own events screen
const EVENTS_PATH = screenPath('memberEvents');

const factsOf = (event: PublicEvent) =>
  [
    event.venue,
    Number(event.feeLkr) > 0 ? formatMoney(event.feeLkr) : text('dashboards.events.free'),
    event.cpdHours > 0 ? text('dashboards.events.cpd', { hours: event.cpdHours }) : null,
  ]
    .filter(Boolean)
    .join(' · ');

export const UpcomingEventsCard = () => {
  const { data, isPending, error, refetch } = useUpcomingEvents();
  return (
    <DashboardCard
      title={text('dashboards.events.heading')}
      loading={isPending}
      error={error}
      onRetry={() => void refetch()}
      action={
        <Link component={RouterLink} to={EVENTS_PATH}>
          {text('dashboards.events.book')}
        </Link>
      }
    >
      {data &&
        (data.data.length === 0 ? (
          <Typography color="text.secondary">{text('dashboards.events.none')}</Typography>
        ) : (
          <List disablePadding>
            {data.data.map((event) => (
              <EventListItem key={event.eventId} startAt={event.startAt} endAt={event.endAt} title={event.title} detail={factsOf(event)} />
            ))}
          </List>
        ))}
    </DashboardCard>
  );
};
