/**
 * /events (public: plain MUI and the http client over fetch, no react-admin): the institute's upcoming
 * events from GET event/public-events, soonest first, ten at a time with "Show more"; a loading, an empty
 * and an error state; the card leads back to sign in like every public page.
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { LightLink } from '../../routing/location/LightLink';
import { LOGIN_PATH } from '../../../resources/screens';
import { eventsText } from './eventsText';
import { AuthCard } from '../../ui/publicPage/AuthCard';
import { errorMessage } from '../../framework/errorMessage';
import { startCall, takeOrCall } from '../../providers/headStart';
import { fetchPublicEvents, publicEventsUrl, type PublicEvent } from './publicEventsApi';
import { PublicEventCard, PublicEventCardSkeleton, publicEventCardStyles } from './PublicEventCard';

const FIRST_PAGE = 'public-events/page-1';
const fetchFirstPage = () => fetchPublicEvents(1);

/** The first page's call, started by the entry when /events is the page opened (src/app/preloadRoute.ts). */
export const startPublicEventsCalls = (): void => startCall(FIRST_PAGE, fetchFirstPage);

/** That call's address, for the page's HTML to ask for first (ScreenModule.preloadedCalls). */
export const publicEventsPreloads = (): readonly string[] => [publicEventsUrl(1)];

/** Outlines shown while the first page loads: more than a phone's screen holds below the heading. */
const SKELETONS = 4;

// disableShrink: the spinner only turns, which the compositor draws; its shrinking stroke would have the main
// thread restyle and repaint it every frame while the page loads.
const Spinner = () => (
  <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
    <CircularProgress size={32} disableShrink aria-label={eventsText('loading')} />
  </Box>
);

/**
 * The first page on its way: the spinner and card outlines taking at least the screen's height, so whatever
 * follows the list (the count, "Show more", the sign-in link, the footer) starts below the fold and does not
 * jump when the events arrive (layout shift).
 */
const FirstPageLoading = () => (
  <Stack spacing={2} sx={{ minHeight: '100vh' }} aria-busy="true">
    <Spinner />
    {Array.from({ length: SKELETONS }, (_, index) => (
      <PublicEventCardSkeleton key={index} />
    ))}
  </Stack>
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
      <Stack spacing={2} sx={publicEventCardStyles}>
        <Typography variant="body2">
          <Link component={LightLink} to={LOGIN_PATH} underline="hover">
            {eventsText('signInToBook')}
          </Link>
        </Typography>
        {loaded && loaded.total === 0 && <Alert severity="info">{eventsText('empty')}</Alert>}
        {loaded?.events.map((event) => <PublicEventCard key={event.eventId} event={event} />)}
        {busy && (loaded ? <Spinner /> : <FirstPageLoading />)}
        {failure && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void load(loaded ? loaded.page + 1 : 1)}>
                {eventsText('retry')}
              </Button>
            }
          >
            {failure}
          </Alert>
        )}
        {loaded && loaded.total > 0 && (
          <Typography variant="body2" color="text.secondary" align="center">
            {eventsText('shown', { shown, total: loaded.total })}
          </Typography>
        )}
        {hasMore && !busy && !failure && (
          <Button variant="outlined" onClick={() => void load(loaded.page + 1)} fullWidth>
            {eventsText('showMore')}
          </Button>
        )}
        <Typography variant="body2" align="center">
          <Link component={LightLink} to={LOGIN_PATH} underline="hover">
            {eventsText('signInToRegister')}
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
};
