// The activity log: ONE middleware factory. A route declares what it changes (entity, action, record,
// detail); the entry is written only when the answer says the change was accepted, so no route logs
// by hand and a refused request leaves no trace. Events anyone can repeat at will (a refused public
// request) go through recordRepeatedActivity, which folds a flood into one entry per kind and minute.
import { STATUS_CODE } from '../constants.mjs';
import { insertRow, saveRows } from '../storage/changes.mjs';
import { indexBy } from '../storage/indexes.mjs';
import { entriesOf, keep } from '../storage/remembered.mjs';

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

const activityRow = ({ now }, { userId = null, username = '', action, entity, recordId = null, detail = '' }) =>
  ({ at: new Date(now()).toISOString(), userId, username, action, entity, recordId: recordId ?? null, detail });

/** Appends {id, at, userId, username, action, entity, recordId, detail} and persists. */
export function recordActivity(ctx, entry) {
  return insertRow(ctx.db, ACTIVITY_COLLECTION, activityRow(ctx, entry));
}

/** How long repeated events of one kind share one entry. */
export const REPEAT_WINDOW_MS = 60_000;
/** Kinds whose open entry is remembered per log; callers name a fixed set, this only guards the memory. */
const MAX_OPEN_KINDS = 100;
const openEntries = new WeakMap();

/** '… (1000 times within a minute)': the first event's detail and how many there were. */
const repeatedDetail = (detail, count) => (count > 1 ? `${detail} (${count} times within a minute)` : detail);

/**
 * Logs an event anyone may cause again and again (a refused public request), so that a flood costs bounded
 * space: the first of a kind is an entry with `count: 1`; the same kind again within REPEAT_WINDOW_MS of it
 * only counts on that entry (`count`, `lastAt`, and the detail says how many), and after the window a new
 * entry starts. kind: one of a fixed set the caller names (a reason, never text from the request).
 * Answers the entry.
 */
export function recordRepeatedActivity(ctx, kind, entry) {
  const open = entriesOf(openEntries, ctx.db);
  const now = ctx.now();
  const current = open.get(kind);
  // The entry may have been removed since (the log is the data's, not this memory's).
  if (current && now - current.since < REPEAT_WINDOW_MS && indexBy(ctx.db, ACTIVITY_COLLECTION, 'id').get(current.row.id) === current.row) {
    current.count += 1;
    Object.assign(current.row, { count: current.count, lastAt: new Date(now).toISOString(), detail: repeatedDetail(current.detail, current.count) });
    return saveRows(ctx.db, ACTIVITY_COLLECTION, current.row);
  }
  const row = insertRow(ctx.db, ACTIVITY_COLLECTION, { ...activityRow(ctx, entry), count: 1, lastAt: new Date(now).toISOString() });
  open.delete(kind);
  keep(open, kind, { row, since: now, count: 1, detail: row.detail }, MAX_OPEN_KINDS);
  return row;
}

// A route that changes one record names it for the log once the change is made (logSubject); recordLog's entry
// reads it from there. Kept per response here rather than in res.locals, so the contract between a handler and
// its log is these two functions, not a field any code could set or read.
const subjects = new WeakMap();

/** Names the record this request changed for its log entry; answers the record. */
export function logSubject(res, record) {
  subjects.set(res, record);
  return record;
}

/** The record this request named for its log entry (logSubject), if any. */
export const loggedSubject = (res) => subjects.get(res);

/**
 * The log entry of a route that changes one record: the record's id (idField) and detail (`describe(record)` and
 * the action in the past tense), both from the record its handler named with logSubject; no record named, no id
 * and no detail. Answers a factory of one middleware per action ('create', 'update', 'delete').
 * @param {(spec: ActivitySpec) => import('express').RequestHandler} logs ctx.logs
 * @param {{ entity: string, idField: string, describe: (record: any) => string }} spec
 */
export const recordLog = (logs, { entity, idField, describe }) => (action) =>
  logs({
    entity,
    action,
    recordId: (req, body, res) => subjects.get(res)?.[idField] ?? null,
    detail: (req, body, res) => {
      const record = subjects.get(res);
      return record ? `${describe(record)} ${pastTense(action)}` : '';
    },
  });

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
