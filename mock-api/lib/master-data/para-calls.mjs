// The calls of a master-data entity (spec §7): the para/{entity} ones every entity answers, plus the ones its
// declaration names where the spec gives others ('GET recipe/recipingMappingView'), served as aliases of the
// same operations. Read by routes/para.mjs and by the access matrix, so both list the same routes.

/** Operations a declaration's `calls` may name; `details` replaces a record's detail lines. */
export const PARA_OPERATIONS = Object.freeze(['list', 'all', 'getOne', 'create', 'update', 'delete', 'details']);

const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE']);
// A declared path: words separated by '/', and at most the one placeholder {id}.
const CALL_PATH = /^[A-Za-z0-9_-]+(\/([A-Za-z0-9_-]+|\{id\}))*$/;

/** 'GET recipe/recipe/{id}' -> { method: 'GET', path: '/recipe/recipe/:id' }; anything else throws. */
export function parseCall(call, where) {
  const [method, path, ...rest] = String(call).trim().split(/\s+/);
  if (!METHODS.has(method) || !CALL_PATH.test(path ?? '') || rest.length > 0) throw new Error(`${where}: "${call}" is not 'METHOD path' (only {id} may be a placeholder)`);
  return { method, path: `/${path.replace('{id}', ':id')}` };
}

/** The para/{entity} calls of every entity (PUT with the id in the path or in the body). */
const standardCalls = (entity) => [
  ['list', `GET para/${entity}`],
  ['all', `GET para/${entity}/all`],
  ['getOne', `GET para/${entity}/{id}`],
  ['create', `POST para/${entity}`],
  ['update', `PUT para/${entity}`],
  ['update', `PUT para/${entity}/{id}`],
  ['delete', `DELETE para/${entity}/{id}`],
];

function declaredCalls(declaration) {
  const where = `master data ${declaration.entity}`;
  return Object.entries(declaration.calls ?? {}).map(([operation, call]) => {
    if (!PARA_OPERATIONS.includes(operation)) throw new Error(`${where}: unknown call "${operation}" (${PARA_OPERATIONS.join(', ')})`);
    if (operation === 'details' && !declaration.detail) throw new Error(`${where}: a details call needs a detail table`);
    if ((operation === 'details' || operation === 'delete') && !String(call).includes('{id}')) throw new Error(`${where}: the ${operation} call must carry {id}`);
    return [operation, call];
  });
}

/**
 * Every route of every entity: { entity, operation, method, path }. Literal paths come before paths with :id,
 * so 'para/x/all' is never read as the record "all". Two operations on one route throw.
 */
export function paraRoutes(declarations) {
  const byKey = new Map();
  for (const declaration of declarations) {
    for (const [operation, call] of [...standardCalls(declaration.entity), ...declaredCalls(declaration)]) {
      const { method, path } = parseCall(call, `master data ${declaration.entity}`);
      const key = `${method} ${path}`;
      const taken = byKey.get(key);
      if (taken && (taken.entity !== declaration.entity || taken.operation !== operation)) {
        throw new Error(`master data: ${key} is both ${taken.entity} ${taken.operation} and ${declaration.entity} ${operation}`);
      }
      byKey.set(key, { entity: declaration.entity, operation, method, path });
    }
  }
  const routes = [...byKey.values()];
  return [...routes.filter((route) => !route.path.includes(':')), ...routes.filter((route) => route.path.includes(':'))];
}
