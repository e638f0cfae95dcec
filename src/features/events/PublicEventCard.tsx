import type { PublicEvent } from './publicEventsApi';
import { eventWhen } from './eventWhen';
import { cpdText, feeText, seatsText } from './eventFacts';
import { eventsText } from './eventsText';
import { icsUrl } from './publicEventsApi';
import css from './publicEvents.css?inline';
import { StaticSheet } from '../../ui/plain/StaticSheet';

/** The list's sheet (publicEvents.css), beside the portal's plain sheet. */
export const PublicEventsSheet = () => <StaticSheet name="public-events" css={css} />;

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
