import type { AnyResource } from '../../framework/types';
import type { Query, QueryValue } from '../http';
import type { ListParams, NormalisedList } from './types';

/** Spec §9: default page size 10 for all tables. */
export const DEFAULT_PAGE = 1;
export const DEFAULT_PER_PAGE = 10;

const asQueryValue = (value: unknown): QueryValue =>
  value === undefined || value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? value
    : JSON.stringify(value);

/**
 * react-admin sorts by 'id' when the screen chose nothing; when the declaration names another
 * idField that 'id' is no choice of the user, so each dialect applies its own default.
 */
const chosenSortField = (field: string | undefined, resource: AnyResource): string | undefined =>
  !field || (field === 'id' && resource.idField !== 'id') ? undefined : field;

export function normaliseList(params: ListParams, resource: AnyResource): NormalisedList {
  const { q, ...rest } = params.filter ?? {};
  const filters: Query = {};
  for (const [key, value] of Object.entries(rest)) filters[key] = asQueryValue(value);
  return {
    page: params.pagination?.page || DEFAULT_PAGE,
    perPage: params.pagination?.perPage || DEFAULT_PER_PAGE,
    sortField: chosenSortField(params.sort?.field, resource),
    sortOrder: String(params.sort?.order).toUpperCase() === 'DESC' ? 'desc' : 'asc',
    search: q === undefined || q === null ? '' : String(q),
    filters,
  };
}
