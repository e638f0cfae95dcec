// Every mail the API would send lands here instead (GET /api/mail/outbox shows it to the administrator).
import { insertRow } from '../storage/changes.mjs';

/**
 * Appends {id, to, subject, body, sentAt} to the outbox and persists; `link`, the portal screen the mail is
 * about (e.g. '/member/my-events'), is kept with it when given.
 */
export function sendMail({ db, now }, { to, subject, body, link }) {
  return insertRow(db, 'outbox', { to, subject, body, ...(link ? { link } : {}), sentAt: new Date(now()).toISOString() });
}
