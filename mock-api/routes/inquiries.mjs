// Inquiries ("trouble logging in"): POST inquiries is public (rate-limited per address); the list and
// "mark handled" are the Inquiries screen's (GET/PUT para/inquiries).
import { secureRoutes } from '../lib/http/routes.mjs';
import { PUBLIC, screens } from '../lib/http/access.mjs';
import { SCREEN } from '../lib/registry/screens.mjs';
import { INQUIRY_MESSAGE_MAX, MEMBER_NUMBER_MAX, TEXT_MAX } from '../lib/constants.mjs';
import { MSG } from '../lib/common-texts.mjs';
import { badRequest, ok, refuse } from '../lib/http/reply.mjs';
import { idFrom, isEmail, isPhoneNumber, isPlainObject, trimmed } from '../lib/http/fields.mjs';
import { userList } from '../lib/http/paging.mjs';
import { nextId } from '../lib/storage/ids.mjs';
import { sendMail } from '../lib/mail/outbox.mjs';
import { insertRow, updateWhere } from '../lib/storage/changes.mjs';
import { derived } from '../lib/storage/indexes.mjs';
import { mapRows } from '../lib/storage/row-memo.mjs';
import { addition, contract, spec } from '../lib/contract/declare.mjs';
import { TOO_MANY, USER_LIST_QUERY, envelope, integer, json, page } from '../lib/contract/schemas.mjs';
import { INQUIRY, INQUIRY_FORM, INQUIRY_HANDLED_FORM } from '../lib/contract/shapes/content.mjs';
import { loggedSubject, logSubject } from '../lib/audit/activity.mjs';

const FIELDS = ['name', 'email', 'phone', 'memberNo', 'subject', 'message'];
const REQUIRED = ['name', 'email', 'subject', 'message'];
const LONGEST = { name: TEXT_MAX.personName, email: TEXT_MAX.email, phone: TEXT_MAX.phone, memberNo: MEMBER_NUMBER_MAX, subject: TEXT_MAX.subject, message: INQUIRY_MESSAGE_MAX };
const OPEN = 1;
const HANDLED = 2;

const inquiryRow = ({ id, ...row }) => row;
const MASTER_DATA = '§7 Master-data back office';
const OUTCOME = (description, extra) => json(description, envelope(['00', '02'], extra));

/** The first problem of an inquiry form, or null; every field is text of a bounded length. */
function inquiryProblem(body) {
  const wrongType = FIELDS.find((field) => body[field] !== undefined && body[field] !== null && typeof body[field] !== 'string');
  if (wrongType) return [400, MSG.mustBeText(wrongType)];
  if (REQUIRED.some((field) => !trimmed(body[field]))) return [400, MSG.inquiryFieldsMissing];
  if (!isEmail(trimmed(body.email))) return [200, MSG.inquiryEmailInvalid];
  if (trimmed(body.message).length > INQUIRY_MESSAGE_MAX) return [200, MSG.inquiryTooLong];
  const tooLong = FIELDS.find((field) => trimmed(body[field]).length > LONGEST[field]);
  if (tooLong) return [200, MSG.tooLong(tooLong, LONGEST[tooLong])];
  if (trimmed(body.phone) && !isPhoneNumber(trimmed(body.phone))) return [200, MSG.inquiryPhoneInvalid];
  return null;
}

const acknowledgement = (inquiry) => ({
  to: inquiry.email,
  subject: `We received your inquiry #${inquiry.inquiryId}`,
  body: `Dear ${inquiry.name}, thank you for contacting the institute about "${inquiry.subject}". We will contact you by e-mail.`,
});

