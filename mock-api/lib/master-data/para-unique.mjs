// Unique fields of master data: no two records of an entity share a value, compared trimmed and
// case-insensitively ('lk' is 'LK'); a record is never its own duplicate, so saving it unchanged is fine.
import { MASTER_TEXT } from '../../../src/domain/masterDataRules.mjs';
import { paraRows } from './para-store.mjs';

const sameKey = (value) => (value === null || value === undefined ? '' : String(value).trim().toLowerCase());

/** { field: text } of every unique field another record already holds ({} when none). */
export function duplicateProblems(db, entry, record, selfId) {
  const others = paraRows(db, entry).filter((row) => row[entry.idField] !== selfId);
  const problems = {};
  for (const name of entry.uniqueFields) {
    const key = sameKey(record[name]);
    if (key === '' || !others.some((row) => sameKey(row[name]) === key)) continue;
    problems[name] = MASTER_TEXT.duplicate(entry.noun, entry.declaration.fields[name].label, String(record[name]));
  }
  return problems;
}
