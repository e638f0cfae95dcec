import { Box, Chip, Skeleton, Stack, Typography } from '@mui/material';
import type { PublicEvent } from './publicEventsApi';
import { eventWhen } from './eventWhen';
import { cpdText, feeText, seatsText } from './eventFacts';

/** One upcoming event of the public list: when, what, where, CPD hours, fee and seats. */
export const PublicEventCard = ({ event }: { event: PublicEvent }) => {
  const full = event.seatsLeft !== null && event.seatsLeft <= 0;
  return (
    <Box component="article" sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }} aria-labelledby={`event-${event.eventId}`}>
      <Typography variant="body2" color="primary" sx={{ fontWeight: 600 }}>
        {eventWhen(event.startAt, event.endAt)}
      </Typography>
      <Typography id={`event-${event.eventId}`} variant="h6" component="h2" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
        {event.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {event.eventType} · {event.venue}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, my: 1 }}>
        <Chip size="small" label={feeText(event.feeLkr)} color={Number(event.feeLkr) === 0 ? 'success' : 'default'} />
        <Chip size="small" label={cpdText(event.cpdHours)} variant="outlined" />
        <Chip size="small" label={seatsText(event.seatsLeft)} color={full ? 'error' : 'default'} variant={full ? 'filled' : 'outlined'} />
      </Stack>
      {event.description && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {event.description}
        </Typography>
      )}
    </Box>
  );
};

/**
 * The outline of an event card while the list loads (its lines at the card's own type sizes), so the list's
 * space is taken before the events arrive and nothing after it moves when they do.
 */
export const PublicEventCardSkeleton = () => (
  <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }} aria-hidden="true">
    <Typography variant="body2">
      <Skeleton width="45%" />
    </Typography>
    <Typography variant="h6" sx={{ lineHeight: 1.3 }}>
      <Skeleton width="80%" />
    </Typography>
    <Typography variant="body2">
      <Skeleton width="60%" />
    </Typography>
    <Stack direction="row" sx={{ gap: 1, my: 1 }}>
      {[72, 64, 88].map((width) => (
        <Skeleton key={width} variant="rounded" width={width} height={24} sx={{ borderRadius: 4 }} />
      ))}
    </Stack>
    <Typography variant="body2">
      <Skeleton />
    </Typography>
  </Box>
);
