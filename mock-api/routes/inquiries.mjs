// Inquiries ("trouble logging in"): POST inquiries is public; the list and "mark handled" are for
// administrators (GET/PUT para/inquiries).
import { Router } from '../lib/router.mjs';
import { INQUIRY_MESSAGE_MAX } from '../lib/constants.mjs';
import { MSG } from '../lib/messages.mjs';
import { badRequest, ok, refuse } from '../lib/reply.mjs';
import { idFrom, isEmail, isPlainObject, trimmed } from '../lib/fields.mjs';
import { userList } from '../lib/paging.mjs';
import { sendMail } from '../lib/outbox.mjs';

const REQUIRED = ['name', 'email', 'subject', 'message'];
const OPEN = 1;
const HANDLED = 2;

const inquiryRow = ({ id, ...row }) => row;

const acknowledgement = (inquiry) => ({
  to: inquiry.email,
  subject: `We received your inquiry #${inquiry.inquiryId}`,
  body: `Dear ${inquiry.name}, thank you for contacting the institute about "${inquiry.subject}". We will contact you by e-mail.`,
});

export function inquiryRoutes(ctx) {
  const { db, guards, logs, now } = ctx;
  const router = Router();
  const inquiryLog = (action, detail, actor) =>
    logs({ entity: 'inquiry', action, recordId: (req, body, res) => res.locals.subject.inquiryId, detail, ...(actor ? { actor } : {}) });

  router.post(
    '/inquiries',
    inquiryLog('create', (req, body, res) => `Inquiry from ${res.locals.subject.name}: ${res.locals.subject.subject}`, (req) => ({ userId: null, username: trimmed(req.body.email) })),
    (req, res) => {
      const body = isPlainObject(req.body) ? req.body : {};
      if (REQUIRED.some((field) => !trimmed(body[field]))) return badRequest(res, MSG.inquiryFieldsMissing);
      if (!isEmail(trimmed(body.email))) return refuse(res, MSG.inquiryEmailInvalid);
      if (trimmed(body.message).length > INQUIRY_MESSAGE_MAX) return refuse(res, MSG.inquiryTooLong);
      const inquiryId = Math.max(0, ...db.get('inquiries').map('inquiryId').value()) + 1;
      const inquiry = {
        id: inquiryId,
        inquiryId,
        ...Object.fromEntries(['name', 'email', 'phone', 'memberNo', 'subject', 'message'].map((field) => [field, trimmed(body[field])])),
        createdAt: new Date(now()).toISOString(),
        status: OPEN,
        handledBy: null,
        handledAt: null,
        note: '',
      };
      res.locals.subject = inquiry;
      db.get('inquiries').push(inquiry).write();
      sendMail(ctx, acknowledgement(inquiry));
      return ok(res, MSG.inquiryReceived, { inquiryId });
    },
  );

  router.get('/para/inquiries', guards.adminOnly, (req, res) =>
    res.json(userList(db.get('inquiries').value().map(inquiryRow), req.query, { defaultSort: { column: 'createdAt', direction: 'desc' } })),
  );

  router.put('/para/inquiries', guards.adminOnly, inquiryLog('update', (req, body, res) => `Inquiry #${res.locals.subject.inquiryId} marked as handled`), (req, res) => {
    const body = isPlainObject(req.body) ? req.body : {};
    const inquiry = db.get('inquiries').find({ inquiryId: idFrom(body.inquiryId) }).value();
    if (!inquiry) return refuse(res, MSG.inquiryNotFound);
    if (idFrom(body.status) !== HANDLED) return refuse(res, MSG.inquiryStatusInvalid);
    res.locals.subject = inquiry;
    const note = typeof body.note === 'string' ? body.note.trim() : inquiry.note;
    db.get('inquiries').find({ inquiryId: inquiry.inquiryId }).assign({ status: HANDLED, handledBy: req.auth.user.username, handledAt: new Date(now()).toISOString(), note }).write();
    return ok(res, MSG.inquiryHandled);
  });
  return router;
}
