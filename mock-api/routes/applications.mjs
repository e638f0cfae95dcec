// The staff side of membership applications (spec §2 "Approve Applications", "Applicant details"; §7
// "Applications and PDF"): the applications table, one applicant's header, records and payments, the
// approve/reject decision and the application PDF. Council reviews are routes/council.mjs.
import { secureRoutes } from '../lib/http/routes.mjs';
import { screens } from '../lib/http/access.mjs';
import { APPLICATION_SCREENS, PERMISSION, SCREEN } from '../lib/registry/screens.mjs';
import { STATUS_CODE } from '../lib/constants.mjs';
import { answer, forbidden, reply } from '../lib/http/reply.mjs';
import { idFrom, isPlainObject, trimmed } from '../lib/http/fields.mjs';
import { pagedList } from '../lib/http/paging.mjs';
import { asyncRoute } from '../lib/http/async-route.mjs';
import { findUserById } from '../lib/users/users.mjs';
import { RECORD_KINDS } from '../lib/members/record-kinds.mjs';
import { APPLICATIONS, COMMITTEE_REVIEWS, applicationById, applicationOfUser, applicationView } from '../lib/applications/applications.mjs';
import { maySeeApplicationOf } from '../lib/applications/application-access.mjs';
import { userDetailsOf } from '../lib/applications/applicant-profile.mjs';
import { approvalProblem, approveApplication, rejectApplication } from '../lib/applications/application-decision.mjs';
import { applicationPdf, applicationPdfName } from '../lib/applications/application-pdf.mjs';
import { paymentView, paymentsOfUser } from '../lib/payments/payments.mjs';
import { APPLICANT_FIELD_MAX, APPLICANT_STATUS, APPLICATION_STATUS, APPLICATION_TEXT } from '../../src/domain/applicationRules.mjs';
import { derived } from '../lib/storage/indexes.mjs';
import { mapRows } from '../lib/storage/row-memo.mjs';
import { stampOf } from '../lib/storage/row-stamps.mjs';
import { versionOf } from '../lib/storage/changes.mjs';
import { SUBJECT, notOwnCase } from '../lib/auth/own-case.mjs';

import { contract, spec } from '../lib/contract/declare.mjs';
import { PAGED_QUERY, anyOf, byRoute, envelope, idParam, integer, json, object, page } from '../lib/contract/schemas.mjs';
import { APPLICANT_DETAILS } from '../lib/contract/shapes/applicants.mjs';
import { APPLICATION_PDF, APPLICATION_ROW, DECISION_BODY, FAILED } from '../lib/contract/shapes/applications.mjs';
import { loggedSubject, logSubject } from '../lib/audit/activity.mjs';

const APPLICATION_PREFIX = '§7 Member profile and records: application prefix';
const PDF_SECTION = '§7 Applications and PDF';
const RECORD_ROW = object({}, { description: 'A record row as the member record lists answer it (routes/member-records.mjs).' });
const PAYMENT_ROW = object({}, { description: 'A payment row (lib/payments/payment-rows.mjs paymentView).' });

/** The applicant statuses a person can be listed by (spec §4); 0, no application under way, is nobody's list. */
const LISTED_APPLICANT_STATUSES = Object.freeze([APPLICANT_STATUS.SUBMITTED, APPLICANT_STATUS.COUNCIL_REVIEW, APPLICANT_STATUS.REJECTED]);
/** The application statuses the list may be filtered by. */
const FILTER_STATUSES = Object.freeze(Object.values(APPLICATION_STATUS));
const TEXT = {
  notFound: 'Application not found',
  statusInvalid: 'Status must be 2 (approve) or 16 (reject)',
  userRequired: 'userId is required',
};
const LIST = {
  sortColumns: ['applicationId', 'nic', 'title', 'firstName', 'lastName', 'mobilName', 'Email', 'createdDate', 'statusName', 'status'],
  filterColumns: ['nic', 'title', 'firstName', 'lastName', 'Email', 'statusName'],
  defaultSort: { column: 'applicationId', direction: 'asc' },
};
const PAYMENT_LIST = { sortColumns: ['paymentId', 'paymentType', 'amount', 'status', 'createdAt', 'paidDate', 'receiptNo'], defaultSort: { column: 'createdAt', direction: 'desc' } };
/** The contract's paths of the three record lists. */
const RECORD_PATHS = { employment: 'employeeDetails', academic: 'accadamicQualification', professional: 'professionalDetails' };
const DECIDE = { [APPLICATION_STATUS.APPROVED]: 'approve', [APPLICATION_STATUS.REJECTED]: 'reject' };


