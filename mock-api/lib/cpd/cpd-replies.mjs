// The refusals every CPD route shares: one shape for each.
import { STATUS_CODE } from '../constants.mjs';
import { MSG } from '../messages.mjs';
import { reply } from '../http/reply.mjs';

/** 400 '05': the first problem's text in `status` (and `message`), every problem by field in `problems`. */
export const problemsRefused = (res, problems) => {
  const text = Object.values(problems)[0];
  return reply(res, 400, text, STATUS_CODE.MISSING_FIELDS, { message: text, problems });
};

/** 400 '05' with one text (a body that is no JSON object, a query value out of range). */
export const badInput = (res, text = MSG.malformedJson) => reply(res, 400, text, STATUS_CODE.MISSING_FIELDS, { message: text });

/** 404 '01' with the text. */
export const notFound = (res, text = MSG.notFound) => reply(res, 404, text, STATUS_CODE.NOT_FOUND, { message: text });

/** 403 '02': another member's data (the guards' own words). */
export const forbidden = (res) => reply(res, 403, MSG.notAllowed, STATUS_CODE.FAILED);
