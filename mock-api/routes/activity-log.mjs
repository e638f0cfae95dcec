// GET /api/api-log/list (administrator only): the activity log, paged, newest first by default.
import { Router } from '../lib/router.mjs';
import { ACTIVITY_COLLECTION } from '../lib/activity.mjs';
import { pagedList } from '../lib/paging.mjs';

const OPTIONS = { filterColumns: ['username', 'action', 'entity', 'detail'], defaultSort: { column: 'at', direction: 'desc' } };

export function activityLogRoutes({ db, guards }) {
  const router = Router();
  // Reversed first so entries of the same millisecond still come newest first (the sort is stable).
  router.get('/api-log/list', guards.adminOnly, (req, res) => res.json(pagedList([...db.get(ACTIVITY_COLLECTION).value()].reverse(), req.query, OPTIONS)));
  return router;
}
