// The applicant's application (spec §2 "Applicant details and Application Details screens", §8 "Applications"):
// saving the header with its CV, submitting it, the CV download, and the same for staff acting on an
// applicant's behalf (registration screen) or reading it (application screens). The own routes act on the
// token's user only; the staff ones name the applicant by user id.
import { secureRoutes } from '../lib/http/routes.mjs';
import { SIGNED_IN, screens } from '../lib/http/access.mjs';
import { APPLICATION_SCREENS, SCREEN } from '../lib/registry/screens.mjs';
import { STATUS_CODE } from '../lib/constants.mjs';
import { answer, forbidden, messageReply, reply } from '../lib/http/reply.mjs';
import { idFrom, isPlainObject } from '../lib/http/fields.mjs';
import { nextId } from '../lib/storage/ids.mjs';
import { sendMail } from '../lib/mail/outbox.mjs';
import { findUserById } from '../lib/users/users.mjs';
import { findFile, MAX_UPLOAD_BYTES, receivePdf, removeStoredFile, storePdf } from '../lib/files/uploads.mjs';
import { sendStoredFile } from '../lib/files/file-answers.mjs';
import { APPLICATIONS, applicationOfUser, isLocked } from '../lib/applications/applications.mjs';
import { applicantUser } from '../lib/applications/applicant-access.mjs';
import { maySeeApplicationOf } from '../lib/applications/application-access.mjs';
import { checkApplicantHeader, draftApplicationRow, HEADER_CODE, memberHoldsNic, userDetailsOf, withLockedFields } from '../lib/applications/applicant-profile.mjs';
import { APPLICATION_STATUS, APPLICATION_TEXT, cvTooLargeText, SUBMIT_CODE_TEXT, SUBMIT_FALLBACK_TEXT, UPDATE_CODE_TEXT } from '../../src/domain/applicationRules.mjs';
import { wireDateOf } from '../../src/domain/wireDates.mjs';
import { insertRow, updateWhere } from '../lib/storage/changes.mjs';
import { addition, contract, spec } from '../lib/contract/declare.mjs';
import { envelope, file, idParam, json, object } from '../lib/contract/schemas.mjs';
import { APPLICANT_DETAILS, APPLICANT_HEADER_FORM, applicationOutcome } from '../lib/contract/shapes/applicants.mjs';
import { loggedSubject, logSubject } from '../lib/audit/activity.mjs';
import { NOTIFICATION_KIND } from '../../src/domain/notificationRules.mjs';
import { LINK } from '../lib/notifications/notification-links.mjs';

const USER_MANAGEMENT = '§7 User management (prefix usermanagement/)';
const HEADER_CODES = Object.keys(UPDATE_CODE_TEXT).filter((code) => code !== '10');
const SUBMIT_CODES = ['00', STATUS_CODE.FAILED, '04', '05'];

const NOT_AN_APPLICANT = 'Applicant not found';
/** Submit codes (spec §8): '04' a member holds the NIC, '05' no academic qualification, '02' anything else. */
const SUBMIT = Object.freeze({ OK: '00', FAILED: STATUS_CODE.FAILED, MEMBER_NIC: '04', NO_ACADEMIC: '05' });
const submitFailed = (reason) => `${SUBMIT_FALLBACK_TEXT}: ${reason}`;
const NOT_APPLICANT = json(`'01' '${NOT_AN_APPLICANT}'`, envelope([STATUS_CODE.NOT_FOUND]));

/** The size of a refused oversized CV: multer stops reading past the limit, the request's length tells it. */
const oversizeOf = (req) => Math.max(Number(req.headers['content-length']) || 0, MAX_UPLOAD_BYTES + 1);

const submittedMail = (application, user) => ({
  to: application.email || user.email,
  userId: user.userID,
  kind: NOTIFICATION_KIND.APPLICATION,
  link: LINK.APPLICATION_DETAILS,
  subject: 'Your membership application has been submitted',
  body: `Dear ${user.firstName}, your membership application #${application.applicationId} has been submitted for Council Approval. You will be informed of the decision by e-mail.`,
});

