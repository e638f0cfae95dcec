import type { Identifier, RaRecord } from 'react-admin';
import type { AnyResource } from '../framework/types';
import type { HttpClient } from './http';
import { HttpError } from './httpError';
import type { ResourceCalls } from './resourceCalls';
import { createdId, toArrayListResult, toListResult, toOneRecord } from './dialects/results';
import { readInPages } from './pagedReads';
import type { ListParams, RecordData, RequestBuilder, RequestDescriptor } from './dialects/types';
import { ID_LOOKUP, ID_TEXT_MAX, LIST_PAGE_MAX } from '../domain/paging.mjs';

const sameId = (a: Identifier, b: Identifier): boolean => String(a) === String(b);

/** Ids the list can be asked for (ID_LOOKUP travels them comma-separated); any other id is found nowhere. */
const askableIds = (ids: Identifier[]): string[] =>
  [...new Set(ids.map(String))].filter((id) => id !== '' && !id.includes(',') && id.length <= ID_TEXT_MAX);

/** Consecutive slices of at most `size` items. */
const slices = <T>(items: T[], size: number): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, at) => items.slice(at * size, (at + 1) * size));

/**
 * Runs a dialect's requests through the http client (which already turned failed envelopes into
 * HttpError). getMany = one getOne per id, or, without a getOne endpoint, the list asked for those ids
 * (the API answers a list's rows by id: src/domain/paging.mjs ID_LOOKUP, never a whole collection);
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

  // a small reference list (an array answer) is read whole; any other list answers the ids asked for, a page of them a call
  const findInList = async (ids: Identifier[], signal?: AbortSignal): Promise<RaRecord[]> => {
    const pages =
      resource.api.listAnswer === 'array'
        ? [await list({ filter: {} }, signal)]
        : await Promise.all(
            slices(askableIds(ids), LIST_PAGE_MAX).map((some) =>
              list({ pagination: { page: 1, perPage: some.length }, filter: { [ID_LOOKUP.field]: resource.idField, [ID_LOOKUP.ids]: some.join(',') } }, signal),
            ),
          );
    // only the records asked for: a list that knew no lookup would answer its first page
    return pages.flatMap(({ data }) => data).filter((record) => ids.some((id) => sameId(id, record.id)));
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
