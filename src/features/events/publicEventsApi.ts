/**
 * GET event/public-events (PUBLIC): upcoming events, soonest first, paged. Through the plain http client
 * (fetch; no react-admin), as the other public pages do (src/features/inquiry/inquiryApi.ts).
 */
import { http } from '../../providers/http';

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

export const fetchPublicEvents = async (page: number, perPage = PUBLIC_EVENTS_PER_PAGE): Promise<PublicEventsPage> => {
  const answer = await http.get<Partial<PublicEventsPage>>('event/public-events', { page, perPage });
  // a missing total is a broken answer, not a guess (ARCHITECTURE: never total || data.length)
  if (!Array.isArray(answer?.data) || typeof answer.total !== 'number') throw new Error('');
  return { data: answer.data, total: answer.total };
};
