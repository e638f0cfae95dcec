import type { Identifier, RaRecord } from 'react-admin';
import type { AnyResource } from '../framework/types';
import type { HttpClient } from './http';
import { HttpError } from './httpError';
import type { ResourceCalls } from './resourceCalls';
import { createdId, toArrayListResult, toListResult, toOneRecord } from './dialects/results';
import { readInPages } from './pagedReads';
import type { ListParams, RecordData, RequestBuilder, RequestDescriptor } from './dialects/types';

/** One page big enough for a lookup table, when a resource has no getOne endpoint. */
export const LOOKUP_PER_PAGE = 1000;

const sameId = (a: Identifier, b: Identifier): boolean => String(a) === String(b);

/**
 * Runs a dialect's requests through the http client (which already turned failed envelopes into
 * HttpError). getMany = one getOne per id, or, without a getOne endpoint, one list page filtered here;
 * getManyReference = list with the target as filter; updateMany/deleteMany = one call per id.
 */
export function endpointCalls(builder: RequestBuilder, resource: AnyResource, client: HttpClient): ResourceCalls {
  const send = (request: RequestDescriptor, signal?: AbortSignal) =>
    client.request({ ...request, signal }).then((response) => response.json);

  const list = async (params: ListParams, signal?: AbortSignal) => {
    // an array answer already holds every record; a paged one is read page by page when more is asked than one call gives
    if (resource.api.listAnswer === 'array') return toArrayListResult(resource, await send(builder.list(resource, params), signal), params.pagination);
    const onePage = async (page: number, perPage: number) =>
      toListResult(resource, await send(builder.list(resource, { ...params, pagination: { page, perPage } }), signal));
    return params.pagination ? readInPages(params.pagination, onePage) : toListResult(resource, await send(builder.list(resource, params), signal));
  };

  const findInList = async (ids: Identifier[], signal?: AbortSignal): Promise<RaRecord[]> => {
    const { data } = await list({ pagination: { page: 1, perPage: LOOKUP_PER_PAGE }, filter: {} }, signal);
    return data.filter((record) => ids.some((id) => sameId(id, record.id)));
  };

  const getOne = async (id: Identifier, signal?: AbortSignal): Promise<RaRecord> => {
    if (builder.has('getOne', resource)) return toOneRecord(resource, await send(builder.getOne(resource, id), signal), id);
    const [found] = await findInList([id], signal);
    if (!found) throw new HttpError(`Record ${id} of "${resource.name}" not found`, 404);
    return found;
  };

  const update = async (id: Identifier, data: RecordData, previousData?: RecordData): Promise<RaRecord> => {
    await send(builder.update(resource, id, data, previousData));
    return { ...data, id };
  };

  const remove = async (id: Identifier, previousData?: RecordData): Promise<RaRecord> => {
    await send(builder.delete(resource, id, previousData));
    return { ...previousData, id };
  };

  return {
    getList: ({ signal, ...params }) => list(params, signal),
    getOne: async ({ id, signal }) => ({ data: await getOne(id, signal) }),
    getMany: async ({ ids, signal }) => ({
      data: builder.has('getOne', resource)
        ? await Promise.all(ids.map((id) => getOne(id, signal)))
        : await findInList(ids, signal),
    }),
    getManyReference: ({ target, id, signal, filter, ...params }) =>
      list({ ...params, filter: { ...filter, [target]: id } }, signal),
    create: async ({ data }) => {
      const json = await send(builder.create(resource, data));
      // the envelope rarely names the new id; react-admin accepts an unknown one for dialog forms
      return { data: { ...data, id: createdId(resource, data, json) } as RaRecord };
    },
    update: async ({ id, data, previousData }) => ({ data: await update(id, data, previousData) }),
    updateMany: async ({ ids, data }) => {
      for (const id of ids) await update(id, data);
      return { data: ids };
    },
    delete: async ({ id, previousData }) => ({ data: await remove(id, previousData) }),
    deleteMany: async ({ ids }) => {
      for (const id of ids) await remove(id);
      return { data: ids };
    },
  };
}
