// The institute's status envelope: { status: '<message>', statusCode: '00' | '01' | ..., ...data }.
import { STATUS_CODE } from '../constants.mjs';

export const reply = (res, httpStatus, status, statusCode, extra = {}) =>
  res.status(httpStatus).json({ status, statusCode, ...extra });

/** '00' success. */
export const ok = (res, status, extra) => reply(res, 200, status, STATUS_CODE.OK, extra);
/** A business rule said no: 200 with '02' and the reason (the client shows the status text). */
export const refuse = (res, status, extra) => reply(res, 200, status, STATUS_CODE.FAILED, extra);
/** Missing or malformed input: 400 with '05'. */
export const badRequest = (res, status) => reply(res, 400, status, STATUS_CODE.MISSING_FIELDS);

/** True when every named field of body is a non-empty string. */
export const hasTextFields = (body, fields) =>
  body !== null && typeof body === 'object' && fields.every((field) => typeof body[field] === 'string' && body[field] !== '');

/** The member screens' envelope (spec §8 "Member records"): the text in both `status` and `message`, HTTP 200. */
export const answer = (res, statusCode, text, extra = {}) => reply(res, 200, text, statusCode, { message: text, ...extra });
