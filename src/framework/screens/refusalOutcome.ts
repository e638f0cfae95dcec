/**
 * What a refused write tells the user: the declaration's text for the server's code (its envelope
 * statusCode, e.g. '03') or words (its message or status, e.g. 'pdf required'), else the declared
 * fallback, else the server's words. An answer at one of the account's limits (its upload storage, the
 * records of a kind: the answer names the `limit`) always reads in the server's words, which say what to do.
 */
import type { Outcome, Refusals, ResourceDeclaration, WriteKind } from '../types';
import { errorMessage } from '../errorMessage';

const normalise = (text: string): string => text.trim().replace(/\.$/, '').toLowerCase();

const answerOf = (error: unknown): Record<string, unknown> => {
  const body = (error as { body?: unknown } | null)?.body;
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
};

/** The server's words: the answer's message and status, then the error's own message. */
const wordsOf = (error: unknown): string[] => {
  const answer = answerOf(error);
  return [answer.message, answer.status, error instanceof Error ? error.message : undefined].filter(
    (word): word is string => typeof word === 'string' && word.trim() !== '',
  );
};

/** The server's words of an answer at one of the account's limits; undefined for any other answer. */
const limitRefusal = (error: unknown): Outcome | undefined => (typeof answerOf(error).limit === 'string' ? wordsOf(error)[0] : undefined);

/** The declared outcome of the answer's statusCode, then of its words; undefined when none is declared. */
const knownRefusal = (refusals: Refusals | undefined, error: unknown): Outcome | undefined => {
  const limit = limitRefusal(error);
  if (limit) return limit;
  const code = answerOf(error).statusCode;
  const byCode = code === undefined || code === null ? undefined : refusals?.byCode?.[String(code)];
  if (byCode) return byCode;
  const known = Object.entries(refusals?.byMessage ?? {});
  for (const word of wordsOf(error)) {
    const match = known.find(([key]) => normalise(key) === normalise(word));
    if (match) return match[1];
  }
  return undefined;
};

/** `fallback` false: the declared `otherwise` (a create's "… creation has been failed.") does not apply (a delete). */
export const refusalOutcome = (refusals: Refusals | undefined, error: unknown, fallback = true): Outcome =>
  knownRefusal(refusals, error) ?? (fallback ? refusals?.otherwise : undefined) ?? errorMessage(error);

/** The answer's `problems` ({ field: reason }) as distinct lines, for reasons the form could not check itself. */
const problemsOf = (error: unknown): string[] => {
  const problems = answerOf(error).problems;
  if (typeof problems !== 'object' || problems === null) return [];
  return [...new Set(Object.values(problems).filter((reason): reason is string => typeof reason === 'string' && reason.trim() !== ''))];
};

/** The outcome with the server's reasons under it; a plain text becomes the title above them. */
const withProblems = (outcome: Outcome, error: unknown): Outcome => {
  const details = problemsOf(error);
  if (!details.length) return outcome;
  return typeof outcome === 'string' ? { title: outcome, text: '', details } : { ...outcome, details };
};

/** A write's refusal: its own refusals (notify.refusedBy) first, then the declaration's shared ones. */
export const writeRefusalOutcome = (notify: ResourceDeclaration['notify'], kind: WriteKind, error: unknown): Outcome => {
  const own = notify?.refusedBy?.[kind];
  return withProblems(knownRefusal(own, error) ?? own?.otherwise ?? refusalOutcome(notify?.refused, error, kind !== 'delete'), error);
};
