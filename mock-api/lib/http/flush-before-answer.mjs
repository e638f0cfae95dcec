// An answer is an acknowledgement: the changes a request recorded reach the journal before its answer
// goes out, so none is lost to a kill. JSON answers flush in res.json (a failed flush turns the answer
// into a 500); anything else (files, streams) flushes when its status line is written.
import { MSG } from '../common-texts.mjs';
import { STATUS_CODE } from '../constants.mjs';

export const flushBeforeAnswer = (persistence, log) => (req, res, next) => {
  const failed = (error) => log.error(`[mock-api] ${req.method} ${req.originalUrl} failed:`, error);
  const json = res.json;
  res.json = function flushThenJson(body) {
    try {
      persistence.flush();
    } catch (error) {
      failed(error);
      return json.call(res.status(500), { status: MSG.internalError, statusCode: STATUS_CODE.FAILED });
    }
    return json.call(this, body);
  };
  const writeHead = res.writeHead;
  res.writeHead = function flushThenWriteHead(...args) {
    try {
      persistence.flush();
    } catch (error) {
      failed(error);
      args[0] = 500; // too late for another body, not too late to refuse the acknowledgement
    }
    return writeHead.apply(this, args);
  };
  next();
};
