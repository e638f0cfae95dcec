/**
 * ApiSpec factories, one per dialect. Endpoint strings keep their literal types so
 * `defineResource` can check their `{placeholders}` against the field names.
 */
import type { ApiOptions, Endpoints } from './types';

type Overrides = Endpoints & ApiOptions;

/**
 * The institute's paged dialect: page/perPage/sortColumn/sortDirection/filterText -> {data, total}.
 * @param endpoints Its endpoints (list, getOne, create, update, delete) and ApiOptions; no defaults.
 */
export const paged = <const E extends Overrides>(endpoints: E) => ({ dialect: 'paged' as const, ...endpoints });

/**
 * The user-list dialect: searchText/sortParameter/sortType/page/rowsPerPage (search 0, sort -1 when empty).
 * @param endpoints Its endpoints (list, getOne, create, update, delete) and ApiOptions; no defaults.
 */
export const userList = <const E extends Overrides>(endpoints: E) => ({ dialect: 'userList' as const, ...endpoints });

const paraDefaults = <N extends string>(entity: N) => ({
  dialect: 'para' as const,
  collection: entity,
  list: `GET para/${entity}` as const,
  getOne: `GET para/${entity}/{id}` as const,
  create: `POST para/${entity}` as const,
  update: `PUT para/${entity}/{id}` as const,
  delete: `DELETE para/${entity}/{id}` as const,
});

/**
 * Master data: GET para/{entity}, POST para/{entity}, PUT and DELETE para/{entity}/{id}; overrides win.
 * @param entity The API's entity name (para/{entity}).
 * @param overrides Endpoints other than para/{entity}'s, and ApiOptions; default none.
 */
export const para = <const N extends string, const E extends Overrides = {}>(
  entity: N,
  overrides?: E,
): Omit<ReturnType<typeof paraDefaults<N>>, keyof E> & E => ({ ...paraDefaults(entity), ...(overrides as E) });

/**
 * ra-data-simple-rest against the mock API's generic json-server collection.
 * @param collection The json-server collection (GET /{collection}, POST, PUT and DELETE /{collection}/{id}).
 * @param options ApiOptions (listAnswer, multipart, extraPayload); default none.
 */
export const simpleRest = <const N extends string>(collection: N, options: ApiOptions = {}) => ({
  dialect: 'simpleRest' as const,
  collection,
  ...options,
});
