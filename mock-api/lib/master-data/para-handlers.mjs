// What each master-data operation answers, for any entity of the table. Envelope of the other modules'
// writes (lib/http/reply.mjs answer(), HTTP 200): '00' done; '03' the values' problems ({ field: text }, the first
// one as the status); '02' a duplicate unique value or a record still named by others; '01' no such record;
// 400 '05' a body that is no JSON object or an update without an id. The accepted write is named
// for the activity log (lib/audit/activity.mjs logSubject). That a body is an object is the routes' contract's check
// (lib/contract/shapes/master-data.mjs).
import { MASTER_TEXT } from '../../../src/domain/masterDataRules.mjs';
import { STATUS_CODE } from '../constants.mjs';
import { answer, badRequest } from '../http/reply.mjs';
import { idFrom, isPlainObject } from '../http/fields.mjs';
import { nextId } from '../storage/ids.mjs';
import { paraActive, paraPage } from './para-list.mjs';
import { bodyLines, paraRecordOf } from './para-record.mjs';
import { duplicateProblems } from './para-unique.mjs';
import { inUseText, referrersIndex } from './para-refs.mjs';
import { PARA_TABLE } from './para-table.mjs';
import { paraFind, paraInsert, paraRemove, paraReplace, paraView, refExistsIn } from './para-store.mjs';
import { logSubject } from '../audit/activity.mjs';

const firstOf = (problems) => Object.values(problems)[0];
const hasAny = (problems) => Object.keys(problems).length > 0;

/** @returns {Record<string, (entry: object) => import('express').RequestHandler>} one factory per operation */
export function paraHandlers({ db }, table = PARA_TABLE) {
  const refExists = refExistsIn(db, table);
  const referrers = referrersIndex(table);
  const notFound = (res, entry) => answer(res, STATUS_CODE.NOT_FOUND, MASTER_TEXT.notFound(entry.noun));

  /** Checks values, then unique fields; stores through `store` and answers '00' with `text`. */
  const save = (res, entry, checked, selfId, store, text) => {
    if (checked.problems) return answer(res, STATUS_CODE.FAILED_ALT, firstOf(checked.problems), { problems: checked.problems });
    const duplicates = duplicateProblems(db, entry, checked.record, selfId);
    if (hasAny(duplicates)) return answer(res, STATUS_CODE.FAILED, firstOf(duplicates), { problems: duplicates });
    const saved = logSubject(res, store(checked.record));
    return answer(res, STATUS_CODE.OK, text, { data: paraView(saved) });
  };

  /** The stored record an update, delete or details call names (path, else body), or an answer saying why not. */
  const target = (req, res, entry) => {
    const id = idFrom(req.params.id ?? (isPlainObject(req.body) ? req.body[entry.idField] ?? req.body.id : undefined));
    if (id === undefined) return { answered: badRequest(res, MASTER_TEXT.required(entry.idField)) };
    const stored = paraFind(db, entry, id);
    return stored ? { id, stored } : { answered: notFound(res, entry) };
  };

  return {
    list: (entry) => (req, res) => res.json({ statusCode: STATUS_CODE.OK, ...paraPage(db, entry, req.query) }),

    all: (entry) => (req, res) => res.json(paraActive(db, entry)),

    getOne: (entry) => (req, res) => {
      const stored = paraFind(db, entry, idFrom(req.params.id));
      return stored ? res.json({ statusCode: STATUS_CODE.OK, data: paraView(stored) }) : notFound(res, entry);
    },

    create: (entry) => (req, res) => {
      const checked = paraRecordOf(entry, req.body, undefined, refExists);
      return save(res, entry, checked, undefined, (record) => {
        const id = nextId(db, entry.collection, entry.idField);
        return paraInsert(db, entry, { [entry.idField]: id, ...record });
      }, MASTER_TEXT.saved(entry.noun));
    },

    update: (entry) => (req, res) => {
      const { id, stored, answered } = target(req, res, entry);
      if (answered) return answered;
      const checked = paraRecordOf(entry, req.body, stored, refExists);
      return save(res, entry, checked, id, (record) => paraReplace(db, entry, id, record), MASTER_TEXT.updated(entry.noun));
    },

    // Replaces a record's detail lines (POST tran/prodcutdefination/header/{id}/details): the lines as the body,
    // or under the detail's name; the header stays as stored.
    details: (entry) => (req, res) => {
      const { id, stored, answered } = target(req, res, entry);
      if (answered) return answered;
      const detail = entry.declaration.detail;
      const checked = paraRecordOf(entry, { [detail.name]: bodyLines(detail, req.body) ?? [] }, stored, refExists);
      return save(res, entry, checked, id, (record) => paraReplace(db, entry, id, record), MASTER_TEXT.updated(entry.noun));
    },

    delete: (entry) => (req, res) => {
      const { id, stored, answered } = target(req, res, entry);
      if (answered) return answered;
      const inUse = inUseText(db, referrers, entry, id);
      if (inUse) return answer(res, STATUS_CODE.FAILED, inUse);
      paraRemove(db, entry, id);
      logSubject(res, stored);
      return answer(res, STATUS_CODE.OK, MASTER_TEXT.deleted(entry.noun));
    },
  };
}
