// Master data (spec §7 "Master-data back office"): one generic module serving every entity of
// resources/master-data (MASTER_DATA) at para/{entity}, para/{entity}/all, para/{entity}/{id} and the calls a
// declaration names instead (recipe/..., tran/prodcutdefination/...). Each entity's calls belong to the holders
// of its screen, /param/{entity} (by the seed only the administrator); everyone else gets 403.
import { secureRoutes } from '../lib/http/routes.mjs';
import { screens } from '../lib/http/access.mjs';
import { recordLog } from '../lib/audit/activity.mjs';
import { MASTER_DATA } from '../../resources/master-data/index.mjs';
import { PARA_TABLE } from '../lib/master-data/para-table.mjs';
import { paraRoutes } from '../lib/master-data/para-calls.mjs';
import { paraHandlers } from '../lib/master-data/para-handlers.mjs';
import { paraContract } from '../lib/contract/shapes/master-data.mjs';

/** The activity-log action of each write; reads are not logged. */
const WRITES = { create: 'create', update: 'update', details: 'update', delete: 'delete' };

export function masterDataRoutes(ctx) {
  const routes = secureRoutes(ctx);
  const handlers = paraHandlers(ctx);
  const paraLog = (entry, action) => recordLog(ctx.logs, { entity: entry.noun, idField: entry.idField, describe: (record) => `${entry.declaration.title}: ${record[entry.nameField]} (#${record[entry.idField]})` })(action);

  for (const { entity, operation, method, path } of paraRoutes(MASTER_DATA)) {
    const entry = PARA_TABLE.get(entity);
    const logged = WRITES[operation] ? [paraLog(entry, WRITES[operation])] : [];
    routes[method.toLowerCase()](path, screens(entry.screen), paraContract(entry, operation, { method, path }), ...logged, handlers[operation](entry));
  }
  return routes.router;
}
