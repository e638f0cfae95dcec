// CPD activities, the member's CPD summary, transcript and declaration, and the dashboard's CPD counts
// (spec §7 CPD). A member adds, edits and deletes their own activities (evidence: one PDF
// of at most 5 MB, told by its content); the member and CPD staff read the lists, the summary and the
// transcript. Another member's activity is 403 and stays as it was; a refused add stores nothing.
import { secureRoutes } from '../lib/http/routes.mjs';
import { SIGNED_IN } from '../lib/http/access.mjs';
import { STATUS_CODE } from '../lib/constants.mjs';
import { MSG } from '../lib/common-texts.mjs';
import { answer, badRequest, ok } from '../lib/http/reply.mjs';
import { idFrom, isPlainObject } from '../lib/http/fields.mjs';
import { pagedList } from '../lib/http/paging.mjs';
import { nextId } from '../lib/storage/ids.mjs';
import { loggedSubject, logSubject, recordLog } from '../lib/audit/activity.mjs';
import { asyncRoute } from '../lib/http/async-route.mjs';
import { fileRef, receivePdf, removeStoredFile, storePdf, uploadProblemText } from '../lib/files/uploads.mjs';
import { checkRoom } from '../lib/files/upload-quota.mjs';
import { CPD, activitiesOfUser } from '../lib/cpd/cpd-store.mjs';
import { ownMember, readableMember } from '../lib/cpd/cpd-access.mjs';
import { forbidden } from '../lib/cpd/cpd-replies.mjs';
import { indexed } from '../lib/cpd/cpd-goals.mjs';
import { ACTIVITY_LIST, activityById, activityFieldsOf, activityView, cpdYearRangeOf } from '../lib/cpd/cpd-activities.mjs';
import { cpdSummaryOf, cpdYearOfDay, cpdYearParam, dashboardCountsOf, declarationOf } from '../lib/cpd/cpd-summary.mjs';
import { transcriptFileName, transcriptPdf } from '../lib/cpd/cpd-transcript-pdf.mjs';
import { ACTIVITY_STATUS, ACTIVITY_STATUS_OPTIONS, ACTIVITY_TEXT, CPD_CATEGORIES, DECLARATION_TEXT } from '../../src/domain/cpdRules.mjs';
import { wireDateOf } from '../../src/domain/wireDates.mjs';
import { insertRow, removeWhere, saveRows } from '../lib/storage/changes.mjs';
import { addition, contract, spec } from '../lib/contract/declare.mjs';
import { PAGED_QUERY, PROBLEMS, anyOf, byRoute, envelope, idParam, integer, json, object, page, text } from '../lib/contract/schemas.mjs';
import {
  ACTIVITY_STATUS_OPTION, CATEGORY_OPTION, CPD_ACTIVITY, CPD_ACTIVITY_FORM, CPD_ACTIVITY_ROW, CPD_DASHBOARD_COUNTS, CPD_DECLARATION, CPD_MEMBER_READ, CPD_SUMMARY,
  cpdDone, cpdUserParam, cpdYearValue, optionList, ownAnswer,
} from '../lib/contract/shapes/cpd.mjs';
import { UPLOAD_LIMITS } from '../lib/contract/shapes/uploads.mjs';

const EVIDENCE_FIELD = 'evidence';
const CPD_SECTION = '§7 CPD (prefix CPD/)';
const OK = STATUS_CODE.OK;
const lenient = (schema) => byRoute(schema, 'a value that is none of them filters nothing');
const YEAR_QUERY = byRoute(cpdYearValue('The CPD year (default: the current one).'), `400 '05' '${MSG.badRequest}'`);
/** The answer of an activity add or edit: '00' with the activity, '03' with every refused field, '02' gone. */
const activitySaved = (codes, description) => ownAnswer(description, anyOf(
  cpdDone([OK], { data: CPD_ACTIVITY }, ['data']),
  cpdDone(codes.filter((code) => code !== OK), { problems: PROBLEMS }),
));
const OWN_ACTIVITY_ONLY = json("'02': another member's activity, which stays as it was.", envelope([STATUS_CODE.FAILED]));
const CATEGORY_OPTIONS = Object.freeze(CPD_CATEGORIES.map(({ id, name, hint }) => Object.freeze({ id, name, hint })));