export function inquiryRoutes(ctx) {
  const { db, logs, now, limits } = ctx;
  const routes = secureRoutes(ctx);
  const inquiryScreen = screens(SCREEN.INQUIRIES);
  const inquiryLog = (action, detail, actor) =>
    logs({ entity: 'inquiry', action, recordId: (req, body, res) => loggedSubject(res).inquiryId, detail, ...(actor ? { actor } : {}) });

  routes.post(
    '/inquiries',
    PUBLIC,
    contract({
      summary: 'Sends the institute an inquiry (someone who cannot log in); acknowledged by mail',
      source: addition('People who cannot log in reach the institute from the login page; the spec lists inquiries only as a master-data entity.'),
      body: INQUIRY_FORM,
      responses: {
        200: OUTCOME(`'00' '${MSG.inquiryReceived}' with the inquiry's id; '02' refused with the reason.`, { inquiryId: integer({ min: 1 }) }),
        429: json('Too many inquiries from this address.', TOO_MANY),
      },
    }),
    limits.inquiry,
    inquiryLog('create', (req, body, res) => `Inquiry from ${loggedSubject(res).name}: ${loggedSubject(res).subject}`, (req) => ({ userId: null, username: trimmed(req.body.email) })),
    (req, res) => {
      const body = isPlainObject(req.body) ? req.body : {};
      const problem = inquiryProblem(body);
      if (problem) return problem[0] === 400 ? badRequest(res, problem[1]) : refuse(res, problem[1]);
      const inquiryId = nextId(db, 'inquiries', 'inquiryId');
      const inquiry = {
        id: inquiryId,
        inquiryId,
        ...Object.fromEntries(FIELDS.map((field) => [field, trimmed(body[field])])),
        createdAt: new Date(now()).toISOString(),
        status: OPEN,
        handledBy: null,
        handledAt: null,
        note: '',
      };
      logSubject(res, inquiry);
      insertRow(db, 'inquiries', inquiry);
      sendMail(ctx, acknowledgement(inquiry));
      return ok(res, MSG.inquiryReceived, { inquiryId });
    },
  );

  routes.get('/para/inquiries', inquiryScreen, contract({
    summary: 'The inquiries (the Inquiries screen)',
    source: spec(MASTER_DATA, 'GET para/{entity} (inquiries)'),
    query: USER_LIST_QUERY,
    responses: { 200: json('One page of inquiries (newest first unless sorted otherwise).', page(INQUIRY)) },
  }), (req, res) =>
    res.json(userList(derived(db, 'inquiryRows', ['inquiries'], () => mapRows(db.get('inquiries').value(), inquiryRow)), req.query, { defaultSort: { column: 'createdAt', direction: 'desc' } })),
  );

  routes.put('/para/inquiries', inquiryScreen, contract({
    summary: 'Marks an inquiry handled, with a note',
    source: spec(MASTER_DATA, 'PUT para/{entity} (inquiries)'),
    body: INQUIRY_HANDLED_FORM,
    responses: { 200: OUTCOME(`'00' '${MSG.inquiryHandled}'; '02' refused with the reason.`) },
  }), inquiryLog('update', (req, body, res) => `Inquiry #${loggedSubject(res).inquiryId} marked as handled`), (req, res) => {
    const body = isPlainObject(req.body) ? req.body : {};
    const inquiry = db.get('inquiries').find({ inquiryId: idFrom(body.inquiryId) }).value();
    if (!inquiry) return refuse(res, MSG.inquiryNotFound);
    if (idFrom(body.status) !== HANDLED) return refuse(res, MSG.inquiryStatusInvalid);
    if (body.note !== undefined && typeof body.note !== 'string') return badRequest(res, MSG.mustBeText('note'));
    if (trimmed(body.note).length > TEXT_MAX.note) return refuse(res, MSG.tooLong('note', TEXT_MAX.note));
    logSubject(res, inquiry);
    const note = typeof body.note === 'string' ? body.note.trim() : inquiry.note;
    updateWhere(db, 'inquiries', { inquiryId: inquiry.inquiryId }, { status: HANDLED, handledBy: req.auth.user.username, handledAt: new Date(now()).toISOString(), note });
    return ok(res, MSG.inquiryHandled);
  });
  return routes.router;
}
