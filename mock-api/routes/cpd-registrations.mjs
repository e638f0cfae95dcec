// CPD registration, its approval, the staff list with compliance and the audit sample.
// Spec §7 CPD: cpdadvancedfields, registration/{id}, viewallcpdusers, approve-membership/approve|reject, the two
// decision mails, get-primary-skill, get-entry-level; the audit sample is beyond spec (chosen).
import { secureRoutes } from '../lib/http/routes.mjs';
import { SIGNED_IN, screens } from '../lib/http/access.mjs';
import { SCREEN } from '../lib/registry/screens.mjs';
import { STATUS_CODE } from '../lib/constants.mjs';
import { answer } from '../lib/http/reply.mjs';
import { idFrom, isPlainObject } from '../lib/http/fields.mjs';
import { pagedList } from '../lib/http/paging.mjs';
import { cpdMemberFor, registrationOfUser, CPD } from '../lib/cpd/cpd-store.mjs';
import { ownMember } from '../lib/cpd/cpd-access.mjs';
import { badInput, forbidden, notFound, problemsRefused } from '../lib/cpd/cpd-replies.mjs';
import {
  cpdYearFrom,
  cpdYearOfDay,
  latestRegistrations,
  newRegistration,
  registrationById,
  registrationFieldsOf,
  registrationView,
  staffListRow,
} from '../lib/cpd/cpd-registrations.mjs';
import { decideRegistration, sendRegistrationMail } from '../lib/cpd/cpd-reg-decision.mjs';
import { AUDIT_TEXT, auditById, auditListRow, auditView, drawAuditSample, shareFrom } from '../lib/cpd/cpd-audit.mjs';
import { CPD_MEMBERSHIP, CPD_TEXT, ENTRY_LEVELS, PRIMARY_SKILLS, decisionCommentProblem } from '../../src/domain/cpdRules.mjs';
import { wireDateOf } from '../../src/domain/wireDates.mjs';
import { insertRow, versionOf } from '../lib/storage/changes.mjs';
import { derived } from '../lib/storage/indexes.mjs';
import { mapRows } from '../lib/storage/row-memo.mjs';
import { once } from '../lib/storage/remembered.mjs';
import { SUBJECT, bodyOf, notOwnCase } from '../lib/auth/own-case.mjs';
import { addition, contract, spec } from '../lib/contract/declare.mjs';
import { PAGED_QUERY, anyOf, byRoute, envelope, idParam, integer, json, nullable, object, page, text } from '../lib/contract/schemas.mjs';
import {
  CPD_AUDIT, CPD_AUDIT_ROW, CPD_DECISION_FORM, CPD_REFUSED, CPD_REGISTRATION, CPD_REGISTRATION_FORM, CPD_STAFF_ROW, ENTRY_LEVEL, PRIMARY_SKILL,
  cpdDone, cpdNotFound, cpdYearValue, optionList, ownAnswer,
} from '../lib/contract/shapes/cpd.mjs';
import { loggedSubject, logSubject } from '../lib/audit/activity.mjs';

