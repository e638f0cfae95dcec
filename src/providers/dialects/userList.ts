import type { Query } from '../http';
import type { NormalisedList } from './types';
import { buildRequests } from './requests';

/** Spec §7 "User list defaults: page 1, 10 rows, search 0, sort parameter -1, sort type asc". */
export const NO_SEARCH = '0';
export const NO_SORT = '-1';

export const userListQuery = (list: NormalisedList): Query => ({
  ...list.filters,
  searchText: list.search === '' ? NO_SEARCH : list.search,
  sortParameter: list.sortField ?? NO_SORT,
  sortType: list.sortOrder,
  page: list.page,
  rowsPerPage: list.perPage,
});

export const userList = buildRequests({ listQuery: userListQuery });
