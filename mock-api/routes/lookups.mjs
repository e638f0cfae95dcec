// Lookup lists for the member and application forms (logged in; plain arrays).
import { Router } from '../lib/router.mjs';

const LOOKUPS = {
  'get-member-types': 'memberTypes',
  'get-member-titles': 'titles',
  'get-all-companies': 'companies',
  'get-all-universities': 'universities',
};

export function lookupRoutes({ db, guards }) {
  const router = Router();
  for (const [path, collection] of Object.entries(LOOKUPS)) {
    router.get(`/usermanagement/${path}`, guards.requireAuth, (req, res) => res.json(db.get(collection).value() ?? []));
  }
  return router;
}