export function applicantRoutes(ctx) {
  const { db, logs, now } = ctx;
  const routes = secureRoutes(ctx);
  const today = () => wireDateOf(now());
  const stamp = () => new Date(now()).toISOString();
  const applicationLog = (action, detail) => logs({ entity: 'application', action, recordId: (req, body, res) => loggedSubject(res)?.applicationId ?? null, detail });

  /** Validates the header and the CV, then stores the CV and the header (a refused save changes nothing). */
  function saveHeader(req, res, user, registeredBy) {
    if (!user) return answer(res, HEADER_CODE.FIELD, NOT_AN_APPLICANT);
    const application = applicationOfUser(db, user.userID);
    if (isLocked(application)) return answer(res, HEADER_CODE.FIELD, APPLICATION_TEXT.locked);
    const locked = withLockedFields(application, isPlainObject(req.body) ? req.body : {});
    if (!locked.body) return answer(res, locked.code, locked.text);
    const checked = checkApplicantHeader(db, locked.body, { today: today(), userId: user.userID });
    if (!checked.fields) return answer(res, checked.code, checked.text);
    const { upload } = res.locals;
    if (upload.problem === 'notPdf') return answer(res, HEADER_CODE.FIELD, APPLICATION_TEXT.cvNotPdf);
    if (upload.problem === 'tooLarge') return answer(res, HEADER_CODE.FIELD, cvTooLargeText(oversizeOf(req)));
    const changes = { ...checked.fields, updatedAt: stamp() };
    if (upload.file) {
      // One CV per application: a new one takes the place of the stored one.
      const file = storePdf(ctx, { ownerUserId: user.userID, file: upload.file, use: 'cv', newRecord: false, replaces: application?.cvFileId ?? null });
      Object.assign(changes, { cvFileId: file.fileId, cvFileName: file.originalName });
      if (application?.cvFileId) removeStoredFile(ctx, application.cvFileId);
    }
    let saved;
    if (application) {
      saved = updateWhere(db, APPLICATIONS, { applicationId: application.applicationId }, changes);
    } else {
      // An applicant account made before applications existed gets its draft on the first save.
      const applicationId = nextId(db, APPLICATIONS, 'applicationId');
      saved = { ...draftApplicationRow({ applicationId, user, createdAt: stamp(), registeredBy }), ...changes };
      insertRow(db, APPLICATIONS, saved);
    }
    logSubject(res, saved);
    return answer(res, HEADER_CODE.OK, UPDATE_CODE_TEXT[HEADER_CODE.OK], { memberData: { applicationId: saved.applicationId } });
  }

  /** Submits for Council Approval (spec §8 "Submit"): a complete header, no member with the NIC, an academic record. */
  function submit(req, res, user) {
    const application = user && applicationOfUser(db, user.userID);
    if (!application) return answer(res, SUBMIT.FAILED, submitFailed(NOT_AN_APPLICANT));
    if (isLocked(application)) return answer(res, SUBMIT.FAILED, submitFailed(APPLICATION_TEXT.alreadySubmitted));
    if (application.nicNumber && memberHoldsNic(db, application.nicNumber)) return answer(res, SUBMIT.MEMBER_NIC, SUBMIT_CODE_TEXT[SUBMIT.MEMBER_NIC]);
    const checked = checkApplicantHeader(db, application, { today: today(), userId: user.userID });
    if (!checked.fields) return answer(res, SUBMIT.FAILED, submitFailed(checked.text));
    if (!db.get('academic').some({ userid: user.userID }).value()) return answer(res, SUBMIT.NO_ACADEMIC, SUBMIT_CODE_TEXT[SUBMIT.NO_ACADEMIC]);
    const at = stamp();
    // A resubmission after a rejection starts a new decision: the previous one stays in the activity log and mail.
    const saved = updateWhere(db, APPLICATIONS, { applicationId: application.applicationId }, { status: APPLICATION_STATUS.SUBMITTED, submittedAt: at, updatedAt: at, decidedAt: null, decidedBy: null, decisionComment: '' });
    logSubject(res, saved);
    sendMail(ctx, submittedMail(saved, user));
    return answer(res, SUBMIT.OK, SUBMIT_CODE_TEXT[SUBMIT.OK], { memberData: { applicationId: saved.applicationId } });
  }

  const ownApplicant = (req) => applicantUser(db, req.auth.user.userID);
  const namedApplicant = (req) => applicantUser(db, idFrom(isPlainObject(req.body) ? req.body.userId : undefined));
  const saveLog = applicationLog('update', (req, body, res) => `Application #${loggedSubject(res)?.applicationId} of user ${loggedSubject(res)?.userId} saved`);
  const submitLog = applicationLog('submit', (req, body, res) => `Application #${loggedSubject(res)?.applicationId} of user ${loggedSubject(res)?.userId} submitted for Council Approval`);

  const saveContract = (call, summary) => contract({
    summary,
    source: spec(USER_MANAGEMENT, call),
    body: APPLICANT_HEADER_FORM,
    bodyType: 'multipart',
    responses: { 200: json("'00' 'Update Successfuly' with the application id; else the §8 code and text.", applicationOutcome(HEADER_CODES)) },
  });
  const submitContract = (call, summary) => contract({
    summary,
    source: spec(USER_MANAGEMENT, call),
    ...(call.endsWith('approvaladmin') ? { body: object({ userId: idParam("200 '02' 'Submit Failed: Applicant not found'") }, { required: ['userId'] }) } : {}),
    responses: { 200: json("'00' 'Submit Successfully' with the application id; '04' a member holds the NIC; '05' no academic qualification; '02' 'Submit Failed: <reason>'.", applicationOutcome(SUBMIT_CODES)) },
  });

  routes.post('/usermanagement/member/updateApplicantDetail', SIGNED_IN, saveContract('POST member/updateApplicantDetail', "Saves the caller's application header and CV"), receivePdf('cvFile'), saveLog, (req, res) => saveHeader(req, res, ownApplicant(req), null));
  routes.post('/usermanagement/member/updatemember', screens(SCREEN.APPLICANT_REGISTRATION), saveContract('POST member/updatemember', "Saves an applicant's header and CV (registration staff, userId in the form)"), receivePdf('cvFile'), saveLog, (req, res) =>
    saveHeader(req, res, namedApplicant(req), req.auth.user.username),
  );
  routes.post('/usermanagement/applicant/approval', SIGNED_IN, submitContract('POST applicant/approval', "Submits the caller's application for Council Approval"), submitLog, (req, res) => submit(req, res, ownApplicant(req)));
  routes.post('/usermanagement/applicant/approvaladmin', screens(SCREEN.APPLICANT_REGISTRATION), submitContract('POST applicant/approvaladmin', "Submits an applicant's application (registration staff)"), submitLog, (req, res) => submit(req, res, namedApplicant(req)));

  routes.get('/usermanagement/applicant/:userId', screens(...APPLICATION_SCREENS), contract({
    summary: "An applicant's user details and application header",
    source: spec(USER_MANAGEMENT, 'GET applicant/{usereventId}'),
    params: object({ userId: idParam(`404 '01' '${NOT_AN_APPLICANT}'`) }),
    responses: { 200: json('The details.', object({ memberData: APPLICANT_DETAILS }, { required: ['memberData'] })), 404: NOT_APPLICANT },
  }), (req, res) => {
    const user = findUserById(db, idFrom(req.params.userId) ?? 0);
    if (!user) return reply(res, 404, NOT_AN_APPLICANT, STATUS_CODE.NOT_FOUND);
    if (!maySeeApplicationOf(db, req.auth.user, user.userID)) return forbidden(res);
    return res.json({ memberData: userDetailsOf(db, user, applicationOfUser(db, user.userID)) });
  });

  // The applicant's own CV, or an applicant's for staff who may see the application (council: only assigned ones).
  routes.get('/usermanagement/applicant/cv/:userId', SIGNED_IN, contract({
    summary: "An applicant's CV: the applicant's own, or for staff who may see the application",
    source: addition('The application screens offer the CV the applicant uploaded; the spec shows its download only for members.'),
    params: object({ userId: idParam(`404 '01' '${NOT_AN_APPLICANT}'`) }),
    responses: {
      200: file('The PDF (Content-Disposition names it).'),
      404: json(`'01' no such user ('${NOT_AN_APPLICANT}') or '${APPLICATION_TEXT.noCv}'.`, envelope([STATUS_CODE.NOT_FOUND], {}, {})),
    },
  }), (req, res) => {
    const user = findUserById(db, idFrom(req.params.userId) ?? 0);
    if (!user) return reply(res, 404, NOT_AN_APPLICANT, STATUS_CODE.NOT_FOUND);
    if (user.userID !== req.auth.user.userID && !maySeeApplicationOf(db, req.auth.user, user.userID)) return forbidden(res);
    const file = findFile(db, applicationOfUser(db, user.userID)?.cvFileId);
    if (!file) return messageReply(res, 404, STATUS_CODE.NOT_FOUND, APPLICATION_TEXT.noCv);
    return sendStoredFile(ctx, res, file);
  });
  return routes.router;
}
