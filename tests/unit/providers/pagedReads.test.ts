import { describe, expect, it, vi } from 'vitest';
import type { RaRecord } from 'react-admin';
import { readInPages, type PageReader } from '../../../src/providers/pagedReads';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { LIST_PAGE_MAX } from '../../../src/domain/paging.mjs';
import { declaration, fakeClient, jsonResponse, splitUrl } from './helpers';

/** A server of `count` rows that clamps every page to `limit`, as the mock API does. */
const server = (count: number, limit = LIST_PAGE_MAX) => {
  const rows: RaRecord[] = Array.from({ length: count }, (_, i) => ({ id: i + 1 }));
  const read = vi.fn<PageReader>(async (page, perPage) => {
    const size = Math.min(perPage, limit);
    return { data: rows.slice((page - 1) * size, page * size), total: rows.length };
  });
  return { rows, read };
};

describe('readInPages: a page longer than one call', () => {
  it('is the one call when the API answers it whole', async () => {
    const { read } = server(250);
    const page = await readInPages({ page: 3, perPage: 10 }, read);
    expect(read.mock.calls).toEqual([[3, 10]]);
    expect(page.data.map((r) => r.id)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
  });

  it('reads 10,000 rows as 100 calls of the largest page the API answers, never one bigger', async () => {
    const { rows, read } = server(10_000);
    const page = await readInPages({ page: 1, perPage: 10_000 }, read);
    expect(read).toHaveBeenCalledTimes(100);
    expect(read.mock.calls.every(([, perPage]) => perPage === LIST_PAGE_MAX)).toBe(true);
    expect(read.mock.calls.map(([p]) => p)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(page).toEqual({ data: rows, total: 10_000 });
  });

  it('stops at the total when more is asked than there is (an export asks for "everything")', async () => {
    const { read } = server(230);
    const page = await readInPages({ page: 1, perPage: Number.MAX_SAFE_INTEGER }, read);
    expect(read).toHaveBeenCalledTimes(3);
    expect(page.data).toHaveLength(230);
    expect(page.total).toBe(230);
  });

  it('cuts a later long page out of the server pages that hold it', async () => {
    const { rows, read } = server(1000);
    const page = await readInPages({ page: 2, perPage: 150 }, read);
    expect(read.mock.calls).toEqual([[2, 100], [3, 100]]);
    expect(page.data).toEqual(rows.slice(150, 300));
  });

  it('still reads every row from a server that clamps to fewer rows than the app expects', async () => {
    const { rows, read } = server(120, 50);
    expect((await readInPages({ page: 1, perPage: 500 }, read)).data).toEqual(rows);
  });

  it('ends on an empty page when the list shrank while it was read', async () => {
    const read = vi.fn<PageReader>(async (page) => ({ data: page === 1 ? [{ id: 1 }] : [], total: 500 }));
    expect((await readInPages({ page: 1, perPage: 500 }, read)).data).toEqual([{ id: 1 }]);
    expect(read).toHaveBeenCalledTimes(2);
  });
});

describe('dataProvider.getList beyond one page of the API', () => {
  const payments = declaration({ dialect: 'paged', list: 'GET application/view-transactions' }, 'paymentId', 'transactions');

  it('sends the filter and sort with every page and answers the rows asked for', async () => {
    const all = Array.from({ length: 205 }, (_, i) => ({ paymentId: i + 1 }));
    const { client, sent } = fakeClient((request) => {
      const { query } = splitUrl(request.url);
      const size = Math.min(Number(query.perPage), LIST_PAGE_MAX);
      const page = Number(query.page);
      return jsonResponse({ data: all.slice((page - 1) * size, page * size), total: all.length });
    });
    const provider = createDataProvider([payments], client);
    const result = await provider.getList('transactions', { pagination: { page: 1, perPage: 205 }, sort: { field: 'paidDate', order: 'DESC' }, filter: { status: 2, q: 'M00' } });
    expect(result.data).toHaveLength(205);
    expect(result.data.at(-1)).toEqual({ id: 205, paymentId: 205 });
    expect(sent.map((r) => splitUrl(r.url).query)).toEqual(
      [1, 2, 3].map((page) => ({ status: '2', page: String(page), perPage: '100', sortColumn: 'paidDate', sortDirection: 'desc', filterText: 'M00' })),
    );
  });
});
