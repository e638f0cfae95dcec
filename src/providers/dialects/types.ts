import type { Identifier, RaRecord } from 'react-admin';
import type { AnyResource, Endpoint, Endpoints, HttpMethod } from '../../framework/types';
import type { Query } from '../http';

/** What a dialect asks the http client to do; dialects build these and never send them. */
export interface RequestDescriptor {
  method: HttpMethod;
  path: string;
  query?: Query;
  body?: unknown;
  multipart?: boolean;
}

export type Operation = keyof Endpoints;
export type RecordData = Record<string, unknown>;

/** react-admin's list params (getList, getManyReference), loosely typed where react-admin says `any`. */
export interface ListParams {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: 'ASC' | 'DESC' | string };
  filter?: RecordData;
}

/** react-admin's list params reduced to what every dialect translates. */
export interface NormalisedList {
  page: number;
  perPage: number;
  /** undefined when no sort was chosen (react-admin's implicit 'id' counts as none). */
  sortField: string | undefined;
  sortOrder: 'asc' | 'desc';
  /** filter.q as text, '' when empty. */
  search: string;
  /** Every other filter, passed on as query parameters (e.g. fromdate, paymentMode). */
  filters: Query;
}

/** What makes a dialect: its list query shape and, optionally, endpoints it knows by convention. */
export interface DialectRules {
  listQuery(list: NormalisedList, resource: AnyResource): Query;
  defaultEndpoint?(operation: Operation, resource: AnyResource): Endpoint | undefined;
}

/** Pure request builders of one dialect. */
export interface RequestBuilder {
  has(operation: Operation, resource: AnyResource): boolean;
  list(resource: AnyResource, params: ListParams): RequestDescriptor;
  getOne(resource: AnyResource, id: Identifier): RequestDescriptor;
  create(resource: AnyResource, data: RecordData): RequestDescriptor;
  update(resource: AnyResource, id: Identifier, data: RecordData, previousData?: RecordData): RequestDescriptor;
  delete(resource: AnyResource, id: Identifier, previousData?: RecordData): RequestDescriptor;
}

export type { RaRecord, Identifier };
