// GET /api/api-log/list (Activity Log screen): the activity log, paged, newest first by default.
import { secureRoutes } from '../lib/http/routes.mjs';
import { screens } from '../lib/http/access.mjs';
import { SCREEN } from '../lib/registry/screens.mjs';
import { ACTIVITY_COLLECTION } from '../lib/audit/activity.mjs';
import { pagedList } from '../lib/http/paging.mjs';
import { derived } from '../lib/storage/indexes.mjs';
import { contract, spec } from '../lib/contract/declare.mjs';
import { PAGED_QUERY, json, page } from '../lib/contract/schemas.mjs';
import { ACTIVITY_ENTRY } from '../lib/contract/shapes/administration.mjs';

const OPTIONS = { filterColumns: ['username', 'action', 'entity', 'detail'], defaultSort: { column: 'at', direction: 'desc' } };

export function activityLogRoutes(ctx) {
  const routes = secureRoutes(ctx);
  // Reversed first so entries of the same millisecond still come newest first (the sort is stable).
  routes.get('/api-log/list', screens(SCREEN.ACTIVITY_LOG), contract({
    summary: 'The activity log, newest first',
    source: spec('§7 Master-data back office', 'GET api-log/list'),
    query: PAGED_QUERY,
    responses: { 200: json('One page of entries.', page(ACTIVITY_ENTRY)) },
  }), (req, res) =>
    res.json(pagedList(derived(ctx.db, 'activityNewestFirst', [ACTIVITY_COLLECTION], () => [...ctx.db.get(ACTIVITY_COLLECTION).value()].reverse()), req.query, OPTIONS)),
  );
  return routes.router;
}
