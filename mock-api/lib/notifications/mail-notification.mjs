// A mail the API sends for a user also waits for them in the portal (the app bar's bell). lib/mail/outbox.mjs
// hands every mail here; it becomes a notification of the user it is for: the one the caller names (`userId`),
// else the account whose sign-in or e-mail address it goes to, else the member whose address it is. A mail to
// an address no account has (an applicant before sign-up, a chapter's secretary) makes none.
import { NOTIFICATION_KINDS, NOTIFICATION_KIND, NOTIFICATION_LIMITS, NOTIFICATION_TEXT } from '../../../src/domain/notificationRules.mjs';
import { findUserById, findUserByUsername, normaliseEmail } from '../users/users.mjs';
import { indexBy } from '../storage/indexes.mjs';
import { addNotification } from './notification-store.mjs';

const userIdOfAddress = (db, address) => {
  const wanted = normaliseEmail(address);
  if (!wanted) return undefined;
  const user =
    findUserByUsername(db, wanted) ??
    indexBy(db, 'users', 'email:normalised', (row) => normaliseEmail(row.email)).get(wanted) ??
    findUserById(db, indexBy(db, 'members', 'email:normalised', (row) => normaliseEmail(row.email)).get(wanted)?.userid);
  return user?.userID;
};

/** The user a mail is for, or undefined. */
export const recipientOf = (db, { userId, to }) => (Number.isInteger(userId) && findUserById(db, userId) ? userId : userIdOfAddress(db, to));

/** A greeting alone ("Dear Ann,") or opening the text ("Dear Ann, your account ..."). */
const GREETING = /^Dear [^,\n]{0,120},\s*/;

/** The mail's text without its greeting, on one line, cut to NOTIFICATION_LIMITS.bodyMax characters. */
export function shortTextOf(body) {
  const plain = String(body ?? '').replace(GREETING, '').replace(/\s+/g, ' ').trim();
  const text = plain.charAt(0).toUpperCase() + plain.slice(1);
  return text.length <= NOTIFICATION_LIMITS.bodyMax ? text : `${text.slice(0, NOTIFICATION_LIMITS.bodyMax - 1).trimEnd()}…`;
}

/**
 * Stores the notification of a sent mail ({ to, subject, body, link?, kind?, userId?, secret? }; `stored`: its
 * outbox row); answers it, or undefined when the mail is for nobody with an account. A mail holding a password or
 * a one-time code (`secret`) keeps it in the mailbox: the notification says only that it was sent.
 */
export function notifyOfMail({ db }, mail, stored) {
  const userId = recipientOf(db, mail);
  if (userId === undefined) return undefined;
  const kind = mail.kind ?? NOTIFICATION_KIND.MESSAGE;
  if (!NOTIFICATION_KINDS.includes(kind)) throw new Error(`sendMail: unknown notification kind "${kind}"`);
  return addNotification(db, userId, {
    kind,
    title: String(mail.subject ?? ''),
    body: mail.secret ? NOTIFICATION_TEXT.secretHeld : shortTextOf(mail.body),
    link: typeof mail.link === 'string' && mail.link.startsWith('/') ? mail.link : null,
    outboxId: stored.id,
    at: stored.sentAt,
  });
}
