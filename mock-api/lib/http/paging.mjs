// Server-side lists of the admin tables: one filter/sort/page engine behind both query dialects.
// paged:    page, perPage, sortColumn, sortDirection (asc|desc), filterText
// userList: searchText ('0' = none), sortParameter ('-1' = none), sortType, page, rowsPerPage
// both:     idField + ids (rows by id, src/domain/paging.mjs ID_LOOKUP)
// Bad values (page 0, perPage 5000, unknown column, a search of 10,000 characters) are clamped or ignored, never an error.

import { ID_LOOKUP, ID_TEXT_MAX, LIST_PAGE_MAX, SEARCH_TEXT_MAX } from '../../../src/domain/paging.mjs';
import { remembered } from '../storage/remembered.mjs';
import { mapRows } from '../storage/row-memo.mjs';
import { cellOf, compareCells, sortedOrder } from '../storage/sorted-orders.mjs';

export { compareCells };

export const DEFAULT_PER_PAGE = 10;
/** One number with the app's data provider, which reads longer lists page by page (src/domain/paging.mjs). */
export const MAX_PER_PAGE = LIST_PAGE_MAX;

const textParam = (value) => (typeof value === 'string' ? value : '');

const wholeNumber = (value, fallback, min, max) => {
  const text = typeof value === 'number' ? String(value) : textParam(value).trim();
  const number = Number(text);
  if (text === '' || !Number.isFinite(number)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(number)));
};

const directionOf = (value) => (textParam(value).toLowerCase() === 'desc' ? 'desc' : 'asc');

/** A search as typed: trimmed and cut to SEARCH_TEXT_MAX characters (it is only ever compared as text, never a pattern). */
export const searchTextOf = (value) => textParam(value).trim().slice(0, SEARCH_TEXT_MAX).trimEnd();

/** A column name a lookup may name: a plain identifier. */
const COLUMN = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/**
 * The rows asked for by id (ID_LOOKUP): `{ column, ids }`, or undefined when the query asks for none or asks
 * malformed (no column, more than a page of ids, an id longer than ID_TEXT_MAX): the list is then answered as usual.
 */
export const idLookupOf = (query = {}) => {
  const column = textParam(query[ID_LOOKUP.field]);
  const list = textParam(query[ID_LOOKUP.ids]);
  if (!COLUMN.test(column) || list === '') return undefined;
  const ids = list.split(',', LIST_PAGE_MAX + 1).map((id) => id.trim());
  if (ids.length > LIST_PAGE_MAX || ids.some((id) => id === '' || id.length > ID_TEXT_MAX)) return undefined;
  return { column, ids: new Set(ids) };
};

/** The normalised request of the paged dialect. */
export const pagedRequestOf = (query = {}) => ({
  page: wholeNumber(query.page, 1, 1, Number.MAX_SAFE_INTEGER),
  perPage: wholeNumber(query.perPage, DEFAULT_PER_PAGE, 1, MAX_PER_PAGE),
  sortColumn: textParam(query.sortColumn),
  sortDirection: directionOf(query.sortDirection),
  filterText: searchTextOf(query.filterText),
  idLookup: idLookupOf(query),
});

/** The userList dialect expressed as a paged request. */
export const userListRequestOf = (query = {}) => {
  const search = textParam(query.searchText).trim();
  const sort = textParam(query.sortParameter);
  return pagedRequestOf({
    page: query.page,
    perPage: query.rowsPerPage,
    sortColumn: sort === '-1' ? '' : sort,
    sortDirection: query.sortType,
    filterText: search === '0' ? '' : search,
    [ID_LOOKUP.field]: query[ID_LOOKUP.field],
    [ID_LOOKUP.ids]: query[ID_LOOKUP.ids],
  });
};

const isText = (value) => typeof value === 'string';

/** What a search looks in: the row's text cells (or `columns`'), lower case, one string per row. */
const haystackOf = (row, columns) => {
  let text = '';
  for (const column of columns ?? Object.keys(row)) {
    const cell = cellOf(row[column]);
    if (isText(cell)) text += `${cell.toLowerCase()}\u0000`;
  }
  return text;
};

