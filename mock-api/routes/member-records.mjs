// Employment, academic and professional records (spec §7 "Member profile and records", §8 "Member records"):
// the member's own lists, adds and deletes, and the staff lists and adds, for the three kinds alike
// (lib/members/record-kinds.mjs holds what differs). A member's rows start Pending, staff-added ones Approved.
// Applicants use the same routes: their rows stay Pending until the application is approved, nothing
// changes once it is submitted, and employment rows may be edited (spec §2 application screen).
import { secureRoutes } from '../lib/http/routes.mjs';
import { allows, SIGNED_IN, screens } from '../lib/http/access.mjs';
import { APPLICATION_SCREENS, SCREEN } from '../lib/registry/screens.mjs';
import { RECORD_STATUS, STATUS_CODE } from '../lib/constants.mjs';
import { answer, forbidden } from '../lib/http/reply.mjs';
import { idFrom, isPlainObject } from '../lib/http/fields.mjs';
import { pagedList } from '../lib/http/paging.mjs';
import { nextId } from '../lib/storage/ids.mjs';
import { loggedSubject, logSubject, pastTense } from '../lib/audit/activity.mjs';
import { formReader } from '../lib/http/form-reader.mjs';
import { RECORD_KINDS } from '../lib/members/record-kinds.mjs';
import { fileRef, receivePdf, removeStoredFile, storePdf, uploadProblemText } from '../lib/files/uploads.mjs';
import { isMemberStaff, memberOfUser } from '../lib/members/members.mjs';
import { applicantUser, applicationLockedFor, isRegistrationStaff } from '../lib/applications/applicant-access.mjs';
import { maySeeApplicationOf } from '../lib/applications/application-access.mjs';
import { RECORD_TEXT } from '../../src/domain/memberRules.mjs';
import { APPLICATION_TEXT } from '../../src/domain/applicationRules.mjs';
import { wireDateOf } from '../../src/domain/wireDates.mjs';
import { insertRow, removeWhere, updateWhere } from '../lib/storage/changes.mjs';
import { SUBJECT, bodyOf, notOwnCase } from '../lib/auth/own-case.mjs';
import { addition, contract, spec } from '../lib/contract/declare.mjs';
import { PAGED_QUERY, byRoute, envelope, integer, json, object, page } from '../lib/contract/schemas.mjs';
import { RECORD_FORMS, RECORD_ROWS } from '../lib/contract/shapes/members.mjs';
import { UPLOAD_LIMITS } from '../lib/contract/shapes/uploads.mjs';

/** The contract's paths of each kind (spec §7; academic and professional lists carry _ and __). */
const PATHS = {
  employment: { list: 'workexperience', add: 'workexperience', edit: 'workexperience/:id', adminList: 'workexperienceadmin', adminAdd: 'workexperienceadmin', remove: '/usermanagement/employer/:id' },
  academic: { list: 'academicqualification_', ownListPost: '/application/acadamicDetails', add: 'academicqualification', adminList: 'academicqualification_admin', adminAdd: 'academicqualificationadmin', remove: '/usermanagement/academic/:id' },
  professional: { list: 'professionalmembership__', ownListPost: '/application/professionalDetails', add: 'professionalmembership', adminList: 'professionalmembership__admin', adminAdd: 'professionalmembershipadmin', remove: '/usermanagement/prof/:id' },
};
const MEMBER = '/usermanagement/member';
const MEMBER_LISTS = screens(SCREEN.MEMBER_LOOKUP, SCREEN.MEMBER_OVERVIEW, SCREEN.EDIT_MEMBER, SCREEN.APPROVE_MEMBERS);
const MEMBER_ADD = screens(SCREEN.EDIT_MEMBER);
// The staff lists and adds also serve applicants' records, to holders of the application screens.
const ADMIN_LISTS = screens(...MEMBER_LISTS.screens, ...APPLICATION_SCREENS);
const ADMIN_ADD = screens(...MEMBER_ADD.screens, SCREEN.APPLICANT_REGISTRATION);

