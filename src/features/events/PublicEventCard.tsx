import { Box, Chip, Stack, Typography } from '@mui/material';
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
