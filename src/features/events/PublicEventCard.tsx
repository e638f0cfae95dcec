import { alpha, keyframes, type SxProps, type Theme } from '@mui/material/styles';
import type { PublicEvent } from './publicEventsApi';
import { eventWhen } from './eventWhen';
import { cpdText, feeText, seatsText } from './eventFacts';
import { eventsText } from './eventsText';
import { icsUrl } from './publicEventsApi';

/** MUI's skeleton pulse. */
const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

/**
 * The cards' looks, given once to the list that holds them. The cards themselves are plain elements: ten cards
 * of styled MUI parts (three typographies and three chips each) had the phone serialise and insert about ninety
 * style rules while the page was loading, the longest main-thread task of /events. The facts look like MUI's
 * small chips (filled or outlined).
 */
export const publicEventCardStyles: SxProps<Theme> = {
  '& .event-card': { borderTop: 1, borderColor: 'divider', pt: 2 },
  '& .event-card p, & .event-card h2, & .event-card ul': { m: 0 },
  '& .event-when': { typography: 'body2', color: 'primary.main', fontWeight: 600 },
  '& .event-title': { typography: 'h6', lineHeight: 1.3, overflowWrap: 'anywhere' },
  '& .event-where': { typography: 'body2', color: 'text.secondary', overflowWrap: 'anywhere' },
  '& .event-description': { typography: 'body2', whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
  '& .event-card ul.event-facts': { display: 'flex', flexWrap: 'wrap', gap: 1, my: 1, p: 0, listStyle: 'none' },
  '& .event-fact': {
    display: 'inline-flex',
    alignItems: 'center',
    height: 24,
    px: 1,
    borderRadius: 4,
    fontSize: '0.8125rem',
    whiteSpace: 'nowrap',
    bgcolor: 'action.selected',
    color: 'text.primary',
  },
  '& .event-fact.outlined': { bgcolor: 'transparent', border: 1, borderColor: 'grey.400', px: '7px' },
  '& .event-fact.free': { bgcolor: 'success.main', color: 'success.contrastText' },
  '& .event-fact.full': { bgcolor: 'error.main', color: 'error.contrastText' },
  '& .event-ics': { typography: 'body2', color: 'primary.main', fontWeight: 500, display: 'inline-block', mt: 1, py: 0.5 },
  // the outline's lines, drawn as MUI's text and rounded skeletons are
  '& .event-bone': {
    display: 'block',
    bgcolor: (theme: Theme) => alpha(theme.palette.text.primary, 0.11),
    borderRadius: '4px / 6.7px',
    transform: 'scale(1, 0.6)',
    transformOrigin: '0 55%',
    animation: `${pulse} 2s ease-in-out 0.5s infinite`,
    '&:empty::before': { content: '"\\00a0"' },
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  },
  '& .event-bone.short': { width: '45%' },
  '& .event-bone.medium': { width: '60%' },
  '& .event-bone.long': { width: '80%' },
  '& .event-bone.fact': { width: 72, height: 24, borderRadius: 4, transform: 'none' },
  '& .event-bone.fact.narrow': { width: 64 },
  '& .event-bone.fact.wide': { width: 88 },
};

/** One upcoming event of the public list: when, what, where, CPD hours, fee and seats. */
export const PublicEventCard = ({ event }: { event: PublicEvent }) => {
  const full = event.seatsLeft !== null && event.seatsLeft <= 0;
  const free = Number(event.feeLkr) === 0;
  return (
    <article className="event-card" aria-labelledby={`event-${event.eventId}`}>
      <p className="event-when">{eventWhen(event.startAt, event.endAt)}</p>
      <h2 id={`event-${event.eventId}`} className="event-title">
        {event.title}
      </h2>
      <p className="event-where">
        {event.eventType} · {event.venue}
      </p>
      <ul className="event-facts">
        <li className={free ? 'event-fact free' : 'event-fact'}>{feeText(event.feeLkr)}</li>
        <li className="event-fact outlined">{cpdText(event.cpdHours)}</li>
        <li className={full ? 'event-fact full' : 'event-fact outlined'}>{seatsText(event.seatsLeft)}</li>
      </ul>
      {event.description && <p className="event-description">{event.description}</p>}
      <a className="event-ics" href={icsUrl(event.eventId)} download>
        {eventsText('addToCalendar')}
      </a>
    </article>
  );
};

/**
 * The outline of an event card while the list loads (its lines at the card's own type sizes), so the list's
 * space is taken before the events arrive and nothing after it moves when they do. Plain elements like the card:
 * as MUI skeletons, the four outlines were some fifty styled parts for the phone to render while the page starts.
 */
export const PublicEventCardSkeleton = () => (
  <div className="event-card" aria-hidden="true">
    <p className="event-when">
      <span className="event-bone short" />
    </p>
    <p className="event-title">
      <span className="event-bone long" />
    </p>
    <p className="event-where">
      <span className="event-bone medium" />
    </p>
    <ul className="event-facts">
      <li className="event-bone fact" />
      <li className="event-bone fact narrow" />
      <li className="event-bone fact wide" />
    </ul>
    <p className="event-description">
      <span className="event-bone" />
    </p>
  </div>
);
