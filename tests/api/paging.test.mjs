// The one list engine behind every admin table (mock-api/lib/http/paging.mjs), tested directly.
import { describe, expect, it } from 'vitest';
import { MAX_PER_PAGE, pageRows, pagedList, pagedRequestOf, userList, userListRequestOf } from '../../mock-api/lib/http/paging.mjs';
import { ID_LOOKUP, ID_TEXT_MAX, LIST_PAGE_MAX, SEARCH_TEXT_MAX } from '../../src/domain/paging.mjs';

const rows = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  name: `Name ${String.fromCharCode(65 + (i % 26))}`,
  city: i % 2 ? 'Kandy' : 'Galle',
  score: (i * 7) % 10,
  state: { value: i % 3 ? 2 : 1, label: i % 3 ? 'Approved' : 'Pending' },
  note: i === 4 ? null : 'text',
}));

describe('pagedRequestOf', () => {
  it('clamps a page to the limit the app reads longer lists by (src/domain/paging.mjs)', () => {
    expect(MAX_PER_PAGE).toBe(LIST_PAGE_MAX);
    expect(pagedRequestOf({ perPage: String(LIST_PAGE_MAX + 1) }).perPage).toBe(LIST_PAGE_MAX);
  });

  it('defaults to page 1, 10 rows, ascending, no filter', () => {
    expect(pagedRequestOf({})).toEqual({ page: 1, perPage: 10, sortColumn: '', sortDirection: 'asc', filterText: '' });
  });

  it('clamps page and perPage and ignores junk', () => {
    expect(pagedRequestOf({ page: '0', perPage: '5000' })).toMatchObject({ page: 1, perPage: MAX_PER_PAGE });
    expect(pagedRequestOf({ page: '-4', perPage: '0' })).toMatchObject({ page: 1, perPage: 1 });
    expect(pagedRequestOf({ page: 'abc', perPage: ['5', '6'], sortDirection: 'DESC', filterText: { a: 1 } })).toEqual({ page: 1, perPage: 10, sortColumn: '', sortDirection: 'desc', filterText: '' });
    expect(pagedRequestOf({ page: '2.7', perPage: '15' })).toMatchObject({ page: 2, perPage: 15 });
  });

  it('cuts a search to SEARCH_TEXT_MAX characters, after trimming, as plain text', () => {
    expect(pagedRequestOf({ filterText: `  ${'a'.repeat(SEARCH_TEXT_MAX + 50)}  ` }).filterText).toBe('a'.repeat(SEARCH_TEXT_MAX));
    expect(userListRequestOf({ searchText: 'x'.repeat(5000) }).filterText).toHaveLength(SEARCH_TEXT_MAX);
    expect(pagedRequestOf({ filterText: '(a+)+$' }).filterText).toBe('(a+)+$');
  });

  it('reads a lookup by id (idField + ids, comma-separated) in both dialects; a malformed one asks for none', () => {
    const lookup = { [ID_LOOKUP.field]: 'userID', [ID_LOOKUP.ids]: '7, 12,7' };
    expect(pagedRequestOf(lookup).idLookup).toEqual({ column: 'userID', ids: new Set(['7', '12']) });
    expect(userListRequestOf(lookup).idLookup).toEqual({ column: 'userID', ids: new Set(['7', '12']) });
    const tooMany = Array.from({ length: LIST_PAGE_MAX + 1 }, (_, i) => i).join(',');
    for (const junk of [
      { [ID_LOOKUP.field]: 'a.b', [ID_LOOKUP.ids]: '1' },
      { [ID_LOOKUP.field]: '__proto__[x]', [ID_LOOKUP.ids]: '1' },
      { [ID_LOOKUP.field]: 'id', [ID_LOOKUP.ids]: '' },
      { [ID_LOOKUP.field]: 'id', [ID_LOOKUP.ids]: '1,,2' },
      { [ID_LOOKUP.field]: 'id', [ID_LOOKUP.ids]: tooMany },
      { [ID_LOOKUP.field]: 'id', [ID_LOOKUP.ids]: 'x'.repeat(ID_TEXT_MAX + 1) },
      { [ID_LOOKUP.field]: ['id'], [ID_LOOKUP.ids]: ['1'] },
      { [ID_LOOKUP.ids]: '1' },
    ]) {
      expect(pagedRequestOf(junk).idLookup).toBeUndefined();
    }
  });
});

