// Every mail the API would send lands here instead (GET /api/mail/outbox shows it to the administrator).

/** Appends {id, to, subject, body, sentAt} to the outbox and persists. */
export function sendMail({ db, now }, { to, subject, body }) {
  return db.get('outbox').insert({ to, subject, body, sentAt: new Date(now()).toISOString() }).write();
}
