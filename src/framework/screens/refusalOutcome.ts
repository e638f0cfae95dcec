/**
 * What a refused write tells the user: the declaration's text for the server's words (its envelope
 * message or status, e.g. 'pdf required'), else the declared fallback, else the server's words.
 */
import type { Outcome, Refusals } from '../types';
import { errorMessage } from './useToast';

const normalise = (text: string): string => text.trim().replace(/\.$/, '').toLowerCase();

/** The server's words: the answer's message and status, then the error's own message. */
const wordsOf = (error: unknown): string[] => {
  const body = (error as { body?: unknown } | null)?.body;
  const answer = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return [answer.message, answer.status, error instanceof Error ? error.message : undefined].filter(
    (word): word is string => typeof word === 'string' && word.trim() !== '',
  );
};

/** `fallback` false: the declared `otherwise` (a create's "… creation has been failed.") does not apply (a delete). */
export const refusalOutcome = (refusals: Refusals | undefined, error: unknown, fallback = true): Outcome => {
  const known = Object.entries(refusals?.byMessage ?? {});
  for (const word of wordsOf(error)) {
    const match = known.find(([key]) => normalise(key) === normalise(word));
    if (match) return match[1];
  }
  return (fallback ? refusals?.otherwise : undefined) ?? errorMessage(error);
};
