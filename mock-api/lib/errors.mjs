import { reply } from './reply.mjs';
import { MSG } from './messages.mjs';
import { STATUS_CODE } from './constants.mjs';

/** Any /api path no route answered. */
export const notFoundHandler = (req, res) => reply(res, 404, MSG.notFound, STATUS_CODE.NOT_FOUND);

/** Last express error handler: JSON always, never HTML, never a crash. */
export const errorHandler = (log) => (error, req, res, next) => {
  if (res.headersSent) return next(error);
  if (error?.type === 'entity.parse.failed') return reply(res, 400, MSG.malformedJson, STATUS_CODE.MISSING_FIELDS);
  if (error?.type === 'entity.too.large') return reply(res, 413, 'Request body too large', STATUS_CODE.MISSING_FIELDS);
  log.error(`[mock-api] ${req.method} ${req.originalUrl} failed:`, error);
  return reply(res, 500, MSG.internalError, STATUS_CODE.FAILED);
};
