import type { AnyResource, Endpoint } from '../../framework/types';
import type { Query } from '../http';
import { fillPlaceholders, parseEndpoint, placeholdersOf } from './endpoint';
import { normaliseList } from './listQuery';
import { toPayload } from './payload';
import type { DialectRules, Identifier, ListParams, Operation, RecordData, RequestBuilder, RequestDescriptor } from './types';

/**
 * Builds the request builders of a dialect from its rules. Endpoints come from the declaration
 * (they always win) or from the dialect's convention; `{id}` and `{<idField>}` take the record's id,
 * other placeholders a field of the record (list: a filter value, which then leaves the query).
 */
export function buildRequests(rules: DialectRules): RequestBuilder {
  const endpointOf = (operation: Operation, resource: AnyResource): Endpoint | undefined =>
    resource.api[operation] ?? rules.defaultEndpoint?.(operation, resource);

  const describe = (operation: Operation, resource: AnyResource, values: RecordData): RequestDescriptor => {
    const endpoint = endpointOf(operation, resource);
    if (!endpoint) throw new Error(`Resource "${resource.name}" declares no ${operation} endpoint`);
    const { method, path } = parseEndpoint(endpoint);
    return { method, path: fillPlaceholders(path, values, `Resource "${resource.name}" ${operation}`) };
  };

  const withId = (resource: AnyResource, id: Identifier, record: RecordData = {}): RecordData => ({
    ...record,
    id,
    [resource.idField]: id,
  });

  const writeOptions = (resource: AnyResource) => (resource.api.multipart ? { multipart: true } : {});

  return {
    has: (operation, resource) => endpointOf(operation, resource) !== undefined,

    list(resource: AnyResource, params: ListParams) {
      const list = normaliseList(params, resource);
      const request = describe('list', resource, params.filter ?? {});
      const used = placeholdersOf(parseEndpoint(endpointOf('list', resource)!).path);
      const filters: Query = { ...list.filters };
      for (const name of used) delete filters[name];
      return { ...request, query: rules.listQuery({ ...list, filters }, resource) };
    },

    getOne: (resource, id) => describe('getOne', resource, withId(resource, id)),

    create: (resource, data) => ({
      ...describe('create', resource, data),
      body: toPayload(resource, data),
      ...writeOptions(resource),
    }),

    update(resource, id, data, previousData) {
      const record = { ...previousData, ...data };
      return {
        ...describe('update', resource, withId(resource, id, record)),
        body: toPayload(resource, { ...data, [resource.idField]: data[resource.idField] ?? id }),
        ...writeOptions(resource),
      };
    },

    // The institute's deletes read the record (e.g. {userRoleID, userRoleName}), so it travels as body.
    delete(resource, id, previousData) {
      return {
        ...describe('delete', resource, withId(resource, id, previousData)),
        body: toPayload(resource, { ...previousData, [resource.idField]: id }, false),
      };
    },
  };
}
