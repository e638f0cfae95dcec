// The activity log: ONE middleware factory. A route declares what it changes (entity, action, record,
// detail); the entry is written only when the answer says the change was accepted, so no route logs
// by hand and a refused request leaves no trace.
import { STATUS_CODE } from './constants.mjs';
import { insertRow } from './changes.mjs';

export const ACTIVITY_COLLECTION = 'activityLog';

/** 2xx and, for an envelope, statusCode '00'. */
export const isAccepted = (res, body) =>
  res.statusCode >= 200 &&
  res.statusCode < 300 &&
  !(body !== null && typeof body === 'object' && 'statusCode' in body && body.statusCode !== STATUS_CODE.OK);

const PAST = { create: 'created', update: 'updated', delete: 'deleted', approve: 'approved', reject: 'rejected', block: 'blocked', unblock: 'unblocked' };

/** 'create' -> 'created', for the detail texts. */
export const pastTense = (action) => PAST[action] ?? action;

const valueOf = (field, req, body, res) => (typeof field === 'function' ? field(req, body, res) : field);

const signedInActor = (req) => ({ userId: req.auth?.user.userID ?? null, username: req.auth?.user.username ?? '' });

/** Appends {id, at, userId, username, action, entity, recordId, detail} and persists. */
export function recordActivity({ db, now }, { userId = null, username = '', action, entity, recordId = null, detail = '' }) {
  return insertRow(db, ACTIVITY_COLLECTION, { at: new Date(now()).toISOString(), userId, username, action, entity, recordId: recordId ?? null, detail });
}

/**
 * @typedef {(req: object, body: any, res: object) => any} FromExchange
 * @typedef {{ entity: string | FromExchange, action: string | FromExchange, recordId?: FromExchange,
 *   detail?: string | FromExchange, actor?: (req: object, body: any) => { userId: number | null, username: string },
 *   when?: (res: object, body: any, req: object) => boolean }} ActivitySpec
 * @returns {(spec: ActivitySpec) => import('express').RequestHandler}
 */
export function activityLogger(ctx) {
  return (spec) => (req, res, next) => {
    const send = res.json.bind(res);
    res.json = (body) => {
      res.json = send; // once per request, whatever answers (route or error handler)
      try {
        if ((spec.when ?? isAccepted)(res, body, req)) {
          recordActivity(ctx, {
            ...(spec.actor ?? signedInActor)(req, body),
            action: valueOf(spec.action, req, body, res),
            entity: valueOf(spec.entity, req, body, res),
            recordId: spec.recordId?.(req, body, res),
            detail: valueOf(spec.detail ?? '', req, body, res),
          });
        }
      } catch (error) {
        // The change itself succeeded; a log that cannot be written must not turn it into a failure.
        ctx.log.error(`[mock-api] activity log of ${req.method} ${req.originalUrl} failed:`, error);
      }
      return send(body);
    };
    next();
  };
}