describe('userListRequestOf', () => {
  it("reads searchText '0' and sortParameter '-1' as none", () => {
    expect(userListRequestOf({ searchText: '0', sortParameter: '-1', sortType: 'asc', page: '1', rowsPerPage: '10' })).toEqual(pagedRequestOf({}));
    expect(userListRequestOf({ searchText: 'kandy', sortParameter: 'city', sortType: 'desc', page: '2', rowsPerPage: '5' })).toEqual({
      page: 2,
      perPage: 5,
      sortColumn: 'city',
      sortDirection: 'desc',
      filterText: 'kandy',
    });
  });
});

describe('pageRows', () => {
  it('slices pages and reports the total', () => {
    expect(pagedList(rows, { page: '3', perPage: '10' })).toEqual({ data: rows.slice(20), total: 25 });
    expect(pagedList(rows, { page: '9' })).toEqual({ data: [], total: 25 });
  });

  it('sorts numbers numerically, text case-insensitively, {value,label} by label, empty cells last', () => {
    const byScore = pagedList(rows, { sortColumn: 'score', sortDirection: 'desc', perPage: '100' }).data.map((row) => row.score);
    expect(byScore).toEqual([...byScore].sort((a, b) => b - a));
    expect(pagedList(rows, { sortColumn: 'state', perPage: '1' }).data[0].state.label).toBe('Approved');
    for (const direction of ['asc', 'desc']) {
      expect(pagedList(rows, { sortColumn: 'note', sortDirection: direction, perPage: '100' }).data.at(-1).id).toBe(5);
    }
    const sameScore = pagedList(rows, { sortColumn: 'score', perPage: '100' }).data.filter((row) => row.score === 0).map((row) => row.id);
    expect(sameScore).toEqual([...sameScore].sort((a, b) => a - b)); // stable
  });

  it('an unknown sort column falls back to the default sort (or the given order)', () => {
    expect(pagedList(rows, { sortColumn: 'nope', perPage: '3' }).data.map((row) => row.id)).toEqual([1, 2, 3]);
    const fallback = pageRows(rows, pagedRequestOf({ sortColumn: 'nope', perPage: '3' }), { defaultSort: { column: 'id', direction: 'desc' } });
    expect(fallback.data.map((row) => row.id)).toEqual([25, 24, 23]);
  });

  it('filters on text columns and labels, or only on the named columns', () => {
    expect(pagedList(rows, { filterText: 'KANDY', perPage: '100' }).total).toBe(12);
    expect(pagedList(rows, { filterText: 'pending', perPage: '100' }).total).toBe(9);
    expect(pageRows(rows, pagedRequestOf({ filterText: 'kandy' }), { filterColumns: ['name'] }).total).toBe(0);
    expect(userList(rows, { searchText: 'name b' }).data.map((row) => row.id)).toEqual([2]);
  });

  it('answers the rows asked for by id wherever they sort, under the same search; an unknown column matches none', () => {
    const byId = (query) => pagedList(rows, { ...query, [ID_LOOKUP.field]: 'id' }).data.map((row) => row.id);
    expect(byId({ [ID_LOOKUP.ids]: '25,3' })).toEqual([3, 25]);
    expect(byId({ [ID_LOOKUP.ids]: '25,3', sortColumn: 'id', sortDirection: 'desc' })).toEqual([25, 3]);
    expect(byId({ [ID_LOOKUP.ids]: '25,4', filterText: 'kandy' })).toEqual([4]);
    expect(byId({ [ID_LOOKUP.ids]: '99' })).toEqual([]);
    expect(pagedList(rows, { [ID_LOOKUP.field]: 'nope', [ID_LOOKUP.ids]: '1' })).toEqual({ data: [], total: 0 });
    expect(userList(rows, { [ID_LOOKUP.field]: 'id', [ID_LOOKUP.ids]: '2' }).data.map((row) => row.id)).toEqual([2]);
  });
});
