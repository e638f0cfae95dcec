// The list side of ra-data-simple-rest (sort=["f","ASC"]&range=[0,9]&filter={"q":"x","f":v}) done here,
// in plain code: json-server's own list turns `<field>_like` into a RegExp and honours _embed/_expand,
// so no list query reaches it. Pure, no express.
import { compareCells } from './paging.mjs';

class BadQuery extends Error {}

const parseJsonParam = (name, value, isValid) => {
  if (value === undefined) return undefined;
  let parsed;
  try {
    parsed = typeof value === 'string' ? JSON.parse(value) : undefined;
  } catch {
    parsed = undefined;
  }
  if (parsed === undefined || !isValid(parsed)) throw new BadQuery(`Malformed ${name} parameter`);
  return parsed;
};

/** Field names a filter or sort may name: plain identifiers, never json-server's _operators or paths. */
const FIELD = /^[A-Za-z][A-Za-z0-9]*$/;
const isScalar = (v) => ['string', 'number', 'boolean'].includes(typeof v);
const isSort = (v) => Array.isArray(v) && typeof v[0] === 'string' && FIELD.test(v[0]) && (v[1] === undefined || /^(asc|desc)$/i.test(String(v[1])));
const isRange = (v) => Array.isArray(v) && v.length === 2 && v.every(Number.isInteger) && v[0] >= 0 && v[1] >= v[0] - 1;
const isFilter = (v) =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && Object.entries(v).every(([key, value]) => (key === 'q' || FIELD.test(key)) && (isScalar(value) || (Array.isArray(value) && value.every(isScalar))));

/** Case-insensitive substring over the record's scalar values (json-server's q, without its deep walk). */
const containsText = (record, needle) => Object.values(record).some((value) => isScalar(value) && String(value).toLowerCase().includes(needle));

/** A field filter: equal as text (query values are text), or one of an array (getMany's id list). */
const fieldMatches = (record, field, wanted) => {
  const values = (Array.isArray(wanted) ? wanted : [wanted]).map(String);
  return values.includes(String(record[field]));
};

/**
 * @param {object[]} rows
 * @returns {{ data: object[], start: number, total: number } | { error: string }}
 */
export function listPrototypes(rows, rawQuery) {
  try {
    const sort = parseJsonParam('sort', rawQuery.sort, isSort);
    const range = parseJsonParam('range', rawQuery.range, isRange);
    const filter = parseJsonParam('filter', rawQuery.filter, isFilter) ?? {};
    const { q, ...fields } = filter;
    const needle = q === undefined || q === '' ? '' : String(q).toLowerCase();
    const kept = rows.filter(
      (record) => (!needle || containsText(record, needle)) && Object.entries(fields).every(([field, wanted]) => wanted === '' || fieldMatches(record, field, wanted)),
    );
    if (sort) {
      const sign = String(sort[1] ?? 'ASC').toLowerCase() === 'desc' ? -1 : 1;
      kept.sort((a, b) => sign * compareCells(a[sort[0]], b[sort[0]]));
    }
    const start = range ? range[0] : 0;
    const data = range ? kept.slice(range[0], range[1] + 1) : kept;
    return { data, start, total: kept.length };
  } catch (error) {
    if (error instanceof BadQuery) return { error: error.message };
    throw error;
  }
}

/** `notes 0-9/42`; `notes *\/0` style for an empty page. */
export const contentRange = (collection, start, count, total) =>
  count > 0 ? `${collection} ${start}-${start + count - 1}/${total}` : `${collection} */${total}`;
