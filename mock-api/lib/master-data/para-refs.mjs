// Who names a master-data record: a record cannot be deleted while a record of any entity, or a detail
// line of one, names it through a ref field. The refusal says which entity, how many of its records and one of
// them by name, so the user knows where to look.
import { MASTER_TEXT } from '../../../src/domain/masterDataRules.mjs';
import { PARA_TABLE } from './para-table.mjs';
import { paraRows } from './para-store.mjs';

/** target entity -> [{ entry, fields, lineFields }]: the entities whose fields or detail lines name it. */
export function referrersIndex(table = PARA_TABLE) {
  const index = new Map();
  for (const entry of table.values()) {
    const targets = new Set([...entry.refs, ...entry.detailRefs].map((ref) => ref.ref));
    for (const target of targets) {
      const fields = entry.refs.filter((ref) => ref.ref === target).map((ref) => ref.name);
      const lineFields = entry.detailRefs.filter((ref) => ref.ref === target).map((ref) => ref.name);
      index.set(target, [...(index.get(target) ?? []), { entry, fields, lineFields }]);
    }
  }
  return index;
}

const namesIt = ({ entry, fields, lineFields }, id) => (row) =>
  fields.some((name) => row[name] === id) ||
  (lineFields.length > 0 && (row[entry.detailName] ?? []).some((line) => lineFields.some((name) => line?.[name] === id)));

/**
 * The refusal text while any record names this one, else null. The first referring entity (in MASTER_DATA
 * order) is named; a record naming itself does not hold it.
 */
export function inUseText(db, index, entry, id) {
  for (const referrer of index.get(entry.entity) ?? []) {
    const self = (row) => referrer.entry === entry && row[entry.idField] === id;
    const naming = paraRows(db, referrer.entry).filter((row) => !self(row) && namesIt(referrer, id)(row));
    if (naming.length > 0) {
      const example = String(naming[0][referrer.entry.nameField] ?? naming[0][referrer.entry.idField]);
      return MASTER_TEXT.inUse(entry.noun, referrer.entry.title, naming.length, example);
    }
  }
  return null;
}
