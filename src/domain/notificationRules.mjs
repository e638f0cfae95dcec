// Notifications in the portal: what the mock API keeps per user and the screens show in the app bar's bell.
// Plain ESM like the other domain rules, so the API and the bell read one set of limits and kinds.

/** What a notification is about (the bell shows an icon per kind); a mail that names none is a plain message. */
export const NOTIFICATION_KIND = Object.freeze({
  RECORD: 'record',
  APPLICATION: 'application',
  PAYMENT: 'payment',
  TRANSFER: 'transfer',
  CPD: 'cpd',
  BOOKING: 'booking',
  REMINDER: 'reminder',
  ACCOUNT: 'account',
  REVIEW: 'review',
  MESSAGE: 'message',
});

export const NOTIFICATION_KINDS = Object.freeze(Object.values(NOTIFICATION_KIND));

export const NOTIFICATION_LIMITS = Object.freeze({
  /** Each user keeps their newest this many; an older one goes when a new one comes. */
  keptPerUser: 200,
  /** A notification's text: the mail's body without its greeting, cut to this many characters. */
  bodyMax: 240,
  /** The bell's list: this many a page (the API's default page size for it). */
  perPage: 20,
});

export const NOTIFICATION_TEXT = Object.freeze({
  notFound: 'No such notification',
  /** The text of a mail that carries a password or a one-time code: the secret stays in the mailbox alone. */
  secretHeld: 'Sent to your e-mail address only, as it holds a password or a one-time code.',
});
