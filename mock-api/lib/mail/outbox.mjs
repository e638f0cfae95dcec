// Every mail the API would send lands here instead (GET /api/mail/outbox shows it to the administrator).
import { insertRow } from '../storage/changes.mjs';

/** Appends {id, to, subject, body, sentAt} to the outbox and persists. */
export function sendMail({ db, now }, { to, subject, body }) {
  return insertRow(db, 'outbox', { to, subject, body, sentAt: new Date(now()).toISOString() });
}
