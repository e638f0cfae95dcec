// GET /api/mail/outbox (administrator only): every e-mail the API would have sent (one-time codes, first
// passwords, notifications), newest first, filterable by recipient. It holds secrets: no one else reads it.
import { secureRoutes } from '../lib/http/routes.mjs';
import { ADMIN_ONLY } from '../lib/http/access.mjs';
import { pagedList } from '../lib/http/paging.mjs';
import { normaliseEmail } from '../lib/users/users.mjs';
import { derived } from '../lib/storage/indexes.mjs';
import { addition, contract } from '../lib/contract/declare.mjs';
import { PAGED_QUERY, byRoute, json, object, page, text } from '../lib/contract/schemas.mjs';
import { OUTBOX_MAIL } from '../lib/contract/shapes/administration.mjs';

const OPTIONS = { filterColumns: ['to'], defaultSort: { column: 'sentAt', direction: 'desc' } };

export function outboxRoutes(ctx) {
  const routes = secureRoutes(ctx);
  // `to` picks one recipient exactly (tests, scripts); filterText searches recipients (the screen's search box).
  routes.get('/mail/outbox', ADMIN_ONLY, contract({
    summary: 'The mails the API would have sent, newest first',
    source: addition('The mock API sends no mail: one-time codes, first passwords and notifications are read here (development and tests).'),
    query: object({ ...PAGED_QUERY.properties, to: byRoute(text({ description: 'One recipient exactly, any case.' }), 'anything else than text reads as no recipient') }),
    responses: { 200: json('One page of mails.', page(OUTBOX_MAIL)) },
  }), (req, res) => {
    const to = normaliseEmail(req.query.to);
    const mails = derived(ctx.db, `outbox:${to}`, ['outbox'], () => [...ctx.db.get('outbox').value()].reverse().filter((mail) => !to || normaliseEmail(mail.to) === to));
    res.json(pagedList(mails, req.query, OPTIONS));
  });
  return routes.router;
}
