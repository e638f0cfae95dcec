/**
 * GET event/public-events (PUBLIC): upcoming events, soonest first, paged. Through the plain http client
 * (fetch; no react-admin), as the other public pages do (src/features/inquiry/inquiryApi.ts).
 */
import { API_BASE_URL, buildUrl, http } from '../../providers/http';

export interface PublicEvent {
  eventId: number;
  title: string;
  eventType: string;
  venue: string;
  description: string;
  startAt: string;
  endAt: string;
  cpdHours: number;
  feeLkr: number;
  /** null: no capacity limit. */
  seatsLeft: number | null;
}

export interface PublicEventsPage {
  data: PublicEvent[];
  total: number;
}

export const PUBLIC_EVENTS_PER_PAGE = 10;

/** An upcoming event's calendar file (GET event/ics/{eventId}, public): a plain link anyone may follow. */
export const icsUrl = (eventId: number): string => `${API_BASE_URL}/event/ics/${eventId}`;

const PATH = 'event/public-events';

/** The address fetchPublicEvents asks (the HTML of /events asks for the first page before the app runs). */
export const publicEventsUrl = (page: number, perPage = PUBLIC_EVENTS_PER_PAGE): string => buildUrl(API_BASE_URL, PATH, { page, perPage });

export const fetchPublicEvents = async (page: number, perPage = PUBLIC_EVENTS_PER_PAGE): Promise<PublicEventsPage> => {
  const answer = await http.get<Partial<PublicEventsPage>>(PATH, { page, perPage });
  // a missing total is a broken answer, not a guess (ARCHITECTURE: never total || data.length)
  if (!Array.isArray(answer?.data) || typeof answer.total !== 'number') throw new Error('');
  return { data: answer.data, total: answer.total };
};
