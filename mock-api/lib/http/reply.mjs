// The institute's status envelope: { status: '<message>', statusCode: '00' | '01' | ..., ...data }. Every answer
// in it is built here; the member screens' variant repeats the text in `message` (messageReply and its shorthands).
import { STATUS_CODE } from '../constants.mjs';
import { MSG } from '../common-texts.mjs';

export const reply = (res, httpStatus, status, statusCode, extra = {}) =>
  res.status(httpStatus).json({ status, statusCode, ...extra });

/** '00' success. */
export const ok = (res, status, extra) => reply(res, 200, status, STATUS_CODE.OK, extra);
/** A business rule said no: 200 with '02' and the reason (the client shows the status text). */
export const refuse = (res, status, extra) => reply(res, 200, status, STATUS_CODE.FAILED, extra);
/** Missing or malformed input: 400 with '05'. */
export const badRequest = (res, status) => reply(res, 400, status, STATUS_CODE.MISSING_FIELDS);
/** The token rules of the contract: 401 with the text alone, no statusCode (the contract's own shape). */
export const unauthorized = (res, status) => res.status(401).json({ status });
/** The signed-in user may not do this (or not to this record): 403 '02' with the guards' own words. */
export const forbidden = (res) => reply(res, 403, MSG.notAllowed, STATUS_CODE.FAILED);

/** True when every named field of body is a non-empty string. */
export const hasTextFields = (body, fields) =>
  body !== null && typeof body === 'object' && fields.every((field) => typeof body[field] === 'string' && body[field] !== '');

/** The member screens' envelope (spec §8 "Member records"): the text in both `status` and `message`. */
export const messageReply = (res, httpStatus, statusCode, text, extra = {}) => reply(res, httpStatus, text, statusCode, { message: text, ...extra });
/** The member screens' envelope, HTTP 200. */
export const answer = (res, statusCode, text, extra = {}) => messageReply(res, 200, statusCode, text, extra);
/** The member screens' envelope for missing or malformed input: 400 '05'. */
export const badAnswer = (res, text, extra) => messageReply(res, 400, STATUS_CODE.MISSING_FIELDS, text, extra);
