// Every mail the API would send lands here instead (GET /api/mail/outbox shows it to the administrator), and a
// mail for someone with an account also waits for them in the portal (lib/notifications/).
import { insertRow } from '../storage/changes.mjs';
import { notifyOfMail } from '../notifications/mail-notification.mjs';

/**
 * Appends {id, to, subject, body, sentAt} to the outbox and persists; answers the outbox row.
 * The rest is for the recipient's notification: `link` the screen path it opens, `kind` what it is about
 * (src/domain/notificationRules.mjs), `userId` whose it is when the caller knows (else found by the address),
 * `secret` when the body holds a password or a one-time code (the notification then leaves it out).
 * @param {{ to: string, subject: string, body: string, link?: string, kind?: string, userId?: number, secret?: boolean }} mail
 */
export function sendMail(ctx, mail) {
  const { to, subject, body } = mail;
  const stored = insertRow(ctx.db, 'outbox', { to, subject, body, sentAt: new Date(ctx.now()).toISOString() });
  notifyOfMail(ctx, mail, stored);
  return stored;
}
