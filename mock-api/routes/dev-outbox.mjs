// GET /api/dev/outbox?to=<email> (public, development only): the mails the API "sent", newest first.
import { Router } from '../lib/router.mjs';
import { normaliseEmail } from '../lib/users.mjs';

export function devOutboxRoutes({ db }) {
  const router = Router();
  router.get('/dev/outbox', (req, res) => {
    const to = normaliseEmail(req.query.to);
    const mails = db
      .get('outbox')
      .value()
      .filter((mail) => !to || normaliseEmail(mail.to) === to)
      .sort((a, b) => b.sentAt.localeCompare(a.sentAt) || b.id - a.id);
    res.json({ data: mails, total: mails.length });
  });
  return router;
}
