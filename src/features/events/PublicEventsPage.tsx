/**
 * /events (public: plain elements and the http client over fetch, neither react-admin nor MUI): the institute's upcoming
 * events from GET event/public-events, soonest first, ten at a time with "Show more"; a loading, an empty
 * and an error state; the card leads back to sign in like every public page.
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { LightLink } from '../../routing/location/LightLink';
import { LOGIN_PATH } from '../../../resources/screens';
import { eventsText } from './eventsText';
import { AuthCard } from '../../ui/publicPage/AuthCard';
import { errorMessage } from '../../framework/errorMessage';
import { startCall, takeOrCall } from '../../providers/headStart';
import { fetchPublicEvents, publicEventsUrl, type PublicEvent } from './publicEventsApi';
import { PublicEventCard, PublicEventCardSkeleton, PublicEventsSheet } from './PublicEventCard';
import { PlainAlert } from '../../ui/plain/PlainAlert';
import { PlainButton } from '../../ui/plain/PlainButton';
import { PlainSpinner } from '../../ui/plain/PlainSpinner';

const FIRST_PAGE = 'public-events/page-1';
const fetchFirstPage = () => fetchPublicEvents(1);

/** The first page's call, started by the entry when /events is the page opened (src/app/preloadRoute.ts). */
export const startPublicEventsCalls = (): void => startCall(FIRST_PAGE, fetchFirstPage);

/** That call's address, for the page's HTML to ask for first (ScreenModule.preloadedCalls). */
export const publicEventsPreloads = (): readonly string[] => [publicEventsUrl(1)];

/** Outlines shown while the first page loads: more than a phone's screen holds below the heading. */
const SKELETONS = 4;

// only turning: the page is loading, and the main thread has better to do than redraw a stroke every frame
const Spinner = () => (
  <div className="events-spinner">
    <PlainSpinner size={32} turning label={eventsText('loading')} />
  </div>
);

/**
 * The first page on its way: the spinner and card outlines taking at least the screen's height, so whatever
 * follows the list (the count, "Show more", the sign-in link, the footer) starts below the fold and does not
 * jump when the events arrive (layout shift).
 */
const FirstPageLoading = () => (
  <div className="plain-stack first-page-loading" aria-busy="true">
    <Spinner />
    {Array.from({ length: SKELETONS }, (_, index) => (
      <PublicEventCardSkeleton key={index} />
    ))}
  </div>
);

interface Loaded {
  events: PublicEvent[];
  total: number;
  page: number;
}

export const PublicEventsPage = () => {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [busy, setBusy] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);
  const alive = useRef(true);
  useEffect(() => () => void (alive.current = false), []);

  const load = useCallback(async (page: number) => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await (page === 1 ? takeOrCall(FIRST_PAGE, fetchFirstPage) : fetchPublicEvents(page));
      if (!alive.current) return;
      // Ten cards are a long render for a phone: as a transition React renders them in slices, between which the
      // page answers a tap. The outlines stay until the cards replace them (busy ends in the same render).
      startTransition(() => {
        setLoaded((current) => ({
          events: page === 1 || !current ? answer.data : [...current.events, ...answer.data],
          total: answer.total,
          page,
        }));
        setBusy(false);
      });
    } catch (error) {
      if (!alive.current) return;
      setFailure(errorMessage(error, eventsText('failed')));
      setBusy(false);
    }
  }, []);

  useEffect(() => {
    alive.current = true;
    void load(1);
  }, [load]);

  const shown = loaded?.events.length ?? 0;
  const hasMore = loaded !== null && shown < loaded.total;

  return (
    <AuthCard title={eventsText('heading')} subtitle={eventsText('intro')} align="top">
      <PublicEventsSheet />
      <div className="plain-stack public-events">
        <p className="plain-body2">
          <LightLink className="plain-link" to={LOGIN_PATH}>
            {eventsText('signInToBook')}
          </LightLink>
        </p>
        {loaded && loaded.total === 0 && <PlainAlert severity="info">{eventsText('empty')}</PlainAlert>}
        {loaded?.events.map((event) => <PublicEventCard key={event.eventId} event={event} />)}
        {busy && (loaded ? <Spinner /> : <FirstPageLoading />)}
        {failure && (
          <PlainAlert
            severity="error"
            action={
              <PlainButton variant="text-small" onClick={() => void load(loaded ? loaded.page + 1 : 1)}>
                {eventsText('retry')}
              </PlainButton>
            }
          >
            {failure}
          </PlainAlert>
        )}
        {loaded && loaded.total > 0 && (
          <p className="plain-body2 plain-secondary plain-center">{eventsText('shown', { shown, total: loaded.total })}</p>
        )}
        {hasMore && !busy && !failure && (
          <PlainButton variant="outlined" fullWidth onClick={() => void load(loaded.page + 1)}>
            {eventsText('showMore')}
          </PlainButton>
        )}
        <p className="plain-body2 plain-center">
          <LightLink className="plain-link" to={LOGIN_PATH}>
            {eventsText('signInToRegister')}
          </LightLink>
        </p>
      </div>
    </AuthCard>
  );
};
