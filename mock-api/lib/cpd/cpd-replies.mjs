// The refusals every CPD route shares, with their default texts (the envelopes are lib/http/reply.mjs's).
import { STATUS_CODE } from '../constants.mjs';
import { MSG } from '../common-texts.mjs';
import { badAnswer, forbidden, messageReply } from '../http/reply.mjs';

/** 400 '05': the first problem's text in `status` (and `message`), every problem by field in `problems`. */
export const problemsRefused = (res, problems) => {
  const text = Object.values(problems)[0];
  return badAnswer(res, text, { problems });
};

/** 400 '05' with one text (a body that is no JSON object, a query value out of range). */
export const badInput = (res, text = MSG.malformedJson) => badAnswer(res, text);

/** 404 '01' with the text. */
export const notFound = (res, text = MSG.notFound) => messageReply(res, 404, STATUS_CODE.NOT_FOUND, text);

/** 403 '02': another member's data (the guards' own words). */
export { forbidden };
