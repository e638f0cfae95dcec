// Master-data records in lowdb: one collection per entity (`para_${entity}`), each row keyed by its
// declaration's idField and also carrying json-server's `id` (the same number), which views leave out.
import { PARA_TABLE } from './para-table.mjs';
import { insertRow, removeWhere, saveRows } from '../storage/changes.mjs';

/** Every stored row of an entity (none when the collection is missing). */
export const paraRows = (db, entry) => db.get(entry.collection).value() ?? [];

export const paraFind = (db, entry, id) => (Number.isInteger(id) ? paraRows(db, entry).find((row) => row[entry.idField] === id) : undefined);

/** A record as the API answers it: without json-server's id. */
export const paraView = ({ id, ...record }) => record;

/** refExists of masterRecordProblems: a reference must name a stored record of a declared entity. */
export const refExistsIn = (db, table = PARA_TABLE) => (entity, id) => {
  const entry = table.get(entity);
  return Boolean(entry && paraFind(db, entry, id));
};

/** What a reference shows: the named record's nameField, or '' when it names none. */
export const refNameIn = (db, table = PARA_TABLE) => (entity, id) => {
  const entry = table.get(entity);
  const record = entry && paraFind(db, entry, id);
  return record ? String(record[entry.nameField] ?? '') : '';
};

/** Stores a new record (id already given) and persists. */
export function paraInsert(db, entry, record) {
  const row = { id: record[entry.idField], ...record };
  insertRow(db, entry.collection, row);
  return row;
}

/** Replaces a stored record's values (not its id) and persists. */
export function paraReplace(db, entry, id, record) {
  const rows = paraRows(db, entry);
  const index = rows.findIndex((row) => row[entry.idField] === id);
  rows[index] = { id, ...record, [entry.idField]: id };
  return saveRows(db, entry.collection, rows[index]);
}

export function paraRemove(db, entry, id) {
  removeWhere(db, entry.collection, (row) => row[entry.idField] === id);
}
