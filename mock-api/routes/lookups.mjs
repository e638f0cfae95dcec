// Lookup lists for the member and application forms (any signed-in user; plain arrays, nothing personal).
import { secureRoutes } from '../lib/routes.mjs';
import { SIGNED_IN } from '../lib/access.mjs';

const LOOKUPS = {
  'get-member-types': 'memberTypes',
  'get-member-titles': 'titles',
  'get-all-companies': 'companies',
  'get-all-universities': 'universities',
};

export function lookupRoutes(ctx) {
  const routes = secureRoutes(ctx);
  for (const [path, collection] of Object.entries(LOOKUPS)) {
    routes.get(`/usermanagement/${path}`, SIGNED_IN, (req, res) => res.json(ctx.db.get(collection).value() ?? []));
  }
  return routes.router;
}
