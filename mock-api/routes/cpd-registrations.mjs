// CPD registration, its approval, the staff list with compliance and the audit sample (issue 11, helper A1).
// Spec §7 CPD: cpdadvancedfields, registration/{id}, viewallcpdusers, approve-membership/approve|reject, the two
// decision mails, get-primary-skill, get-entry-level; the audit sample is beyond spec (chosen).
import { secureRoutes } from '../lib/routes.mjs';
import { SIGNED_IN, screens } from '../lib/access.mjs';
import { SCREEN } from '../lib/screens.mjs';
import { STATUS_CODE } from '../lib/constants.mjs';
import { answer } from '../lib/reply.mjs';
import { idFrom, isPlainObject } from '../lib/fields.mjs';
import { pagedList } from '../lib/paging.mjs';
import { cpdMemberFor, registrationOfUser, CPD } from '../lib/cpd-store.mjs';
import { ownMember } from '../lib/cpd-access.mjs';
import { badInput, forbidden, notFound, problemsRefused } from '../lib/cpd-replies.mjs';
import {
  cpdYearFrom,
  cpdYearOfDay,
  latestRegistrations,
  newRegistration,
  registrationById,
  registrationFieldsOf,
  registrationView,
  staffListRow,
} from '../lib/cpd-registrations.mjs';
import { decideRegistration, sendRegistrationMail } from '../lib/cpd-reg-decision.mjs';
import { AUDIT_TEXT, auditById, auditListRow, auditView, drawAuditSample, shareFrom } from '../lib/cpd-audit.mjs';
import { CPD_MEMBERSHIP, CPD_TEXT, ENTRY_LEVELS, PRIMARY_SKILLS, decisionCommentProblem } from '../../src/domain/cpdRules.mjs';
import { wireDateOf } from '../../src/domain/wireDates.mjs';
import { insertRow, versionOf } from '../lib/changes.mjs';
import { derived } from '../lib/indexes.mjs';
import { mapRows } from '../lib/row-memo.mjs';
import { once } from '../lib/remembered.mjs';
import { SUBJECT, bodyOf, notOwnCase } from '../lib/own-case.mjs';

const staffRowMemos = new Map();
/** One memo key per CPD year: a row's hours and compliance are of that year. */
const staffRowMemoOf = (year) => once(staffRowMemos, year, () => ({ year }));

const STAFF_LIST = {
  filterColumns: ['MemberNo', 'FirstName', 'LastName', 'PrimarySkills', 'EntryLevel'],
  sortColumns: ['CPDMemberID', 'MemberNo', 'Title', 'FirstName', 'LastName', 'CPDStartDate', 'PrimarySkills', 'EntryLevel', 'Status', 'StatusName', 'CreatedAt', 'DecidedAt', 'HoursDone', 'HoursRequired', 'Compliant'],
  defaultSort: { column: 'CreatedAt', direction: 'desc' },
};
const AUDIT_LIST = { filterColumns: ['createdBy'], sortColumns: ['AuditID', 'year', 'share', 'count', 'createdAt'], defaultSort: { column: 'createdAt', direction: 'desc' } };
const STATUSES = new Set(Object.values(CPD_MEMBERSHIP));
/** compliance filter values of the staff list. */
const COMPLIANCE = { compliant: true, behind: false };

/** The staff list's own filters; a value that is none of the options is ignored, like a bad page number. */
function staffFilterOf(query, currentYear) {
  const status = Number(typeof query.status === 'string' ? query.status.trim() : query.status);
  const compliance = typeof query.compliance === 'string' ? query.compliance.trim().toLowerCase() : '';
  return {
    status: STATUSES.has(status) ? status : null,
    compliant: Object.hasOwn(COMPLIANCE, compliance) ? COMPLIANCE[compliance] : null,
    year: cpdYearFrom(query.year) ?? currentYear,
  };
}

