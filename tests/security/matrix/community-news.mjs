// Access-matrix entries of the news-feed routes; merged into MATRIX.
// Staff holding the News Feed screen post, list and delete; members hold the /member/news-feed menu as well, but
// screens() never admits members or applicants (they read, staff post): they read dashboard/news-feed only.
import { SCREEN } from '../../../mock-api/lib/registry/screens.mjs';

export const ENTRIES = {
  'POST /api/application/news-feed-add': { access: [SCREEN.NEWS_FEED] },
  'GET /api/application/get-all-news-feed': { access: [SCREEN.NEWS_FEED] },
  'DELETE /api/application/delete-news-feed/:id': { access: [SCREEN.NEWS_FEED], sample: '/api/application/delete-news-feed/99999' },
  'PUT /api/application/news-feed-update/:id': { access: [SCREEN.NEWS_FEED], sample: '/api/application/news-feed-update/99999' },
  'GET /api/dashboard/news-feed': { access: 'signed-in' },
};