/** The list's optional filters: a CPD year, a category id and a status (unknown values filter nothing). */
const listFiltersOf = (query) => ({
  year: cpdYearParam(query.year),
  categoryId: CPD_CATEGORIES.some((c) => c.id === idFrom(query.categoryId)) ? idFrom(query.categoryId) : null,
  status: Object.values(ACTIVITY_STATUS).includes(idFrom(query.status)) ? idFrom(query.status) : null,
});

export function cpdActivityRoutes(ctx) {
  const { db, logs, now } = ctx;
  const routes = secureRoutes(ctx);
  const today = () => wireDateOf(now());
  const stamp = () => new Date(now()).toISOString();
  const activityLog = recordLog(logs, { entity: 'CPD activity', idField: 'ActivityID', describe: (a) => `CPD activity #${a.ActivityID} (${a.ActivityTitle}, ${a.Hours} h on ${a.ActivityDate}) of user ${a.UserID}` });

  /**
   * The form's problems and the upload's, as one '03' answer (null when all is well). Field problems come
   * first (notSaved); an upload refused on its own answers with the upload's text. A missing file is fine.
   */
  const refusal = (res, problems, upload) => {
    const uploadText = upload.problem && upload.problem !== 'missing' ? uploadProblemText(upload) : null;
    const all = { ...problems, ...(uploadText ? { [EVIDENCE_FIELD]: uploadText } : {}) };
    if (Object.keys(all).length === 0) return null;
    const text = Object.keys(problems).length > 0 ? ACTIVITY_TEXT.notSaved : uploadText;
    return answer(res, STATUS_CODE.FAILED_ALT, text, { problems: all });
  };
  /** The evidence stored for a new activity, or for `activity` (taking the place of its evidence); null without a file. */
  const storedEvidence = (member, upload, activity) =>
    upload.file
      ? fileRef(storePdf(ctx, { ownerUserId: member.userid, file: upload.file, use: 'cpdActivity', ...(activity ? { newRecord: false, replaces: activity.evidenceFileId } : {}) }))
      : null;

  routes.get('/CPD/get-cpdactivity-status', SIGNED_IN, contract({
    summary: "The activity statuses (a planned activity counts no hours until it is completed)",
    source: spec(CPD_SECTION, 'GET get-cpdactivity-status'),
    responses: { 200: json('Every status.', optionList(ACTIVITY_STATUS_OPTION)) },
  }), (req, res) => res.json({ data: ACTIVITY_STATUS_OPTIONS }));
  routes.get('/CPD/get-cpd-categories', SIGNED_IN, contract({
    summary: 'The CPD activity categories, each with a hint of what counts',
    source: addition('The activity form and the compliance figures count hours by category; the spec names no call for them.'),
    responses: { 200: json('Every category.', optionList(CATEGORY_OPTION)) },
  }), (req, res) => res.json({ data: CATEGORY_OPTIONS }));

  routes.post('/CPD/addcpdactivities', SIGNED_IN, contract({
    summary: 'Adds a CPD activity of the caller, with its evidence PDF (optional)',
    source: spec(CPD_SECTION, 'POST addcpdactivities'),
    bodyType: 'multipart',
    body: CPD_ACTIVITY_FORM,
    responses: { 200: activitySaved([OK, STATUS_CODE.FAILED_ALT], `'00' '${ACTIVITY_TEXT.saved}' with the activity; '03' '${ACTIVITY_TEXT.notSaved}' (or the upload's own text) with every refused field.`), ...UPLOAD_LIMITS },
  }), receivePdf(EVIDENCE_FIELD), activityLog('create'), ownMember(db, (member, req, res) => {
    const body = isPlainObject(req.body) ? req.body : {};
    const { fields, problems } = activityFieldsOf(db, member.userid, body, { today: today() });
    const refused = refusal(res, problems, res.locals.upload);
    if (refused) return refused;
    // An activity without evidence is a record of the kind all the same: the cap counts it.
    if (!res.locals.upload.file) checkRoom(ctx, { use: 'cpdActivity', ownerUserId: member.userid, uploaderId: req.auth.user.userID });
    const evidence = storedEvidence(member, res.locals.upload);
    const ActivityID = nextId(db, CPD.ACTIVITIES, 'ActivityID');
    const activity = {
      id: ActivityID, ActivityID, UserID: member.userid, ...fields,
      evidenceFileId: evidence?.fileId ?? null, evidenceFileName: evidence?.fileName ?? '',
      CreatedAt: stamp(), UpdatedAt: null,
    };
    insertRow(db, CPD.ACTIVITIES, activity);
    logSubject(res, activity);
    return answer(res, STATUS_CODE.OK, ACTIVITY_TEXT.saved, { data: activityView(db, activity) });
  }));

  // A new evidence file replaces the stored one (removed once the row names the new one); none keeps it.
  routes.put('/CPD/activities/update', SIGNED_IN, contract({
    summary: "Changes one of the caller's CPD activities (a new evidence PDF replaces the stored one)",
    source: spec(CPD_SECTION, 'PUT activities/update'),
    bodyType: 'multipart',
    body: object({ ActivityID: byRoute(integer({ min: 1 }), `200 '02' '${ACTIVITY_TEXT.notAvailable}'`), ...CPD_ACTIVITY_FORM.properties }, { required: ['ActivityID', ...CPD_ACTIVITY_FORM.required] }),
    responses: {
      200: activitySaved([OK, STATUS_CODE.FAILED, STATUS_CODE.FAILED_ALT], `'00' '${ACTIVITY_TEXT.updated}' with the activity; '02' '${ACTIVITY_TEXT.notAvailable}'; '03' as the add.`),
      403: OWN_ACTIVITY_ONLY,
      ...UPLOAD_LIMITS,
    },
  }), receivePdf(EVIDENCE_FIELD), activityLog('update'), ownMember(db, (member, req, res) => {
    const body = isPlainObject(req.body) ? req.body : {};
    const activity = activityById(db, idFrom(body.ActivityID));
    if (!activity) return answer(res, STATUS_CODE.FAILED, ACTIVITY_TEXT.notAvailable);
    if (activity.UserID !== member.userid) return forbidden(res);
    const { fields, problems } = activityFieldsOf(db, member.userid, body, { today: today(), exceptActivityId: activity.ActivityID });
    const refused = refusal(res, problems, res.locals.upload);
    if (refused) return refused;
    const evidence = storedEvidence(member, res.locals.upload, activity);
    const replaced = evidence ? activity.evidenceFileId : null;
    saveRows(db, CPD.ACTIVITIES, Object.assign(activity, fields, evidence ? { evidenceFileId: evidence.fileId, evidenceFileName: evidence.fileName } : {}, { UpdatedAt: stamp() }));
    if (replaced) removeStoredFile(ctx, replaced);
    logSubject(res, activity);
    return answer(res, STATUS_CODE.OK, ACTIVITY_TEXT.updated, { data: activityView(db, activity) });
  }));

  routes.delete('/CPD/activities/:ActivityID', SIGNED_IN, contract({
    summary: "Deletes one of the caller's CPD activities and its evidence",
    source: spec(CPD_SECTION, 'DELETE activities/{ActivityID}'),
    params: object({ ActivityID: idParam(`200 '02' '${ACTIVITY_TEXT.notAvailable}'`) }),
    responses: { 200: ownAnswer(`'00' '${ACTIVITY_TEXT.deleted}'; '02' '${ACTIVITY_TEXT.notAvailable}'.`, cpdDone([OK, STATUS_CODE.FAILED])), 403: OWN_ACTIVITY_ONLY },
  }), activityLog('delete'), ownMember(db, (member, req, res) => {
    const activity = activityById(db, idFrom(req.params.ActivityID));
    if (!activity) return answer(res, STATUS_CODE.FAILED, ACTIVITY_TEXT.notAvailable);
    if (activity.UserID !== member.userid) return forbidden(res);
    removeWhere(db, CPD.ACTIVITIES, { ActivityID: activity.ActivityID }); // its evidence goes with it (lib/files/orphan-files.mjs)
    logSubject(res, activity);
    return answer(res, STATUS_CODE.OK, ACTIVITY_TEXT.deleted);
  }));

  routes.get('/CPD/all-activities/:userid', SIGNED_IN, contract({
    summary: "A member's CPD activities (the member's own, or CPD staff's read)",
    source: spec(CPD_SECTION, 'GET all-activities/{userid}'),
    params: object({ userid: cpdUserParam }),
    query: object({
      ...PAGED_QUERY.properties,
      year: lenient(cpdYearValue('Only the activities dated in this CPD year.')),
      categoryId: lenient(integer({ min: 1, description: 'Only this category.' })),
      status: lenient(integer({ min: 1, description: 'Only this activity status.' })),
    }),
    responses: { 200: json('One page of activities, numbered, latest date first unless sorted otherwise.', page(CPD_ACTIVITY_ROW)), ...CPD_MEMBER_READ },
  }), readableMember(db, (req) => req.params.userid, (member, req, res) => {
    const { year, categoryId, status } = listFiltersOf(req.query);
    const range = year === null ? null : cpdYearRangeOf(db, year);
    const rows = activitiesOfUser(db, member.userid)
      .filter((a) => !range || (a.ActivityDate >= range.from && a.ActivityDate <= range.to))
      .filter((a) => categoryId === null || a.CategoryID === categoryId)
      .filter((a) => status === null || a.ActivityStatus === status)
      .map((a) => activityView(db, a));
    const page = pagedList(rows, req.query, ACTIVITY_LIST);
    return res.json({ data: indexed(page.data), total: page.total });
  }));

  /** The CPD year a request names (`value`), the current one when absent; undefined when it names none. */
  const yearAsked = (value) => (value === undefined || value === null || value === '' ? cpdYearOfDay(db, today()) : cpdYearParam(value) ?? undefined);

  routes.get('/CPD/actvitydetails/:userId', SIGNED_IN, contract({
    summary: "A member's CPD summary of a CPD year: registration, settings, compliance, goals, declaration",
    source: spec(CPD_SECTION, 'GET actvitydetails/{userId}'),
    params: object({ userId: cpdUserParam }),
    query: object({ year: YEAR_QUERY }),
    responses: { 200: json("'00' with the summary.", envelope([OK], { data: CPD_SUMMARY }, { required: ['data'] })), ...CPD_MEMBER_READ },
  }), readableMember(db, (req) => req.params.userId, (member, req, res) => {
    const year = yearAsked(req.query.year);
    if (year === undefined) return badRequest(res, MSG.badRequest);
    return res.json({ statusCode: STATUS_CODE.OK, status: MSG.success, data: cpdSummaryOf(db, member.userid, year, today()) });
  }));

  // { userId, year }: a member may leave userId out (their own); CPD staff name the member.
  routes.post('/CPD/transcript', SIGNED_IN, contract({
    summary: "A member's CPD transcript of a CPD year, as a PDF (base64)",
    source: addition('Members hand their CPD record to employers and auditors; staff print it for an audit.'),
    body: byRoute(object({
      userId: byRoute(integer({ min: 1, description: "CPD staff: the member's user id; left out, the caller's own." }), "404 '01' (no member) or 403 '02' (another member's)"),
      year: YEAR_QUERY,
    }), "a body that is no JSON object reads as an empty one (the caller's own, the current year)", ['type']),
    responses: {
      200: ownAnswer("'00' with the PDF's file name and its bytes in base64.", envelope([OK], { fileName: text(), content: text({ description: 'The PDF, base64.' }) }, { required: ['fileName', 'content'] })),
      ...CPD_MEMBER_READ,
    },
  }), (req, res, next) => {
    const body = isPlainObject(req.body) ? req.body : {};
    const send = (member) => {
      const year = yearAsked(body.year);
      if (year === undefined) return badRequest(res, MSG.badRequest);
      return transcriptPdf(ctx, member, year, now()).then((bytes) =>
        res.json({ statusCode: STATUS_CODE.OK, status: MSG.success, fileName: transcriptFileName(member, year), content: Buffer.from(bytes).toString('base64') }),
      );
    };
    const forMember = body.userId === undefined || body.userId === null || body.userId === '' ? ownMember(db, send) : readableMember(db, () => body.userId, send);
    return asyncRoute(forMember)(req, res, next);
  });

  routes.post('/CPD/declaration', SIGNED_IN, contract({
    summary: 'Signs the CPD declaration of the current or the previous CPD year',
    source: addition("Members declare each CPD year's record true and complete, as professional bodies ask before an audit."),
    body: byRoute(object({ year: byRoute(cpdYearValue('The current or the previous CPD year.'), `400 '05' '${DECLARATION_TEXT.yearInvalid}'`) }, { required: ['year'] }), `400 '05' '${DECLARATION_TEXT.yearInvalid}'`, ['type']),
    responses: { 200: ownAnswer(`'00' '${DECLARATION_TEXT.signed}' with the declaration; '02' '${DECLARATION_TEXT.alreadySigned}'.`, anyOf(cpdDone([OK], { data: CPD_DECLARATION }, ['data']), cpdDone([STATUS_CODE.FAILED]))) },
  }), logs({
    entity: 'CPD declaration',
    action: 'create',
    recordId: (req, body, res) => loggedSubject(res)?.DeclarationID ?? null,
    detail: (req, body, res) => (loggedSubject(res) ? `CPD declaration of ${loggedSubject(res).year} signed by user ${loggedSubject(res).UserID}` : ''),
  }), ownMember(db, (member, req, res) => {
    const current = cpdYearOfDay(db, today());
    const year = cpdYearParam(isPlainObject(req.body) ? req.body.year : undefined);
    if (year !== current && year !== current - 1) return badRequest(res, DECLARATION_TEXT.yearInvalid);
    if (declarationOf(db, member.userid, year)) return answer(res, STATUS_CODE.FAILED, DECLARATION_TEXT.alreadySigned);
    const DeclarationID = nextId(db, CPD.DECLARATIONS, 'DeclarationID');
    const declaration = { id: DeclarationID, DeclarationID, UserID: member.userid, year, statement: DECLARATION_TEXT.statement, signedAt: stamp() };
    insertRow(db, CPD.DECLARATIONS, declaration);
    logSubject(res, declaration);
    const { id, ...data } = declaration;
    return answer(res, STATUS_CODE.OK, DECLARATION_TEXT.signed, { data });
  }));

  routes.get('/dashboard/dashboardcpdcounts/:userid', SIGNED_IN, contract({
    summary: "The CPD card of a member's dashboard: the current CPD year's hours, goals and activities",
    source: spec('§7 Member profile and records: Dashboard (prefix dashboard/)', 'GET dashboardcpdcounts/{userid}'),
    params: object({ userid: cpdUserParam }),
    responses: { 200: json("'00' with the figures.", envelope([OK], { data: CPD_DASHBOARD_COUNTS }, { required: ['data'] })), ...CPD_MEMBER_READ },
  }), readableMember(db, (req) => req.params.userid, (member, req, res) =>
    ok(res, MSG.success, { data: dashboardCountsOf(db, member.userid, today()) }),
  ));

  return routes.router;
}