const CPD_SECTION = '§7 CPD (prefix CPD/)';
const { OK, NOT_FOUND, FAILED, FAILED_ALT } = STATUS_CODE;
const lenient = (schema) => byRoute(schema, 'a value that is none of the options is ignored');

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
    logs({ entity, action, recordId: (req, body, res) => loggedSubject(res)?.id ?? null, detail: (req, body, res) => (loggedSubject(res) ? detail(loggedSubject(res), req) : '') });
  const who = (row) => `${row.MemberNo} ${row.FirstName} ${row.LastName}`;

  routes.get('/CPD/get-primary-skill', SIGNED_IN, contract({
    summary: 'The primary skills offered at CPD registration',
    source: spec(CPD_SECTION, 'GET get-primary-skill'),
    responses: { 200: json('Every skill.', optionList(PRIMARY_SKILL)) },
  }), (req, res) => res.json({ data: PRIMARY_SKILLS }));
  routes.get('/CPD/get-entry-level', SIGNED_IN, contract({
    summary: 'The entry levels offered at CPD registration',
    source: spec(CPD_SECTION, 'GET get-entry-level'),
    responses: { 200: json('Every level.', optionList(ENTRY_LEVEL)) },
  }), (req, res) => res.json({ data: ENTRY_LEVELS }));

  // The token's member registers; a Pending or Approved registration blocks another, a Rejected one does not.
  const registrationLog = subjectLog('CPD registration', 'create', (row) => `CPD registration #${row.CPDMemberID} of ${who(row)} sent (start ${row.CPDStartDate})`);
  // A signed-in user who is no member gets 200 '01' (lib/cpd/cpd-access.mjs ownMember), as the other CPD member routes.
  routes.post('/CPD/cpdadvancedfields', SIGNED_IN, contract({
    summary: 'Registers the caller for CPD (awaits approval)',
    source: spec(CPD_SECTION, 'POST cpdadvancedfields'),
    body: CPD_REGISTRATION_FORM,
    responses: {
      200: ownAnswer(`'00' '${CPD_TEXT.registered}' with the registration; '02' '${CPD_TEXT.alreadyRegistered}' (a pending or approved one).`, anyOf(cpdDone([OK], { data: CPD_REGISTRATION }, ['data']), cpdDone([FAILED]))),
      400: CPD_REFUSED,
    },
  }), registrationLog, ownMember(db, (member, req, res) => {
    const user = req.auth.user;
    if (!isPlainObject(req.body)) return badInput(res);
    const latest = registrationOfUser(db, user.userID);
    if (latest && latest.Status !== CPD_MEMBERSHIP.REJECTED) return answer(res, STATUS_CODE.FAILED, CPD_TEXT.alreadyRegistered);
    const { fields, problems } = registrationFieldsOf(req.body, today());
    if (problems) return problemsRefused(res, problems);
    const row = newRegistration(db, { member, user, fields, at: ctx.now() });
    insertRow(db, CPD.REGISTRATIONS, row);
    logSubject(res, row);
    return answer(res, STATUS_CODE.OK, CPD_TEXT.registered, { data: registrationView(row) });
  }));

  routes.get('/CPD/registration/:id', SIGNED_IN, contract({
    summary: "A member's latest CPD registration (the member's own, or CPD staff's read)",
    source: spec(CPD_SECTION, 'GET registration/{id}'),
    params: object({ id: byRoute(integer({ min: 1, description: "The member's user id." }), `404 '01' '${CPD_TEXT.notRegistered}' or 403 '02'`) }),
    responses: {
      200: json(`'00' with the registration; '01' '${CPD_TEXT.notRegistered}' with data null.`, cpdDone([OK, NOT_FOUND], { data: nullable(CPD_REGISTRATION) }, ['data'])),
      403: json("'02': another member's registration.", envelope([FAILED])),
      404: cpdNotFound(CPD_TEXT.notRegistered),
    },
  }), (req, res) => {
    const { member, status } = cpdMemberFor(db, req.auth.user, idFrom(req.params.id));
    if (status === 403) return forbidden(res);
    if (!member) return notFound(res, CPD_TEXT.notRegistered);
    const row = registrationOfUser(db, member.userid);
    if (!row) return answer(res, STATUS_CODE.NOT_FOUND, CPD_TEXT.notRegistered, { data: null });
    return answer(res, STATUS_CODE.OK, 'Success', { data: registrationView(row) });
  });

  routes.get('/CPD/viewallcpdusers', CPD_STAFF, contract({
    summary: "Every member's latest CPD registration with the year's hours and compliance (CPD staff)",
    source: spec(CPD_SECTION, 'GET viewallcpdusers'),
    query: object({
      ...PAGED_QUERY.properties,
      status: lenient(integer({ min: 1, description: '1 Pending, 2 Approved, 3 Rejected.' })),
      compliance: lenient(text({ values: Object.keys(COMPLIANCE) })),
      year: lenient(cpdYearValue('The CPD year of the hours (default: the current one).')),
    }),
    responses: { 200: json('One page of numbered rows, newest registration first unless sorted otherwise, and the CPD year of the hours.', object({ ...page(CPD_STAFF_ROW).properties, year: integer() }, { required: ['data', 'total', 'year'] })) },
  }), (req, res) => {
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
    routes.put(`/CPD/approve-membership/${action}`, CPD_STAFF, contract({
      summary: action === 'approve' ? 'Approves a pending CPD registration' : 'Rejects a pending CPD registration',
      source: spec(CPD_SECTION, `PUT approve-membership/${action}`),
      body: CPD_DECISION_FORM,
      responses: { 200: json(`'00' '${done}' with the registration; '02' '${notDone}'; '03' the comment's text.`, cpdDone([OK, FAILED, FAILED_ALT], { data: CPD_REGISTRATION })) },
    }), notOwnCase('cpdRegistration', (req) => SUBJECT.cpdRegistration(db, bodyOf(req).CPDMemberID)), log, (req, res) => {
      const body = isPlainObject(req.body) ? req.body : {};
      const row = registrationById(db, idFrom(body.CPDMemberID));
      if (!row || row.Status !== CPD_MEMBERSHIP.PENDING) return answer(res, STATUS_CODE.FAILED, notDone);
      const problem = decisionCommentProblem(body.comment, action);
      if (problem) return answer(res, STATUS_CODE.FAILED_ALT, problem);
      if (!decideRegistration(ctx, row, { action, comment: body.comment.trim(), actor: req.auth.user.username })) return answer(res, STATUS_CODE.FAILED, notDone);
      logSubject(res, row);
      return answer(res, STATUS_CODE.OK, done, { data: registrationView(row) });
    });
  };
  decisionRoute('approve', { done: CPD_TEXT.approved, notDone: CPD_TEXT.notApproved });
  decisionRoute('reject', { done: CPD_TEXT.rejected, notDone: CPD_TEXT.notRejected });

  // The screen calls these after a '00' decision (spec §7: the result is only logged there).
  const mailRoute = (path, decided) => {
    const log = subjectLog('CPD registration', 'mail', (row) => `Decision mail of CPD registration #${row.CPDMemberID} sent to ${who(row)}`);
    routes.get(`/CPD/${path}/:id`, CPD_STAFF, contract({
      summary: `Mails the member the ${decided === CPD_MEMBERSHIP.APPROVED ? 'approval' : 'rejection'} of their CPD registration`,
      source: spec(CPD_SECTION, `GET ${path}/{id}`),
      params: object({ id: idParam(`404 '01' '${CPD_TEXT.notDecided}'`) }),
      responses: {
        200: json(`'00' '${CPD_TEXT.mailSent}'; '02' '${CPD_TEXT.notDecided}' or '${CPD_TEXT.somethingWrong}'.`, cpdDone([OK, FAILED])),
        404: cpdNotFound(CPD_TEXT.notDecided),
      },
    }), log, (req, res) => {
      const row = registrationById(db, idFrom(req.params.id));
      if (!row) return notFound(res, CPD_TEXT.notDecided);
      if (row.Status !== decided) return answer(res, STATUS_CODE.FAILED, CPD_TEXT.notDecided);
      if (!sendRegistrationMail(ctx, row)) return answer(res, STATUS_CODE.FAILED, CPD_TEXT.somethingWrong);
      logSubject(res, row);
      return answer(res, STATUS_CODE.OK, CPD_TEXT.mailSent);
    });
  };
  mailRoute('send-cpd-member-approval-email-to-exisiting-member', CPD_MEMBERSHIP.APPROVED);
  mailRoute('send-cpd-member-reject-email-to-exisiting-member', CPD_MEMBERSHIP.REJECTED);

  const auditLog = subjectLog('CPD audit', 'create', (audit) => `CPD audit sample #${audit.AuditID} of ${audit.year}: ${audit.share}% drew ${audit.UserIDs.length} member(s)`);
  routes.post('/CPD/audit-sample', CPD_STAFF, contract({
    summary: 'Draws an audit sample of the approved CPD members',
    source: addition('CPD staff audit a random share of the approved members each year, as professional bodies do.'),
    body: byRoute(object({
      share: byRoute(integer({ min: 1, max: 100, description: 'Percent of the approved members, rounded up.' }), `400 '05' '${AUDIT_TEXT.shareInvalid}'`),
      year: byRoute(cpdYearValue('The CPD year audited (default: the current one).'), `400 '05' '${AUDIT_TEXT.yearInvalid}'`),
    }, { required: ['share'] }), "400 '05' 'Malformed JSON body' (with message)", ['type']),
    responses: {
      200: json(`'00' '${AUDIT_TEXT.created}' with the sample; '02' '${AUDIT_TEXT.noApproved}'.`, anyOf(cpdDone([OK], { data: CPD_AUDIT }, ['data']), cpdDone([FAILED]))),
      400: json("'05': a body that is no JSON object, or the share's or the year's text.", envelope(['05'], {}, { message: true })),
    },
  }), auditLog, (req, res) => {
    if (!isPlainObject(req.body)) return badInput(res);
    const share = shareFrom(req.body.share);
    if (share === undefined) return badInput(res, AUDIT_TEXT.shareInvalid);
    const absent = req.body.year === undefined || req.body.year === null || req.body.year === '';
    const year = absent ? currentYear() : cpdYearFrom(req.body.year);
    if (year === undefined) return badInput(res, AUDIT_TEXT.yearInvalid);
    const audit = drawAuditSample(ctx, { share, year, actor: req.auth.user.username });
    if (!audit) return answer(res, STATUS_CODE.FAILED, AUDIT_TEXT.noApproved);
    logSubject(res, audit);
    return answer(res, STATUS_CODE.OK, AUDIT_TEXT.created, { data: auditView(db, audit) });
  });

  routes.get('/CPD/audit-samples', CPD_STAFF, contract({
    summary: 'The audit samples drawn so far',
    source: addition('CPD staff look back at the samples drawn, by year.'),
    query: PAGED_QUERY,
    responses: { 200: json('One page of samples, newest first unless sorted otherwise.', page(CPD_AUDIT_ROW)) },
  }), (req, res) => res.json(pagedList(db.get(CPD.AUDITS).value().map(auditListRow), req.query, AUDIT_LIST)));

  routes.get('/CPD/audit-samples/:AuditID', CPD_STAFF, contract({
    summary: "An audit sample: each drawn member's compliance and activities in the year, as now",
    source: addition('The auditor reads the drawn members\' records and their evidence.'),
    params: object({ AuditID: idParam(`404 '01' '${AUDIT_TEXT.notFound}'`) }),
    responses: { 200: json("'00' with the sample.", cpdDone([OK], { data: CPD_AUDIT }, ['data'])), 404: cpdNotFound(AUDIT_TEXT.notFound) },
  }), (req, res) => {
    const audit = auditById(db, idFrom(req.params.AuditID));
    if (!audit) return notFound(res, AUDIT_TEXT.notFound);
    return answer(res, STATUS_CODE.OK, 'Success', { data: auditView(db, audit) });
  });

  return routes.router;
}
