/**
 * The CPD screens' calls, through the app's http client (API base, bearer
 * token, the session ending on a 401). An answer with an envelope (statusCode '00', '02', '03' …) is handed
 * back as parsed JSON for the screen to read; an HTTP failure becomes a CpdServiceError whose message is the
 * spec §8 CPD text: 401 → "Bad credentials", anything else → "An unknown error occurred in Auth endpoint.".
 */
import { http, type Query } from '../../providers/http';
import { statusOf } from '../../providers/httpError';
import { CPD_TEXT } from '../../domain/cpdRules.mjs';
import type { HttpMethod } from '../../framework/types';

export class CpdServiceError extends Error {
  /** HTTP status (0 when the request never got an answer). */
  readonly status: number;
  /** The server's own text of a refusal (e.g. a 400 '05' problem or a 403), when it sent one. */
  readonly serverText: string | undefined;
  /** The parsed body of the refusal, when there was one (a 400 '05' carries `problems`). */
  readonly body: unknown;

  constructor(message: string, status: number, serverText?: string, body: unknown = null) {
    super(message);
    this.name = 'CpdServiceError';
    this.status = status;
    this.serverText = serverText;
    this.body = body;
  }
}

const textOf = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/** Any failure of the transport → the one CPD error (spec §8: 401 → badCredentials, else unknownAuthError). */
export const cpdErrorOf = (error: unknown): CpdServiceError => {
  if (error instanceof CpdServiceError) return error;
  const status = statusOf(error) ?? 0;
  const body = (error as { body?: unknown } | null)?.body ?? null;
  const serverText = textOf((body as { status?: unknown } | null)?.status);
  const message = status === 401 ? CPD_TEXT.badCredentials : CPD_TEXT.unknownAuthError;
  return new CpdServiceError(message, status, serverText, body);
};

const call = async <T>(method: HttpMethod, path: string, body?: unknown, query?: Query): Promise<T> => {
  try {
    // 'return': a 200 with statusCode '02'/'03' is an outcome the screen shows, not a transport failure.
    const { json } = await http.request<T>({ method, path, body, query, envelope: 'return' });
    return json;
  } catch (error) {
    throw cpdErrorOf(error);
  }
};

/** GET a CPD path (relative to the API base, e.g. 'CPD/get-primary-skill'); the query is optional. */
export const cpdGet = <T>(path: string, query?: Query): Promise<T> => call<T>('GET', path, undefined, query);

/** POST/PUT/DELETE a CPD path with a JSON body (a FormData body travels as multipart). */
export const cpdSend = <T>(method: Exclude<HttpMethod, 'GET'>, path: string, body?: unknown): Promise<T> => call<T>(method, path, body);

/** The words to show for a failed call: the mapped CPD text (spec §8), never a stack or a raw status. */
export const cpdFailureText = (error: unknown): string => cpdErrorOf(error).message;
