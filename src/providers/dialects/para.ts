import type { AnyResource, Endpoint } from '../../framework/types';
import type { Operation } from './types';
import { buildRequests } from './requests';
import { userListQuery } from './userList';

/** The master-data entity: api.collection when given, else the resource name. */
export const paraEntity = (resource: AnyResource): string => resource.api.collection ?? resource.name;

/**
 * Master data (spec §7 "Master-data back office"): GET para/{entity} with the user-list query,
 * GET para/{entity}/{id}, POST para/{entity}, PUT para/{entity} (id in the body),
 * DELETE para/{entity}/{id}. A declaration overrides any of them.
 */
export const paraEndpoint = (operation: Operation, resource: AnyResource): Endpoint => {
  const entity = paraEntity(resource);
  const endpoints: Record<Operation, Endpoint> = {
    list: `GET para/${entity}`,
    getOne: `GET para/${entity}/{id}`,
    create: `POST para/${entity}`,
    update: `PUT para/${entity}`,
    delete: `DELETE para/${entity}/{id}`,
  };
  return endpoints[operation];
};

export const para = buildRequests({ listQuery: userListQuery, defaultEndpoint: paraEndpoint });
