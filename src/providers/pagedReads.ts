/**
 * A list page longer than the API answers in one call (an export asks for every filtered row at once): read as
 * consecutive pages of at most LIST_PAGE_MAX rows, with the same filter and sort, and cut to the rows asked for.
 * The API clamps a bigger perPage without saying so, so asking it directly would quietly lose rows.
 */
import type { RaRecord } from 'react-admin';
import { LIST_PAGE_MAX } from '../domain/paging.mjs';

export interface ListPage {
  data: RaRecord[];
  total: number;
}

/** One call of the list: the page and page size the API is asked for. */
export type PageReader = (page: number, perPage: number) => Promise<ListPage>;

export async function readInPages(requested: { page: number; perPage: number }, read: PageReader, limit: number = LIST_PAGE_MAX): Promise<ListPage> {
  const { page, perPage } = requested;
  if (perPage <= limit) return read(page, perPage);
  const start = (page - 1) * perPage;
  const firstPage = Math.floor(start / limit) + 1;
  // rows of the first server page before the requested start
  const skip = start - (firstPage - 1) * limit;
  const rows: RaRecord[] = [];
  let total = 0;
  for (let serverPage = firstPage; ; serverPage += 1) {
    const answer = await read(serverPage, limit);
    total = answer.total;
    rows.push(...answer.data);
    const readUpTo = (firstPage - 1) * limit + rows.length;
    // an empty page ends it too: a list that shrank while it was read must not loop
    if (answer.data.length === 0 || rows.length >= skip + perPage || readUpTo >= total) break;
  }
  return { data: rows.slice(skip, skip + perPage), total };
}
