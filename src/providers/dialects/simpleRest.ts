import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, fetchUtils, RaRecord } from 'react-admin';
import type { AnyResource, HttpMethod } from '../../framework/types';
import type { HttpClient } from '../http';
import type { ResourceCalls } from '../resourceCalls';
import { toRaRecord } from './results';
import { readInPages } from '../pagedReads';

type FetchJson = typeof fetchUtils.fetchJson;

/**
 * A fetchUtils.fetchJson twin that goes through our http client, so the bearer token, timeouts,
 * 401 handling and error texts are the same as everywhere else. ra-data-simple-rest builds
 * '/<collection>?sort=..&range=..&filter=..' (apiUrl ''), which the client puts under the API base.
 */
export const fetchJsonVia = (client: HttpClient): FetchJson => async (url, options = {}) => {
  const { pathname, searchParams } = new URL(url, 'http://api.invalid');
  const { json, headers, status } = await client.request({
    method: (options.method ?? 'GET').toUpperCase() as HttpMethod,
    path: pathname,
    query: Object.fromEntries(searchParams),
    body: typeof options.body === 'string' ? JSON.parse(options.body) : undefined,
    signal: options.signal ?? undefined,
  });
  return { status, headers, body: JSON.stringify(json), json };
};

export const createSimpleRestProvider = (client: HttpClient): DataProvider => simpleRestProvider('', fetchJsonVia(client));

/** Prototyping dialect: json-server's generic routes at /api/<api.collection ?? name>. */
export function simpleRestCalls(provider: DataProvider, resource: AnyResource): ResourceCalls {
  const collection = resource.api.collection ?? resource.name;
  // json-server names every record's key `id`; the declared idField is the name the institute's endpoint will use,
  // so a prototype record answers to both
  const one = (record: RaRecord) => toRaRecord(resource, { [resource.idField]: record.id, ...record });
  const many = <R extends { data: RaRecord[] }>(result: R): R => ({ ...result, data: result.data.map(one) });
  return {
    // json-server answers any range; the app still reads a long list in pages of the institute API's size
    getList: ({ pagination, ...params }) => {
      // ra-data-simple-rest reads the total from Content-Range and fails without it
      const onePage = (page: number, perPage: number) =>
        provider.getList(collection, { ...params, pagination: { page, perPage } }).then((result) => ({ data: result.data.map(one), total: result.total ?? 0 }));
      return pagination ? readInPages(pagination, onePage) : provider.getList(collection, params).then(many);
    },
    getOne: (params) => provider.getOne(collection, params).then((r) => ({ ...r, data: one(r.data) })),
    getMany: (params) => provider.getMany(collection, params).then(many),
    getManyReference: (params) => provider.getManyReference(collection, params).then(many),
    create: (params) => provider.create(collection, params).then((r) => ({ ...r, data: one(r.data) })),
    update: (params) => provider.update(collection, params).then((r) => ({ ...r, data: one(r.data) })),
    updateMany: (params) => provider.updateMany(collection, params),
    delete: (params) => provider.delete(collection, params).then((r) => ({ ...r, data: { ...params.previousData, ...r.data, id: params.id } })),
    deleteMany: (params) => provider.deleteMany(collection, params),
  };
}
