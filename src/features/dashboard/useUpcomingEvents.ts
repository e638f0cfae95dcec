/** The next five upcoming events (GET event/public-events, perPage 5). */
import { useQuery } from '@tanstack/react-query';
import { fetchPublicEvents } from '../events/publicEventsApi';
import { DASHBOARD_KEY } from './dashboardApi';

export const UPCOMING_EVENTS_SHOWN = 5;

export const useUpcomingEvents = () =>
  useQuery({ queryKey: [...DASHBOARD_KEY, 'events'], queryFn: () => fetchPublicEvents(1, UPCOMING_EVENTS_SHOWN) });
