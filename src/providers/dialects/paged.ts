import type { Query } from '../http';
import type { AnyResource } from '../../framework/types';
import type { NormalisedList } from './types';
import { buildRequests } from './requests';

/**
 * The institute's paged lists (spec §3 "Paged request"): page, perPage, sortColumn,
 * sortDirection ('asc'|'desc'), filterText ('' when empty); answer {data, total}.
 * Without a chosen sort the idField is the column (e.g. applications: applicationId, asc).
 */
export const pagedQuery = (list: NormalisedList, resource: AnyResource): Query => ({
  ...list.filters,
  page: list.page,
  perPage: list.perPage,
  sortColumn: list.sortField ?? resource.idField,
  sortDirection: list.sortOrder,
  filterText: list.search,
});

export const paged = buildRequests({ listQuery: pagedQuery });