export function cpdRegistrationRoutes(ctx) {
  const { db, logs } = ctx;
  const routes = secureRoutes(ctx);
  const CPD_STAFF = screens(SCREEN.CPD_APPROVALS);
  const today = () => wireDateOf(ctx.now());
  const currentYear = () => cpdYearOfDay(db, today()).year;
  const subjectLog = (entity, action, detail) =>
    logs({ entity, action, recordId: (req, body, res) => res.locals.subject?.id ?? null, detail: (req, body, res) => (res.locals.subject ? detail(res.locals.subject, req) : '') });
  const who = (row) => `${row.MemberNo} ${row.FirstName} ${row.LastName}`;

  routes.get('/CPD/get-primary-skill', SIGNED_IN, (req, res) => res.json({ data: PRIMARY_SKILLS }));
  routes.get('/CPD/get-entry-level', SIGNED_IN, (req, res) => res.json({ data: ENTRY_LEVELS }));

  // The token's member registers; a Pending or Approved registration blocks another, a Rejected one does not.
  const registrationLog = subjectLog('CPD registration', 'create', (row) => `CPD registration #${row.CPDMemberID} of ${who(row)} sent (start ${row.CPDStartDate})`);
  // A signed-in user who is no member gets 200 '01' (lib/cpd-access.mjs ownMember), as the other CPD member routes.
  routes.post('/CPD/cpdadvancedfields', SIGNED_IN, registrationLog, ownMember(db, (member, req, res) => {
    const user = req.auth.user;
    if (!isPlainObject(req.body)) return badInput(res);
    const latest = registrationOfUser(db, user.userID);
    if (latest && latest.Status !== CPD_MEMBERSHIP.REJECTED) return answer(res, STATUS_CODE.FAILED, CPD_TEXT.alreadyRegistered);
    const { fields, problems } = registrationFieldsOf(req.body, today());
    if (problems) return problemsRefused(res, problems);
    const row = newRegistration(db, { member, user, fields, at: ctx.now() });
    insertRow(db, CPD.REGISTRATIONS, row);
    res.locals.subject = row;
    return answer(res, STATUS_CODE.OK, CPD_TEXT.registered, { data: registrationView(row) });
  }));

  routes.get('/CPD/registration/:id', SIGNED_IN, (req, res) => {
    const { member, status } = cpdMemberFor(db, req.auth.user, idFrom(req.params.id));
    if (status === 403) return forbidden(res);
    if (!member) return notFound(res, CPD_TEXT.notRegistered);
    const row = registrationOfUser(db, member.userid);
    if (!row) return answer(res, STATUS_CODE.NOT_FOUND, CPD_TEXT.notRegistered, { data: null });
    return answer(res, STATUS_CODE.OK, 'Success', { data: registrationView(row) });
  });

  routes.get('/CPD/viewallcpdusers', CPD_STAFF, (req, res) => {
    const filter = staffFilterOf(req.query, currentYear());
    const rows = derived(db, `cpdStaffRows:${JSON.stringify(filter)}`, [CPD.REGISTRATIONS, CPD.ACTIVITIES, CPD.SETTINGS], () =>
      mapRows(
        latestRegistrations(db).filter((row) => filter.status === null || row.Status === filter.status),
        (row) => staffListRow(db, row, filter.year),
        // Made again when the row changes, or any activity or setting (the hours and the requirement).
        { key: staffRowMemoOf(filter.year), inputsOf: () => `${versionOf(db, CPD.ACTIVITIES)}:${versionOf(db, CPD.SETTINGS)}` },
      ).filter((row) => filter.compliant === null || row.Compliant === filter.compliant),
    );
    const page = pagedList(rows, req.query, STAFF_LIST);
    return res.json({ ...page, year: filter.year, data: page.data.map((row, i) => ({ ...row, index: i + 1 })) });
  });

  // Spec §8: '00' decided, '02' not decided (unknown or no longer Pending), '03' the comment's problem.
  const decisionRoute = (action, { done, notDone }) => {
    const log = subjectLog('CPD registration', action, (row) => `CPD registration #${row.CPDMemberID} of ${who(row)} ${action === 'approve' ? 'approved' : 'rejected'}: ${row.comment}`);
    routes.put(`/CPD/approve-membership/${action}`, CPD_STAFF, notOwnCase('cpdRegistration', (req) => SUBJECT.cpdRegistration(db, bodyOf(req).CPDMemberID)), log, (req, res) => {
      const body = isPlainObject(req.body) ? req.body : {};
      const row = registrationById(db, idFrom(body.CPDMemberID));
      if (!row || row.Status !== CPD_MEMBERSHIP.PENDING) return answer(res, STATUS_CODE.FAILED, notDone);
      const problem = decisionCommentProblem(body.comment, action);
      if (problem) return answer(res, STATUS_CODE.FAILED_ALT, problem);
      if (!decideRegistration(ctx, row, { action, comment: body.comment.trim(), actor: req.auth.user.username })) return answer(res, STATUS_CODE.FAILED, notDone);
      res.locals.subject = row;
      return answer(res, STATUS_CODE.OK, done, { data: registrationView(row) });
    });
  };
  decisionRoute('approve', { done: CPD_TEXT.approved, notDone: CPD_TEXT.notApproved });
  decisionRoute('reject', { done: CPD_TEXT.rejected, notDone: CPD_TEXT.notRejected });

  // The screen calls these after a '00' decision (spec §7: the result is only logged there).
  const mailRoute = (path, decided) => {
    const log = subjectLog('CPD registration', 'mail', (row) => `Decision mail of CPD registration #${row.CPDMemberID} sent to ${who(row)}`);
    routes.get(`/CPD/${path}/:id`, CPD_STAFF, log, (req, res) => {
      const row = registrationById(db, idFrom(req.params.id));
      if (!row) return notFound(res, CPD_TEXT.notDecided);
      if (row.Status !== decided) return answer(res, STATUS_CODE.FAILED, CPD_TEXT.notDecided);
      if (!sendRegistrationMail(ctx, row)) return answer(res, STATUS_CODE.FAILED, CPD_TEXT.somethingWrong);
      res.locals.subject = row;
      return answer(res, STATUS_CODE.OK, CPD_TEXT.mailSent);
    });
  };
  mailRoute('send-cpd-member-approval-email-to-exisiting-member', CPD_MEMBERSHIP.APPROVED);
  mailRoute('send-cpd-member-reject-email-to-exisiting-member', CPD_MEMBERSHIP.REJECTED);

  const auditLog = subjectLog('CPD audit', 'create', (audit) => `CPD audit sample #${audit.AuditID} of ${audit.year}: ${audit.share}% drew ${audit.UserIDs.length} member(s)`);
  routes.post('/CPD/audit-sample', CPD_STAFF, auditLog, (req, res) => {
    if (!isPlainObject(req.body)) return badInput(res);
    const share = shareFrom(req.body.share);
    if (share === undefined) return badInput(res, AUDIT_TEXT.shareInvalid);
    const absent = req.body.year === undefined || req.body.year === null || req.body.year === '';
    const year = absent ? currentYear() : cpdYearFrom(req.body.year);
    if (year === undefined) return badInput(res, AUDIT_TEXT.yearInvalid);
    const audit = drawAuditSample(ctx, { share, year, actor: req.auth.user.username });
    if (!audit) return answer(res, STATUS_CODE.FAILED, AUDIT_TEXT.noApproved);
    res.locals.subject = audit;
    return answer(res, STATUS_CODE.OK, AUDIT_TEXT.created, { data: auditView(db, audit) });
  });

  routes.get('/CPD/audit-samples', CPD_STAFF, (req, res) => res.json(pagedList(db.get(CPD.AUDITS).value().map(auditListRow), req.query, AUDIT_LIST)));

  routes.get('/CPD/audit-samples/:AuditID', CPD_STAFF, (req, res) => {
    const audit = auditById(db, idFrom(req.params.AuditID));
    if (!audit) return notFound(res, AUDIT_TEXT.notFound);
    return answer(res, STATUS_CODE.OK, 'Success', { data: auditView(db, audit) });
  });

  return routes.router;
}
