// Server-side lists of the admin tables: one filter/sort/page engine behind both query dialects.
// paged:    page, perPage, sortColumn, sortDirection (asc|desc), filterText
// userList: searchText ('0' = none), sortParameter ('-1' = none), sortType, page, rowsPerPage
// Bad values (page 0, perPage 5000, unknown column) are clamped or ignored, never an error.

import { LIST_PAGE_MAX } from '../../src/domain/paging.mjs';

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

/** The normalised request of the paged dialect. */
export const pagedRequestOf = (query = {}) => ({
  page: wholeNumber(query.page, 1, 1, Number.MAX_SAFE_INTEGER),
  perPage: wholeNumber(query.perPage, DEFAULT_PER_PAGE, 1, MAX_PER_PAGE),
  sortColumn: textParam(query.sortColumn),
  sortDirection: directionOf(query.sortDirection),
  filterText: textParam(query.filterText).trim(),
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
  });
};

/** What a cell shows: status objects ({value, label}) by their label. */
const cellOf = (value) => (value !== null && typeof value === 'object' && 'label' in value ? value.label : value);

const isText = (value) => typeof value === 'string';

export const compareCells = (a, b) => {
  if (a === b) return 0;
  if (a === null || a === undefined || a === '') return 1;
  if (b === null || b === undefined || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en', { sensitivity: 'base', numeric: true });
};

const matches = (row, needle, columns) =>
  (columns ?? Object.keys(row)).some((column) => {
    const cell = cellOf(row[column]);
    return isText(cell) && cell.toLowerCase().includes(needle);
  });

/**
 * One page of rows: filter (case-insensitive substring over the text columns, or `filterColumns`),
 * sort (any column of the rows; unknown ones fall back to `defaultSort`), then slice.
 * @param {object[]} rows
 * @param {{page:number, perPage:number, sortColumn:string, sortDirection:'asc'|'desc', filterText:string}} request
 * `sortColumns`, when given, are the only columns a request may sort by (others fall back to `defaultSort`).
 * @param {{ filterColumns?: string[], sortColumns?: string[], defaultSort?: { column: string, direction: 'asc'|'desc' } }} [options]
 * @returns {{ data: object[], total: number }}
 */
export function pageRows(rows, request, { filterColumns, sortColumns, defaultSort } = {}) {
  const needle = request.filterText.toLowerCase();
  const kept = needle ? rows.filter((row) => matches(row, needle, filterColumns)) : [...rows];
  const allowedColumn = !sortColumns || sortColumns.includes(request.sortColumn);
  const knownColumn = request.sortColumn && allowedColumn && kept.some((row) => Object.hasOwn(row, request.sortColumn));
  const sort = knownColumn ? { column: request.sortColumn, direction: request.sortDirection } : defaultSort;
  if (sort) {
    const sign = sort.direction === 'desc' ? -1 : 1;
    // Empty cells stay last whichever the direction; ties keep their order (stable sort).
    kept.sort((a, b) => {
      const [x, y] = [cellOf(a[sort.column]), cellOf(b[sort.column])];
      const empty = (value) => value === null || value === undefined || value === '';
      if (empty(x) || empty(y)) return compareCells(x, y);
      return sign * compareCells(x, y);
    });
  }
  const start = (request.page - 1) * request.perPage;
  return { data: kept.slice(start, start + request.perPage), total: kept.length };
}

/** {data, total} of a paged-dialect query. */
export const pagedList = (rows, query, options) => pageRows(rows, pagedRequestOf(query), options);

/** {data, total} of a userList-dialect query. */
export const userList = (rows, query, options) => pageRows(rows, userListRequestOf(query), options);
