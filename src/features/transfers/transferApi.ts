/**
 * The member transfer page's own calls through the app's http client (API base, bearer token, 401 ends the
 * session). Envelopes come back as data ('return'): a '01' / '02' is an outcome the page shows in the server's
 * words, not a transport failure.
 */
import { http, type Query } from '../../providers/http';
import type { HttpMethod } from '../../framework/types';

export interface ChapterOption {
  chapterId: number;
  code: string;
  name: string;
  region: string;
}

export interface TransferRow {
  transferId: number;
  fromChapterId: number | null;
  toChapterId: number;
  fromChapterName: string;
  toChapterName: string;
  reason: string;
  status: number;
  statusName: string;
  requestedAt: string;
  decidedAt: string | null;
  comment: string | null;
}

export interface Envelope {
  statusCode?: string;
  status?: string;
  problems?: Record<string, string>;
}

export interface TransferState {
  currentChapter: { chapterId: number; name: string } | null;
  pending: TransferRow | null;
}

/** A refusal of the whole page (e.g. '01' "Only members may request a chapter transfer"): the server's words. */
export class TransferRefusal extends Error {}

const call = async <T>(method: HttpMethod, path: string, body?: unknown, query?: Query): Promise<T> => {
  const { json } = await http.request<T>({ method, path, body, query, envelope: 'return' });
  return json;
};

export const TRANSFER_STATE_KEY = ['transfers', 'state'] as const;
export const CHAPTERS_KEY = ['transfers', 'chapters'] as const;

/** The member's chapter and their Pending request, if any (the list of their own requests, Pending only, one row). */
export const fetchTransferState = async (): Promise<TransferState> => {
  const reply = await call<Envelope & { data?: TransferRow[]; currentChapter?: TransferState['currentChapter'] }>('GET', 'usermanagement/member-transfers', undefined, {
    status: 1,
    page: 1,
    perPage: 1,
  });
  if (reply.statusCode !== '00') throw new TransferRefusal(reply.status ?? '');
  return { currentChapter: reply.currentChapter ?? null, pending: reply.data?.[0] ?? null };
};

export const fetchChapters = async (): Promise<ChapterOption[]> => (await call<{ data?: ChapterOption[] }>('GET', 'usermanagement/get-chapters')).data ?? [];

export const submitTransfer = (form: { toChapterId: number; reason: string }) => call<Envelope>('POST', 'usermanagement/member-transfer', form);
