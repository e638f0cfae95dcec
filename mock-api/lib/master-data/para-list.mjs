// Master-data lists: the screen's server-side page in the user-list dialect (searchText, sortParameter,
// sortType, page, rowsPerPage, through lib/http/paging.mjs), and the Active records a select offers. A reference is
// searched and sorted by the name of the record it names (a machine by its machine type's name), not its id.
import { MASTER_STATUS, MASTER_STATUS_OPTIONS } from '../../../src/domain/masterDataRules.mjs';
import { compareCells, userList } from '../http/paging.mjs';
import { paraRows, paraView, refNameIn } from './para-store.mjs';

// The stand-in's link back to its record: a symbol, so no column of any entity can clash with it.
const AT = Symbol('record');

/**
 * {data, total} of one page. `status` (Active / Inactive) keeps only records of that status; any other value
 * filters nothing. Paging runs over stand-in rows whose references are names; the page answers the records.
 */
export function paraPage(db, entry, query) {
  const refName = refNameIn(db);
  const status = MASTER_STATUS_OPTIONS.includes(query.status) && entry.statusField ? query.status : null;
  const records = paraRows(db, entry)
    .filter((row) => !status || row[entry.statusField] === status)
    .map(paraView);
  const standIns = records.map((record, at) => ({
    ...record,
    ...Object.fromEntries(entry.refs.map(({ name, ref }) => [name, record[name] === null || record[name] === undefined ? null : refName(ref, record[name])])),
    [AT]: at,
  }));
  const page = userList(standIns, query, {
    filterColumns: [...entry.searchFields, ...entry.refs.map((ref) => ref.name)],
    sortColumns: [entry.idField, ...Object.keys(entry.declaration.fields)],
    defaultSort: { column: entry.idField, direction: 'asc' },
  });
  return { data: page.data.map((standIn) => records[standIn[AT]]), total: page.total };
}

/** Every Active record (every record when the entity has no status), by its nameField: the selects' choices. */
export function paraActive(db, entry) {
  return paraRows(db, entry)
    .filter((row) => !entry.statusField || row[entry.statusField] === MASTER_STATUS.ACTIVE)
    .map(paraView)
    .sort((a, b) => compareCells(a[entry.nameField], b[entry.nameField]));
}