/** A decision's comment: optional to approve, required to reject (its type and length are the contract's check). */
function commentOf(body, status) {
  const comment = trimmed(body.comment);
  if (status === APPLICATION_STATUS.REJECTED && !comment) return { problem: APPLICATION_TEXT.rejectCommentRequired };
  return { comment };
}

export function applicationRoutes(ctx) {
  const { db, logs } = ctx;
  const routes = secureRoutes(ctx);
  const READERS = screens(...APPLICATION_SCREENS);
  /** Deciding is its own permission: a role may read applicants without deciding them. */
  const DECIDERS = screens(PERMISSION.DECIDE_APPLICATIONS);

  /** Runs `handler(userId)` when the caller may see that applicant's application, else 403. */
  const ofApplicant = (handler) => (req, res) => {
    const userId = idFrom(req.params.userId) ?? 0;
    if (!maySeeApplicationOf(db, req.auth.user, userId)) return forbidden(res);
    return handler(userId, req, res);
  };

  const listRow = (application) => {
    const user = findUserById(db, application.userId);
    const view = applicationView(db, application);
    return {
      id: application.applicationId,
      applicationId: application.applicationId,
      nic: application.nicNumber,
      title: application.title,
      firstName: user?.firstName ?? '',
      lastName: application.lastName || user?.lastName || '',
      mobilName: application.mobileNo,
      Email: application.email || user?.email || '',
      createdDate: application.createdAt,
      statusName: view.statusName,
      status: application.status,
      userId: application.userId,
    };
  };
  const LIST_READERS = screens(SCREEN.VIEW_APPLICATIONS, SCREEN.VIEW_APPLICANT);
  // The whole list is kept until an application, a user or a review changes (lib/storage/indexes.mjs).
  // A row is made again when its application or its applicant's user changes, or any review (few).
  const allListRows = () =>
    derived(db, 'applicationListRows', [APPLICATIONS, 'users', COMMITTEE_REVIEWS], () => {
      const reviews = versionOf(db, COMMITTEE_REVIEWS);
      return mapRows(db.get(APPLICATIONS).value(), listRow, { key: allListRows, inputsOf: (application) => `${reviews}:${stampOf(findUserById(db, application.userId))}` });
    });
  const listRows = (keep) => (keep ? db.get(APPLICATIONS).value().filter(keep).map(listRow) : allListRows());

  // The list narrowed to one application status (?status=14|15|2|16, the list's Status filter); any other value
  // is no filter. Each status's rows are kept like the whole list's.
  const rowsOfStatus = (status) =>
    derived(db, `applicationListRows:${status}`, [APPLICATIONS, 'users', COMMITTEE_REVIEWS], () => allListRows().filter((row) => row.status === status));
  const statusFilterOf = (query) => {
    const status = typeof query.status === 'string' ? idFrom(query.status) : undefined;
    return FILTER_STATUSES.includes(status) ? status : undefined;
  };

  // Express matches the path with and without the trailing slash (the contract names both).
  routes.get('/application/viewApplication', LIST_READERS, contract({
    summary: 'The applications table',
    source: spec(APPLICATION_PREFIX, 'GET viewApplication/'),
    query: object({ ...PAGED_QUERY.properties, status: byRoute(integer({ description: `An application status (${FILTER_STATUSES.join(', ')}).` }), 'any other value is no filter') }),
    responses: { 200: json('One page of applications (by application id unless sorted otherwise).', page(APPLICATION_ROW)) },
  }), (req, res) => {
    const status = statusFilterOf(req.query);
    return res.json(pagedList(status === undefined ? listRows() : rowsOfStatus(status), req.query, LIST));
  });

  // The same list narrowed to one applicant status (spec §4: 3 submitted, 17 under council review, 16 rejected);
  // the spec's call asks for 3, the applicants awaiting the institute's decision who are to become members.
  routes.get('/application/viewMemeberByStatus/status/:status', LIST_READERS, contract({
    summary: 'The applications table narrowed to one applicant status',
    source: spec(APPLICATION_PREFIX, 'GET viewMemeberByStatus/status/3'),
    params: object({ status: { type: 'integer', enum: [...LISTED_APPLICANT_STATUSES], description: 'An applicant status: 3 submitted, 17 under council review, 16 rejected.' } }),
    query: PAGED_QUERY,
    responses: { 200: json('One page of applications.', page(APPLICATION_ROW)) },
  }), (req, res) => {
    // one of the listed statuses: the contract's check (read as a number, as the check read it)
    const status = Number(req.params.status);
    return res.json(pagedList(listRows((application) => applicationView(db, application).applicantStatus === status), req.query, LIST));
  });

  routes.get('/application/getApplicantDetails/:userId', READERS, contract({
    summary: "An applicant's details and application header (staff)",
    source: spec(APPLICATION_PREFIX, 'GET getApplicantDetails/{id}'),
    params: object({ userId: idParam("403 (no applicant the caller may see)") }),
    responses: { 200: json('The details.', object({ memberData: APPLICANT_DETAILS }, { required: ['memberData'] })), 404: json(`'01' '${TEXT.notFound}'`, envelope([STATUS_CODE.NOT_FOUND])) },
  }), ofApplicant((userId, req, res) => {
    const application = applicationOfUser(db, userId);
    const user = findUserById(db, userId);
    if (!application || !user) return reply(res, 404, TEXT.notFound, STATUS_CODE.NOT_FOUND);
    return res.json({ memberData: { ...userDetailsOf(db, user, application), userId } });
  }));

  for (const kind of Object.values(RECORD_KINDS)) {
    routes.get(`/application/${RECORD_PATHS[kind.kind]}/:userId`, READERS, contract({
      summary: `An applicant's ${kind.kind} records`,
      source: spec(APPLICATION_PREFIX, `GET ${RECORD_PATHS[kind.kind]}/{id}`),
      params: object({ userId: idParam('403 (no applicant the caller may see)') }),
      query: PAGED_QUERY,
      responses: { 200: json('One page of records.', page(RECORD_ROW)) },
    }), ofApplicant((userId, req, res) =>
      res.json(pagedList(db.get(kind.collection).filter({ userid: userId }).value(), req.query, { filterColumns: kind.filterColumns, sortColumns: kind.sortColumns, defaultSort: kind.defaultSort })),
    ));
  }

  routes.get('/application/payment-details-for-approve-application/:userId', READERS, contract({
    summary: "An applicant's payments (the approval screen)",
    source: spec(APPLICATION_PREFIX, 'GET payment-details-for-approve-application/{id}'),
    params: object({ userId: idParam('403 (no applicant the caller may see)') }),
    query: PAGED_QUERY,
    responses: { 200: json('One page of payments, newest first.', page(PAYMENT_ROW)) },
  }), ofApplicant((userId, req, res) =>
    res.json(pagedList(paymentsOfUser(db, userId).map(paymentView), req.query, PAYMENT_LIST)),
  ));

  const decisionLog = logs({
    entity: 'application',
    action: (req, body, res) => loggedSubject(res).action,
    recordId: (req, body, res) => loggedSubject(res).applicationId,
    detail: (req, body, res) => loggedSubject(res).detail,
  });
  routes.put('/application/updateroleapplicationApprovalOrReject/applicationId/:id/status/:status', DECIDERS, contract({
    summary: 'Approves (2) or rejects (16) a submitted application; approving makes the member',
    source: spec(APPLICATION_PREFIX, 'PUT updateroleapplicationApprovalOrReject/applicationId/{id}/status/{status}'),
    params: object({
      id: idParam(`200 '02' '${TEXT.notFound}'`),
      status: byRoute(integer({ description: '2 approve, 16 reject.' }), `200 '02' '${TEXT.statusInvalid}'`),
    }),
    body: DECISION_BODY,
    responses: {
      200: json(`'00' approved (with the new member number) or rejected; '02' the reason (not submitted, '${APPLICATION_TEXT.rejectCommentRequired}', ...).`, envelope([STATUS_CODE.OK, STATUS_CODE.FAILED], { memberNo: { type: 'string' } }, { message: true })),
      403: json('The applicant is the caller (nobody decides their own case), or a caller this call is not for.', envelope([STATUS_CODE.FAILED])),
    },
  }), notOwnCase('application', (req) => SUBJECT.application(db, req.params.id)), decisionLog, (req, res) => {
    const application = applicationById(db, idFrom(req.params.id));
    if (!application) return answer(res, STATUS_CODE.FAILED, TEXT.notFound);
    const status = idFrom(req.params.status);
    const action = DECIDE[status];
    if (!action) return answer(res, STATUS_CODE.FAILED, TEXT.statusInvalid);
    if (application.status !== APPLICATION_STATUS.SUBMITTED) return answer(res, STATUS_CODE.FAILED, APPLICATION_TEXT.notSubmitted);
    const { comment, problem } = commentOf(req.body, status);
    if (problem) return answer(res, STATUS_CODE.FAILED, problem);
    const actor = req.auth.user.username;
    if (action === 'reject') {
      rejectApplication(ctx, { application, comment, actor });
      logSubject(res, { action, applicationId: application.applicationId, detail: `Application #${application.applicationId} of user ${application.userId} rejected` });
      return answer(res, STATUS_CODE.OK, APPLICATION_TEXT.rejected);
    }
    const refused = approvalProblem(db, application, ctx.now());
    if (refused) return answer(res, STATUS_CODE.FAILED, refused);
    const { memberNo, amount } = approveApplication(ctx, { application, comment, actor });
    logSubject(res, { action, applicationId: application.applicationId, detail: `Application #${application.applicationId} of user ${application.userId} approved: member ${memberNo}, new membership fee LKR ${amount}` });
    return answer(res, STATUS_CODE.OK, APPLICATION_TEXT.approved, { memberNo });
  });

  const generatePdf = asyncRoute(async (req, res) => {
    const userId = idFrom(isPlainObject(req.body) ? req.body.userId : undefined);
    if (!userId) return answer(res, STATUS_CODE.FAILED, TEXT.userRequired);
    if (!maySeeApplicationOf(db, req.auth.user, userId)) return forbidden(res);
    const application = applicationOfUser(db, userId);
    const user = findUserById(db, userId);
    if (!application || !user) return answer(res, STATUS_CODE.FAILED, TEXT.notFound);
    const bytes = await applicationPdf(ctx, { application, user });
    return res.json({ statusCode: STATUS_CODE.OK, status: 'success', fileName: applicationPdfName(user, application), pdf: Buffer.from(bytes).toString('base64') });
  });
  const pdfContract = (call) => contract({
    summary: "An applicant's application as a PDF (base64 in JSON)",
    source: spec(PDF_SECTION, call),
    body: object({ userId: byRoute(integer({ min: 1 }), `200 '02' '${TEXT.userRequired}'`) }, { required: ['userId'] }),
    responses: { 200: json(`The PDF; '02' '${TEXT.userRequired}' or '${TEXT.notFound}'.`, anyOf(APPLICATION_PDF, FAILED)) },
  });
  routes.post('/application/generateapplicationpdf', screens(SCREEN.VIEW_APPLICANT, SCREEN.COUNCIL_REVIEW), pdfContract('POST generateapplicationpdf'), generatePdf);
  // Spec §7 names the same call generatePdf too.
  routes.post('/application/generatePdf', screens(SCREEN.VIEW_APPLICANT, SCREEN.COUNCIL_REVIEW), pdfContract('POST generatePdf'), generatePdf);
  return routes.router;
}
