// GET /api/api-log/list (Activity Log screen): the activity log, paged, newest first by default.
import { secureRoutes } from '../lib/routes.mjs';
import { screens } from '../lib/access.mjs';
import { SCREEN } from '../lib/screens.mjs';
import { ACTIVITY_COLLECTION } from '../lib/activity.mjs';
import { pagedList } from '../lib/paging.mjs';
import { derived } from '../lib/indexes.mjs';

const OPTIONS = { filterColumns: ['username', 'action', 'entity', 'detail'], defaultSort: { column: 'at', direction: 'desc' } };

export function activityLogRoutes(ctx) {
  const routes = secureRoutes(ctx);
  // Reversed first so entries of the same millisecond still come newest first (the sort is stable).
  routes.get('/api-log/list', screens(SCREEN.ACTIVITY_LOG), (req, res) =>
    res.json(pagedList(derived(ctx.db, 'activityNewestFirst', [ACTIVITY_COLLECTION], () => [...ctx.db.get(ACTIVITY_COLLECTION).value()].reverse()), req.query, OPTIONS)),
  );
  return routes.router;
}
