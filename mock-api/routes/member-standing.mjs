// A member's standing, from the staff member view (/member/adminviewmember): cancel and reactivate the
// membership (a reason required; logged and mailed), the entitlements the membership grants, and the CV.
import { secureRoutes } from '../lib/http/routes.mjs';
import { screens } from '../lib/http/access.mjs';
import { SCREEN } from '../lib/registry/screens.mjs';
import { STATUS_CODE, TEXT_MAX } from '../lib/constants.mjs';
import { answer, messageReply } from '../lib/http/reply.mjs';
import { idFrom, isPlainObject, trimmed } from '../lib/http/fields.mjs';
import { memberById } from '../lib/members/members.mjs';
import { sendMail } from '../lib/mail/outbox.mjs';
import { hasPdfSignature } from '../lib/files/pdf.mjs';
import { sendFile } from '../lib/files/file-answers.mjs';
import { defaultEntitlements, ENTITLEMENT_KEYS, MEMBER_STATUS } from '../../src/domain/memberRules.mjs';
import { insertRow, updateWhere } from '../lib/storage/changes.mjs';
import { SUBJECT, bodyOf, notOwnCase } from '../lib/auth/own-case.mjs';
import { addition, contract, spec } from '../lib/contract/declare.mjs';
import { boolean, byRoute, envelope, file, integer, json, object, text } from '../lib/contract/schemas.mjs';
import { ID_VALUE } from '../lib/contract/shapes/administration.mjs';
import { entitlementsShape } from '../lib/contract/shapes/members.mjs';
import { loggedSubject, logSubject } from '../lib/audit/activity.mjs';
import { NOTIFICATION_KIND } from '../../src/domain/notificationRules.mjs';
import { LINK } from '../lib/notifications/notification-links.mjs';

const TEXT = {
  memberNotFound: 'Member not found',
  reasonRequired: 'A reason is required',
  reasonTooLong: `Reason must be at most ${TEXT_MAX.note} characters`,
  alreadyCancelled: 'This membership is already cancelled',
  notCancelled: 'Only a cancelled membership can be reactivated',
  cancelled: 'Membership cancelled',
  reactivated: 'Membership reactivated',
  entitlementsBoolean: `${ENTITLEMENT_KEYS.join(', ')} must each be true or false`,
  entitlementsUpdated: 'Entitlements updated',
  noCv: 'The user has not uploaded a CV.',
  badCv: 'Error occured when retrieving the CV.',
};
const ENTITLEMENTS = 'entitlements';
const PDF_DATA_URL = /^data:application\/pdf;base64,([A-Za-z0-9+/]+={0,2})$/;

/** Cancel and reactivate differ in the status they need, the one they set, and their words. */
const STANDING_CHANGES = {
  cancel: { path: 'cancel-membership', from: (status) => status !== MEMBER_STATUS.CANCELLED, to: MEMBER_STATUS.CANCELLED, refused: TEXT.alreadyCancelled, done: TEXT.cancelled, verb: 'cancelled' },
  reactivate: { path: 'reactivate-membership', from: (status) => status === MEMBER_STATUS.CANCELLED, to: MEMBER_STATUS.ACTIVE, refused: TEXT.notCancelled, done: TEXT.reactivated, verb: 'reactivated' },
};

const USER_MANAGEMENT = '§7 User management (prefix usermanagement/)';
const ENTITLEMENTS_ROW = entitlementsShape(ENTITLEMENT_KEYS);
const MEMBER_PARAM = (answer) => object({ memberID: byRoute(integer({ min: 1 }), answer) });
const refusedBy = (schema) => byRoute(schema, "200 '02' with the rule's text");
const OUTCOME = (extra = {}) => json("'00' done; '02' refused with the reason.", envelope([STATUS_CODE.OK, STATUS_CODE.FAILED], extra, { message: true }));
const MESSAGE = object({ message: text() }, { required: ['message'] });
const STANDING_CONTRACTS = {
  cancel: { summary: 'Cancels a membership with a reason (logged and mailed; never one\'s own)', call: 'POST member/cancel-membership/{id}' },
  reactivate: { summary: 'Reactivates a cancelled membership with a reason (logged and mailed; never one\'s own)', call: 'POST member/reactivate-membership/{id}' },
};

