import type { DataProvider } from 'react-admin';
import type { AnyResource, Dialect } from '../framework/types';
import { http, type HttpClient } from './http';
import { endpointCalls } from './endpointCalls';
import type { ResourceCalls } from './resourceCalls';
import { paged } from './dialects/paged';
import { para } from './dialects/para';
import { userList } from './dialects/userList';
import { createSimpleRestProvider, simpleRestCalls } from './dialects/simpleRest';
import type { RequestBuilder } from './dialects/types';

const ENDPOINT_DIALECTS: Record<Exclude<Dialect, 'simpleRest'>, RequestBuilder> = { paged, userList, para };

/**
 * react-admin's data provider over the declared resources: each resource speaks the dialect its
 * declaration names (src/framework/types.ts ApiSpec); records get react-admin's `id` from idField.
 */
export function createDataProvider(resources: AnyResource[] | (() => Promise<AnyResource[]>), client: HttpClient = http): DataProvider {
  // The declarations, given or loaded on the first call (the signed-in shell loads them lazily).
  let declarations: Promise<Map<string, AnyResource>> | undefined;
  const declarationsOf = () =>
    (declarations ??= Promise.resolve(typeof resources === 'function' ? resources() : resources).then(
      (list) => new Map(list.map((resource) => [resource.name, resource])),
    ));
  const simpleRest = createSimpleRestProvider(client);
  const calls = new Map<string, ResourceCalls>();

  const callsFor = async (name: string): Promise<ResourceCalls> => {
    const known = calls.get(name);
    if (known) return known;
    const resource = (await declarationsOf()).get(name);
    if (!resource) throw new Error(`Unknown resource "${name}": it has no declaration in resources/`);
    const { dialect } = resource.api;
    const created =
      dialect === 'simpleRest'
        ? simpleRestCalls(simpleRest, resource)
        : endpointCalls(ENDPOINT_DIALECTS[dialect], resource, client);
    calls.set(name, created);
    return created;
  };

  const provider = {
    getList: async (resource: string, params) => (await callsFor(resource)).getList(params),
    getOne: async (resource: string, params) => (await callsFor(resource)).getOne(params),
    getMany: async (resource: string, params) => (await callsFor(resource)).getMany(params),
    getManyReference: async (resource: string, params) => (await callsFor(resource)).getManyReference(params),
    create: async (resource: string, params) => (await callsFor(resource)).create(params),
    update: async (resource: string, params) => (await callsFor(resource)).update(params),
    updateMany: async (resource: string, params) => (await callsFor(resource)).updateMany(params),
    delete: async (resource: string, params) => (await callsFor(resource)).delete(params),
    deleteMany: async (resource: string, params) => (await callsFor(resource)).deleteMany(params),
  } satisfies { [K in keyof ResourceCalls]: (resource: string, params: Parameters<ResourceCalls[K]>[0]) => ReturnType<ResourceCalls[K]> };
  // DataProvider's methods are generic in the record type; ours return plain RaRecords.
  return provider as DataProvider;
}
