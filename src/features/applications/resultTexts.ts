/**
 * Spec §8 "Applications": what each answer code of a save and of a submit says. '03' and '02' may
 * carry the server's reason (e.g. "Submit Failed: Initials cannot be empty", "Please upload a PDF
 * file"): it is shown under the code's text.
 */
import {
  SUBMIT_CODE_TEXT,
  SUBMIT_FALLBACK_TEXT,
  UPDATE_CODE_TEXT,
  UPDATE_FALLBACK_TEXT,
} from '../../domain/applicationRules.mjs';
import type { Reply } from './applicationTypes';

export interface ResultText {
  text: string;
  /** The server's further words, when they say more than the code's text. */
  detail?: string;
  ok: boolean;
}

const OK_CODES = new Set(['00', '10']);

const detailOf = (reply: Reply, text: string) => (reply.status && reply.status !== text && !reply.status.startsWith(text) ? reply.status : undefined);

export const updateResult = (reply: Reply): ResultText => {
  // At the account's upload limit the server's words say what to do (the spec's codes do not cover it).
  if (reply.limit && reply.status) return { text: reply.status, ok: false };
  const text = (reply.code !== undefined && UPDATE_CODE_TEXT[reply.code]) || UPDATE_FALLBACK_TEXT;
  const ok = reply.code !== undefined && OK_CODES.has(reply.code);
  return { text, ok, detail: !ok && reply.code === '03' ? detailOf(reply, text) : undefined };
};

export const submitResult = (reply: Reply): ResultText => {
  const text = (reply.code !== undefined && SUBMIT_CODE_TEXT[reply.code]) || SUBMIT_FALLBACK_TEXT;
  const ok = reply.code === '00';
  const detail = !ok && reply.code === '02' && reply.status?.startsWith(SUBMIT_FALLBACK_TEXT) && reply.status !== SUBMIT_FALLBACK_TEXT ? reply.status : undefined;
  return { text: detail ?? text, ok };
};