const USER_MANAGEMENT = '§7 User management (prefix usermanagement/)';
const RECORDS = '§7 Member profile and records';
const APPLICATION_PREFIX = '§7 Member profile and records: application prefix';
const RECORD_ID = byRoute(integer({ min: 1 }), `200 '02' '${RECORD_TEXT.recordNotFound}'`);
const LISTED_USER = byRoute(integer({ min: 1, description: "The member's or applicant's user id." }), 'another value lists nothing');

/** The contracts of one record kind's routes (their paths: PATHS; what differs: lib/members/record-kinds.mjs). */
function recordContracts(kind, paths) {
  const row = RECORD_ROWS[kind.kind];
  const form = RECORD_FORMS[kind.kind];
  const noun = kind.label.toLowerCase();
  const failures = [...new Set([kind.codes.pdf, '02', '03', '04', '05', kind.codes.other])].sort();
  const list = { query: PAGED_QUERY, responses: { 200: json(`One page of ${noun} records.`, page(row)) } };
  const added = {
    body: form,
    bodyType: 'multipart',
    responses: {
      200: json(`'00' 'success' with the new row's ${kind.idField}; else the §8 code and text ('${kind.codes.pdf}' a missing or wrong file, '${kind.codes.other}' a field, '03'..'05' the dates; '02' once the application is submitted).`, envelope([STATUS_CODE.OK, ...failures], { [kind.idField]: integer({ min: 1 }) }, { message: true })),
      ...UPLOAD_LIMITS,
    },
  };
  const call = (path) => path.replace(/:(\w+)/g, '{$1}');
  return {
    ownList: contract({ summary: `The signed-in user's own ${noun} records`, source: spec(RECORDS, `GET usermanagement/member/${paths.list} (paged, own)`), ...list }),
    ownListPost: paths.ownListPost && contract({ summary: `The signed-in user's own ${noun} records (the POST of the same list)`, source: spec(APPLICATION_PREFIX, `POST ${paths.ownListPost.replace('/application/', '')}`), ...list }),
    add: contract({ summary: `Adds an own ${noun} record with its PDF (Pending until approved)`, source: spec(USER_MANAGEMENT, `POST member/${paths.add}`), ...added }),
    adminList: contract({
      summary: `A member's or applicant's ${noun} records (staff)`,
      source: spec(RECORDS, `GET usermanagement/member/${paths.adminList}/{userId} (paged, admin)`),
      params: object({ userId: LISTED_USER }),
      ...list,
    }),
    adminAdd: contract({ summary: `Adds a ${noun} record to a member (approved at once) or to an applicant (Pending)`, source: spec(USER_MANAGEMENT, `POST member/${paths.adminAdd}`), ...added }),
    edit: paths.edit && contract({
      summary: `Changes an own Pending or Rejected ${noun} record (Pending again; without a file the stored one stays)`,
      source: addition('Applicants correct a Pending or Rejected employment row before they submit (spec §2 application screen); the spec lists no call for it.'),
      params: object({ id: RECORD_ID }),
      ...added,
      responses: { ...added.responses, 200: json(`'00' 'success'; else the §8 code and text, or '02' for an approved, locked or unknown record.`, added.responses[200].content['application/json'].schema) },
    }),
    remove: contract({
      summary: `Deletes a ${noun} record (own Pending or Rejected ones; staff any other user's)`,
      source: spec(USER_MANAGEMENT, `DELETE ${call(paths.remove.replace('/usermanagement/', ''))}`),
      params: object({ id: RECORD_ID }),
      responses: { 200: json("'00' deleted; '02' refused with the reason.", envelope([STATUS_CODE.OK, STATUS_CODE.FAILED], {}, { message: true })) },
    }),
  };
}

