/** Reading an answer: JSON or text, and the one place failures become HttpError. */
import { HttpError } from './httpError';
import { DEFAULT_ERROR_STATUS, TRANSPORT_TEXT } from './messages';
import { STATUS_CODE } from '../domain/status';

type Body = Record<string, unknown> | null;

export const parseBody = (text: string): unknown => {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text; // not JSON (e.g. an HTML report): hand the text over
  }
};

export const asObject = (json: unknown): Body =>
  typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as Record<string, unknown>) : null;

export const textOf = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/** statusCode present and not '00': the institute's way of saying "failed" with a 200. */
const isFailedEnvelope = (body: Body): boolean =>
  body !== null && body.statusCode !== undefined && body.statusCode !== null && String(body.statusCode) !== STATUS_CODE.OK;

/** Every failure is normalised here, once (spec §7, §8 General). */
export const failureOf = (status: number, json: unknown, envelope: 'throw' | 'return'): HttpError | null => {
  const body = asObject(json);
  if (envelope === 'throw' && isFailedEnvelope(body)) {
    return new HttpError(textOf(body?.status) ?? TRANSPORT_TEXT.requestError, status >= 400 ? status : DEFAULT_ERROR_STATUS, json);
  }
  if (status < 200 || status >= 300) {
    const message = textOf(body?.status) ?? textOf(body?.message) ?? TRANSPORT_TEXT.requestError;
    return new HttpError(message, status || DEFAULT_ERROR_STATUS, json);
  }
  return null;
};