export function memberStandingRoutes(ctx) {
  const { db, logs, now } = ctx;
  const routes = secureRoutes(ctx);
  const overview = screens(SCREEN.MEMBER_OVERVIEW);
  const memberLog = (action, detail) => logs({ entity: 'member', action, recordId: (req, body, res) => loggedSubject(res)?.memberID ?? null, detail });

  for (const [action, change] of Object.entries(STANDING_CHANGES)) {
    const log = memberLog(action, (req, body, res) => `Membership of ${loggedSubject(res).memberNo} ${change.verb}: ${res.locals.reason}`);
    routes.post(`/usermanagement/member/${change.path}/:memberID`, overview, contract({
      summary: STANDING_CONTRACTS[action].summary,
      source: spec(USER_MANAGEMENT, STANDING_CONTRACTS[action].call),
      params: MEMBER_PARAM(`200 '02' '${TEXT.memberNotFound}'`),
      body: byRoute(object({ reason: refusedBy(text({ min: 1, max: TEXT_MAX.note, description: 'Trimmed.' })) }, { required: ['reason'] }), 'a body that is no object reads as an empty one', ['type']),
      responses: { 200: OUTCOME() },
    }), notOwnCase('membership', (req) => SUBJECT.member(db, req.params.memberID)), log, (req, res) => {
      const member = memberById(db, idFrom(req.params.memberID));
      if (!member) return answer(res, STATUS_CODE.FAILED, TEXT.memberNotFound);
      const body = isPlainObject(req.body) ? req.body : {};
      const reason = trimmed(body.reason);
      if (!reason) return answer(res, STATUS_CODE.FAILED, TEXT.reasonRequired);
      if (reason.length > TEXT_MAX.note) return answer(res, STATUS_CODE.FAILED, TEXT.reasonTooLong);
      if (!change.from(member.status)) return answer(res, STATUS_CODE.FAILED, change.refused);
      logSubject(res, member);
      res.locals.reason = reason;
      const at = new Date(now()).toISOString();
      updateWhere(db, 'members', { memberID: member.memberID }, { status: change.to, statusReason: reason, statusChangedAt: at, statusChangedBy: req.auth.user.username });
      sendMail(ctx, {
        to: member.email,
        userId: member.userid,
        kind: NOTIFICATION_KIND.RECORD,
        link: LINK.MEMBER_DASHBOARD,
        subject: `Your membership ${member.memberNo} has been ${change.verb}`,
        body: `Dear ${member.firstName},\n\nYour membership ${member.memberNo} has been ${change.verb} by the institute.\nReason: ${reason}`,
      });
      return answer(res, STATUS_CODE.OK, change.done);
    });
  }

  /** Stored entitlements, or the defaults of the member's type until staff change them. */
  const entitlementsOf = (member) => {
    const stored = db.get(ENTITLEMENTS).find({ memberID: member.memberID }).value();
    const values = Object.fromEntries(ENTITLEMENT_KEYS.map((key) => [key, stored ? stored[key] : defaultEntitlements(member.memberTypeName)[key]]));
    return { memberID: member.memberID, ...values, updatedAt: stored?.updatedAt ?? null, updatedBy: stored?.updatedBy ?? null };
  };

  routes.get('/usermanagement/member/entitlements/:memberID', overview, contract({
    summary: "A member's entitlements (the defaults of the member's type until staff change them)",
    source: spec(USER_MANAGEMENT, 'GET member/entitlements/{id}'),
    params: MEMBER_PARAM(`404 '01' '${TEXT.memberNotFound}'`),
    responses: {
      200: json('The entitlements.', object({ data: ENTITLEMENTS_ROW }, { required: ['data'] })),
      404: json('No such member.', envelope([STATUS_CODE.NOT_FOUND], {}, { message: true })),
    },
  }), (req, res) => {
    const member = memberById(db, idFrom(req.params.memberID));
    return member ? res.json({ data: entitlementsOf(member) }) : messageReply(res, 404, STATUS_CODE.NOT_FOUND, TEXT.memberNotFound);
  });

  routes.post('/usermanagement/member/entitlements/update', overview, contract({
    summary: "Sets a member's entitlements (never one's own)",
    source: spec(USER_MANAGEMENT, 'POST member/entitlements/update'),
    body: byRoute(object({
      memberID: refusedBy(ID_VALUE),
      ...Object.fromEntries(ENTITLEMENT_KEYS.map((key) => [key, refusedBy(boolean())])),
    }, { required: ['memberID', ...ENTITLEMENT_KEYS] }), 'a body that is no object reads as an empty one', ['type']),
    responses: { 200: OUTCOME({ data: ENTITLEMENTS_ROW }) },
  }), notOwnCase('entitlements', (req) => SUBJECT.member(db, bodyOf(req).memberID)), memberLog('update', (req, body, res) => `Entitlements of ${loggedSubject(res).memberNo} updated`), (req, res) => {
    const body = isPlainObject(req.body) ? req.body : {};
    const member = memberById(db, idFrom(body.memberID));
    if (!member) return answer(res, STATUS_CODE.FAILED, TEXT.memberNotFound);
    if (!ENTITLEMENT_KEYS.every((key) => typeof body[key] === 'boolean')) return answer(res, STATUS_CODE.FAILED, TEXT.entitlementsBoolean);
    logSubject(res, member);
    const row = { id: member.memberID, memberID: member.memberID, ...Object.fromEntries(ENTITLEMENT_KEYS.map((key) => [key, body[key]])), updatedAt: new Date(now()).toISOString(), updatedBy: req.auth.user.username };
    if (!updateWhere(db, ENTITLEMENTS, { memberID: member.memberID }, row)) insertRow(db, ENTITLEMENTS, row);
    return answer(res, STATUS_CODE.OK, TEXT.entitlementsUpdated, { data: entitlementsOf(member) });
  });

  routes.get('/usermanagement/member/cv/:memberID', overview, contract({
    summary: "A member's CV (a PDF download)",
    source: addition('Staff download the CV a member uploaded with the application (spec §8 names the missing-CV texts).'),
    params: MEMBER_PARAM(`404 '${TEXT.memberNotFound}'`),
    responses: {
      200: file('The CV, as an attachment named "<member number> CV.pdf".'),
      404: json(`No such member, or '${TEXT.noCv}'`, MESSAGE),
      422: json(`A stored CV that is no PDF: '${TEXT.badCv}'`, MESSAGE),
    },
  }), (req, res) => {
    const member = memberById(db, idFrom(req.params.memberID));
    if (!member) return res.status(404).json({ message: TEXT.memberNotFound });
    if (typeof member.cvFile !== 'string' || member.cvFile === '') return res.status(404).json({ message: TEXT.noCv });
    const match = PDF_DATA_URL.exec(member.cvFile);
    const bytes = match ? Buffer.from(match[1], 'base64') : null;
    if (!bytes || !hasPdfSignature(bytes)) return res.status(422).json({ message: TEXT.badCv });
    return sendFile(res, bytes, { name: `${member.memberNo} CV` });
  });
  return routes.router;
}
