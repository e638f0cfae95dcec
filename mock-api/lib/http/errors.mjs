import { messageReply, reply } from './reply.mjs';
import { MSG } from '../common-texts.mjs';
import { STATUS_CODE } from '../constants.mjs';

/** Any /api path no route answered. */
export const notFoundHandler = (req, res) => reply(res, 404, MSG.notFound, STATUS_CODE.NOT_FOUND);

/** What a client is told of a request the body parser refused (never the parser's own words or a stack). */
const CLIENT_ERRORS = {
  'entity.parse.failed': [400, MSG.malformedJson],
  'entity.too.large': [413, MSG.bodyTooLarge],
  'encoding.unsupported': [415, MSG.unsupportedEncoding],
  'charset.unsupported': [415, MSG.unsupportedEncoding],
};

/**
 * A refusal decided below a route's own answer (an upload past its account's limit, lib/files/upload-quota.mjs): thrown,
 * and answered here with its HTTP status and words in the status envelope (`status` and `message`), plus `extra`.
 */
export class Refusal extends Error {
  constructor(httpStatus, text, extra = {}) {
    super(text);
    this.httpStatus = httpStatus;
    this.extra = extra;
  }
}

/** Last express error handler: JSON always, never HTML, never a stack trace, never a crash. */
export const errorHandler = (log) => (error, req, res, next) => {
  if (res.headersSent) return next(error);
  if (error instanceof Refusal) return messageReply(res, error.httpStatus, STATUS_CODE.FAILED, error.message, error.extra);
  const known = CLIENT_ERRORS[error?.type];
  if (known) return reply(res, known[0], known[1], STATUS_CODE.MISSING_FIELDS);
  // Other request faults (a broken gzip stream, an aborted upload, too many parameters) are 4xx too.
  const status = Number(error?.status ?? error?.statusCode);
  if (status >= 400 && status < 500) return reply(res, status, MSG.badRequest, STATUS_CODE.MISSING_FIELDS);
  log.error(`[mock-api] ${req.method} ${req.originalUrl} failed:`, error);
  return reply(res, 500, MSG.internalError, STATUS_CODE.FAILED);
};
