// Access-matrix entries of the master-data routes (routes/para.mjs); merged into MATRIX. Built from the
// declarations, as the routes are: every entity's calls (para/{entity}... and the ones it declares) belong to the
// holders of its screen /param/{entity} only; a path with {id} is called for a record that does not exist.
import { MASTER_DATA } from '../../../resources/master-data/index.mjs';
import { masterDataRoute } from '../../../src/domain/masterDataRules.mjs';
import { paraRoutes } from '../../../mock-api/lib/master-data/para-calls.mjs';

const screenOf = new Map(MASTER_DATA.map((declaration) => [declaration.entity, masterDataRoute(declaration)]));

export const ENTRIES = Object.fromEntries(
  paraRoutes(MASTER_DATA).map(({ entity, method, path }) => [
    `${method} /api${path}`,
    { access: [screenOf.get(entity)], ...(path.includes(':id') ? { sample: `/api${path.replace(':id', '99999')}` } : {}) },
  ]),
);