export function memberRecordRoutes(ctx) {
  const { db, logs, now } = ctx;
  const routes = secureRoutes(ctx);
  /** Staff who may change this user's records: member staff any member's, registration staff an applicant's. */
  const isRecordStaff = (user, ownerUserId) => isMemberStaff(db, user) || (isRegistrationStaff(db, user) && Boolean(applicantUser(db, ownerUserId)));

  for (const kind of Object.values(RECORD_KINDS)) {
    const paths = PATHS[kind.kind];
    const described = recordContracts(kind, paths);
    const rowsOf = (userid) => db.get(kind.collection).filter({ userid }).value();
    const list = (userid, query) => pagedList(rowsOf(userid), query, { filterColumns: kind.filterColumns, sortColumns: kind.sortColumns, defaultSort: kind.defaultSort });
    const recordLog = (action) =>
      logs({
        entity: kind.kind,
        action,
        recordId: (req, body, res) => loggedSubject(res)?.[kind.idField] ?? null,
        detail: (req, body, res) => `${kind.label} record #${loggedSubject(res)?.[kind.idField]} (${loggedSubject(res)?.[kind.nameField]}) of user ${loggedSubject(res)?.userid} ${pastTense(action)}`,
      });

    /** Validates everything, then stores the PDF and the row: a refused add leaves no file and no row. */
    const addFor = (req, res, userid, status) => {
      const form = formReader(isPlainObject(req.body) ? req.body : {}, wireDateOf(now()));
      const fields = kind.read(form, db);
      if (form.problem) return answer(res, kind.codes.other, form.problem);
      const upload = res.locals.upload;
      if (upload.problem) return answer(res, upload.problem === 'tooLarge' ? kind.codes.other : kind.codes.pdf, uploadProblemText(upload));
      const datesWrong = kind.dateProblem(fields, rowsOf(userid));
      if (datesWrong) return answer(res, datesWrong.code, datesWrong.text);
      const file = storePdf(ctx, { ownerUserId: userid, file: upload.file, use: kind.kind });
      const id = nextId(db, kind.collection, kind.idField);
      const decided = status === RECORD_STATUS.APPROVED ? { decidedAt: new Date(now()).toISOString(), decidedBy: req.auth.user.username } : { decidedAt: null, decidedBy: null };
      const row = { id, [kind.idField]: id, userid, ...fields, status, ...fileRef(file), createdAt: new Date(now()).toISOString(), comment: '', ...decided };
      logSubject(res, row);
      insertRow(db, kind.collection, row);
      return answer(res, STATUS_CODE.OK, 'success', { [kind.idField]: id });
    };

    /** Like the add, on an existing row: a missing file keeps the stored one; the dates are checked against the others. */
    const editFor = (req, res, row) => {
      const form = formReader(isPlainObject(req.body) ? req.body : {}, wireDateOf(now()));
      const fields = kind.read(form, db);
      if (form.problem) return answer(res, kind.codes.other, form.problem);
      const upload = res.locals.upload;
      if (upload.problem && upload.problem !== 'missing') return answer(res, upload.problem === 'tooLarge' ? kind.codes.other : kind.codes.pdf, uploadProblemText(upload));
      const others = rowsOf(row.userid).filter((other) => other[kind.idField] !== row[kind.idField]);
      const datesWrong = kind.dateProblem(fields, others);
      if (datesWrong) return answer(res, datesWrong.code, datesWrong.text);
      const file = upload.file ? fileRef(storePdf(ctx, { ownerUserId: row.userid, file: upload.file, use: kind.kind, newRecord: false, replaces: row.fileId })) : {};
      const changes = { ...fields, ...file, status: RECORD_STATUS.PENDING, comment: '', decidedAt: null, decidedBy: null, updatedAt: new Date(now()).toISOString() };
      const saved = updateWhere(db, kind.collection, { [kind.idField]: row[kind.idField] }, changes);
      if (upload.file) removeStoredFile(ctx, row.fileId);
      logSubject(res, saved);
      return answer(res, STATUS_CODE.OK, 'success', { [kind.idField]: row[kind.idField] });
    };

    const ownList = (req, res) => res.json(list(req.auth.user.userID, req.query));
    routes.get(`${MEMBER}/${paths.list}`, SIGNED_IN, described.ownList, ownList);
    // Spec §7 also names POST application/acadamicDetails and professionalDetails with an empty body: the same own list.
    if (paths.ownListPost) routes.post(paths.ownListPost, SIGNED_IN, described.ownListPost, ownList);
    routes.post(`${MEMBER}/${paths.add}`, SIGNED_IN, described.add, receivePdf(kind.fileField), recordLog('create'), (req, res) => {
      if (applicationLockedFor(db, req.auth.user.userID)) return answer(res, STATUS_CODE.FAILED, APPLICATION_TEXT.locked);
      return addFor(req, res, req.auth.user.userID, RECORD_STATUS.PENDING);
    });

    routes.get(`${MEMBER}/${paths.adminList}/:userId`, ADMIN_LISTS, described.adminList, (req, res) => {
      const userid = idFrom(req.params.userId) ?? 0;
      const mayRead = applicantUser(db, userid) ? maySeeApplicationOf(db, req.auth.user, userid) : allows(db, MEMBER_LISTS, req.auth.user);
      if (!mayRead) return forbidden(res);
      return res.json(list(userid, req.query));
    });
    // A staff-added record is approved at once: never to one's own profile (the member's own add waits for approval).
    routes.post(`${MEMBER}/${paths.adminAdd}`, ADMIN_ADD, described.adminAdd, receivePdf(kind.fileField), notOwnCase('memberRecord', (req) => SUBJECT.user(db, bodyOf(req).userId)), recordLog('create'), (req, res) => {
      const userid = idFrom(req.body?.userId);
      // Staff fill in an applicant's records as the applicant would: Pending until the application is approved.
      if (applicantUser(db, userid)) {
        if (!isRegistrationStaff(db, req.auth.user)) return forbidden(res);
        if (applicationLockedFor(db, userid)) return answer(res, STATUS_CODE.FAILED, APPLICATION_TEXT.locked);
        return addFor(req, res, userid, RECORD_STATUS.PENDING);
      }
      const member = memberOfUser(db, userid);
      if (!member) return answer(res, kind.codes.other, 'Member not found');
      if (!allows(db, MEMBER_ADD, req.auth.user)) return forbidden(res);
      return addFor(req, res, member.userid, RECORD_STATUS.APPROVED);
    });

    if (paths.edit) {
      // Own Pending or Rejected rows (and an applicant's, for registration staff); an edited row is Pending again.
      routes.put(`${MEMBER}/${paths.edit}`, SIGNED_IN, described.edit, receivePdf(kind.fileField), recordLog('update'), (req, res) => {
        const row = db.get(kind.collection).find({ [kind.idField]: idFrom(req.params.id) }).value();
        if (!row) return answer(res, STATUS_CODE.FAILED, RECORD_TEXT.recordNotFound);
        if (row.userid !== req.auth.user.userID && !isRecordStaff(req.auth.user, row.userid)) return forbidden(res);
        if (applicationLockedFor(db, row.userid)) return answer(res, STATUS_CODE.FAILED, APPLICATION_TEXT.locked);
        if (row.status === RECORD_STATUS.APPROVED) return answer(res, STATUS_CODE.FAILED, RECORD_TEXT.approvedNotEditable);
        return editFor(req, res, row);
      });
    }

    // A member removes their own Pending or Rejected rows; staff with a member screen any other user's row (on their
    // own rows staff are the member: an approved record of theirs stays).
    routes.delete(paths.remove, SIGNED_IN, described.remove, recordLog('delete'), (req, res) => {
      const row = db.get(kind.collection).find({ [kind.idField]: idFrom(req.params.id) }).value();
      if (!row) return answer(res, STATUS_CODE.FAILED, RECORD_TEXT.recordNotFound);
      const staff = row.userid !== req.auth.user.userID && isRecordStaff(req.auth.user, row.userid);
      if (row.userid !== req.auth.user.userID && !staff) return forbidden(res);
      if (applicationLockedFor(db, row.userid)) return answer(res, STATUS_CODE.FAILED, APPLICATION_TEXT.locked);
      if (!staff && row.status === RECORD_STATUS.APPROVED) return answer(res, STATUS_CODE.FAILED, RECORD_TEXT.approvedNotDeletable);
      logSubject(res, row);
      // Its file goes with it (lib/files/orphan-files.mjs).
      removeWhere(db, kind.collection, { [kind.idField]: row[kind.idField] });
      return answer(res, STATUS_CODE.OK, RECORD_TEXT.deleted);
    });
  }
  return routes.router;
}