// Rows that come from a cache (lib/storage/indexes.mjs `derived`) are the same array until their data changes, so
// their sorted orders (lib/storage/sorted-orders.mjs), search texts and the rows a search keeps are kept with them: a
// page of 10,000 rows is then a lookup and a slice. A row's search text is also kept per row, until it changes.
const haystacksOf = new WeakMap();
const matchesOf = new WeakMap();
const searchesOf = new WeakMap();
/** Searches kept per rows and per sorted order: type-ahead asks for a few letters more each time, then pages through. */
const MAX_SEARCHES = 64;

/** The memo key of search texts over every text column (lib/storage/row-memo.mjs; `filterColumns` is its own). */
const ALL_TEXT_COLUMNS = {};
/** The search text of each row of `rows` (at the row's place), made once per column set whichever the order. */
const haystacksFor = (rows, filterColumns) =>
  remembered(haystacksOf, rows, String(filterColumns ?? ''), () => mapRows(rows, (row) => haystackOf(row, filterColumns), { key: filterColumns ?? ALL_TEXT_COLUMNS }));

/**
 * The rows of a search in `ordered`: the rows holding the text are found once per search (one scan of the
 * search texts), then kept in each sorted order asked for, so a search sorted 8 ways scans once, not 8 times.
 */
function searched(rows, ordered, filterColumns, needle) {
  const key = `${filterColumns ?? ''}\u0000${needle}`;
  const matches = remembered(matchesOf, rows, key, () => {
    const haystacks = haystacksFor(rows, filterColumns);
    return rows.filter((row, at) => haystacks[at].includes(needle));
  }, MAX_SEARCHES);
  if (ordered === rows) return matches;
  return remembered(searchesOf, ordered, key, () => {
    const matched = new Set(matches);
    return ordered.filter((row) => matched.has(row));
  }, MAX_SEARCHES);
}

/** The rows whose `column` holds one of `ids` (compared as text), in their order. */
const rowsWithIds = (rows, { column, ids }) => rows.filter((row) => Object.hasOwn(row, column) && ids.has(String(row[column])));

/**
 * One page of rows: the rows of `request.idLookup` when it names some, filter (case-insensitive substring over
 * the text columns, or `filterColumns`), sort (any column of the rows; unknown ones fall back to `defaultSort`), then slice.
 * @param {object[]} rows never changed here; the same array again reuses its sorts and search texts
 * @param {{page:number, perPage:number, sortColumn:string, sortDirection:'asc'|'desc', filterText:string, idLookup?: {column:string, ids:Set<string>}}} request
 * `sortColumns`, when given, are the only columns a request may sort by (others fall back to `defaultSort`).
 * @param {{ filterColumns?: string[], sortColumns?: string[], defaultSort?: { column: string, direction: 'asc'|'desc' } }} [options]
 * @returns {{ data: object[], total: number }}
 */
export function pageRows(rows, request, { filterColumns, sortColumns, defaultSort } = {}) {
  const allowedColumn = !sortColumns || sortColumns.includes(request.sortColumn);
  const knownColumn = request.sortColumn && allowedColumn && rows.some((row) => Object.hasOwn(row, request.sortColumn));
  const sort = knownColumn ? { column: request.sortColumn, direction: request.sortDirection } : defaultSort;
  const ordered = sort ? sortedOrder(rows, sort) : rows;
  const needle = request.filterText.toLowerCase();
  let kept = ordered;
  if (needle) kept = searched(rows, ordered, filterColumns, needle);
  if (request.idLookup) kept = rowsWithIds(kept, request.idLookup);
  const start = (request.page - 1) * request.perPage;
  return { data: kept.slice(start, start + request.perPage), total: kept.length };
}

/** {data, total} of a paged-dialect query. */
export const pagedList = (rows, query, options) => pageRows(rows, pagedRequestOf(query), options);

/** {data, total} of a userList-dialect query. */
export const userList = (rows, query, options) => pageRows(rows, userListRequestOf(query), options);
