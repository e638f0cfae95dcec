// The signed-in member's own profile (spec §2 "Member profile screen", §7 "Member profile and records"): their
// member record or the §4 user-details fallback, the contact update, and the change request with its service
// letter. Every route acts on the token's user only; no user id is ever taken from the request.
import { secureRoutes } from '../lib/http/routes.mjs';
import { SIGNED_IN } from '../lib/http/access.mjs';
import { RECORD_STATUS, STATUS_CODE, TEXT_MAX } from '../lib/constants.mjs';
import { answer } from '../lib/http/reply.mjs';
import { isPlainObject, selectedId, trimmed } from '../lib/http/fields.mjs';
import { pagedList } from '../lib/http/paging.mjs';
import { nextId } from '../lib/storage/ids.mjs';
import { applicationOfUser } from '../lib/applications/applications.mjs';
import { userDetailsOf } from '../lib/applications/applicant-profile.mjs';
import { formReader } from '../lib/http/form-reader.mjs';
import { memberOfUser, memberTypeById, memberView } from '../lib/members/members.mjs';
import { standingOf } from '../lib/payments/dues.mjs';
import { fileRef, receivePdf, storePdf } from '../lib/files/uploads.mjs';
import { CHANGE_REQUEST_LIST, CHANGE_REQUESTS, changeRequestRow, changeRequestsOf } from '../lib/members/change-requests.mjs';
import { contactNumberProblem, designationProblem, MEMBER_FIELD_MAX, MEMBER_TEXT, RECORD_TEXT } from '../../src/domain/memberRules.mjs';
import { wireDateOf } from '../../src/domain/wireDates.mjs';
import { insertRow, updateWhere } from '../lib/storage/changes.mjs';
import { addition, contract, spec } from '../lib/contract/declare.mjs';
import { PAGED_QUERY, anyOf, envelope, integer, json, object, page, text } from '../lib/contract/schemas.mjs';
import { CHANGE_REQUEST, CHANGE_REQUEST_FORM, CONTACT_FORM, MEMBER } from '../lib/contract/shapes/members.mjs';
import { APPLICANT_DETAILS } from '../lib/contract/shapes/applicants.mjs';
import { UPLOAD_LIMITS } from '../lib/contract/shapes/uploads.mjs';
import { loggedSubject, logSubject } from '../lib/audit/activity.mjs';
import { MSG } from '../lib/common-texts.mjs';

const NO_MEMBER = MSG.noMember;
const UPDATED = 'Update Successfuly';
/** Change request codes (spec §8): '01' too large, '02' not a PDF, '03' anything else. */
const CR = { TOO_LARGE: '01', NOT_PDF: '02', OTHER: '03' };

const USER_MANAGEMENT = '§7 User management (prefix usermanagement/)';
/** '1' is the spec's argument: any value reads the token's own record. */
const OWN_ARGUMENT = 'Always 1 in the spec; the token decides whose record it is.';

export function memberProfileRoutes(ctx) {
  const { db, logs, now } = ctx;
  const routes = secureRoutes(ctx);
  const ownMember = (req) => memberOfUser(db, req.auth.user.userID);

  // '1' is the contract's argument; the token decides whose record it is.
  routes.get('/usermanagement/member/1', SIGNED_IN, contract({
    summary: "The signed-in user's own member record, or 'No Member'",
    description: OWN_ARGUMENT,
    source: spec(USER_MANAGEMENT, 'GET member/{id}'),
    responses: { 200: json("memberData: the member with its status name and standing today, or the text 'No Member'.", object({ memberData: anyOf(MEMBER, text({ values: [NO_MEMBER] })) }, { required: ['memberData'] })) },
  }), (req, res) => {
    const member = ownMember(req);
    res.json({ memberData: member ? memberView(member, standingOf(ctx, member)) : NO_MEMBER });
  });

  // An applicant's user details also carry their application header (lib/applications/applicant-profile.mjs).
  routes.get('/usermanagement/user/1', SIGNED_IN, contract({
    summary: "The signed-in user's own user details (an applicant's with the application header)",
    description: OWN_ARGUMENT,
    source: spec(USER_MANAGEMENT, 'GET user/{id}'),
    responses: { 200: json('memberData: the user details.', object({ memberData: APPLICANT_DETAILS }, { required: ['memberData'] })) },
  }), (req, res) => {
    res.json({ memberData: userDetailsOf(db, req.auth.user, applicationOfUser(db, req.auth.user.userID)) });
  });

  const profileLog = logs({ entity: 'member', action: 'update', recordId: (req, body, res) => loggedSubject(res)?.memberID ?? null, detail: (req, body, res) => `Member ${loggedSubject(res)?.memberNo} updated their contact details` });
  routes.post('/usermanagement/member/userProfileUpdateMember', SIGNED_IN, contract({
    summary: "Changes the signed-in member's contact number and address at once",
    source: spec(USER_MANAGEMENT, 'POST member/userProfileUpdateMember'),
    body: CONTACT_FORM,
    responses: { 200: json(`'00' '${UPDATED}'; '02' refused with the reason ('${NO_MEMBER}' for a user without a member record).`, envelope([STATUS_CODE.OK, STATUS_CODE.FAILED], {}, { message: true })) },
  }), profileLog, (req, res) => {
    const member = ownMember(req);
    if (!member) return answer(res, STATUS_CODE.FAILED, NO_MEMBER);
    const body = isPlainObject(req.body) ? req.body : {};
    const form = formReader(body, wireDateOf(now()));
    const contact = contactNumberProblem(body.contactNumber);
    if (contact) return answer(res, STATUS_CODE.FAILED, contact);
    const addressNo = form.text('addressNo', { label: 'Address Line 1', max: MEMBER_FIELD_MAX.addressLine, required: MEMBER_TEXT.addressLine1Required });
    const addressSt = form.text('addressSt', { label: 'Address Line 2', max: MEMBER_FIELD_MAX.addressLine, required: MEMBER_TEXT.addressLine2Required });
    const addressCity = form.text('addressCity', { label: 'Address Line 3', max: MEMBER_FIELD_MAX.addressLine });
    if (form.problem) return answer(res, STATUS_CODE.FAILED, form.problem);
    logSubject(res, member);
    updateWhere(db, 'members', { memberID: member.memberID }, { mobileNo: trimmed(body.contactNumber), addressNo, addressSt, addressCity });
    return answer(res, STATUS_CODE.OK, UPDATED);
  });

  const requestLog = logs({ entity: 'changeRequest', action: 'create', recordId: (req, body, res) => loggedSubject(res)?.requestId ?? null, detail: (req, body, res) => `Change request #${loggedSubject(res)?.requestId} of member ${loggedSubject(res)?.memberNo}: ${loggedSubject(res)?.memberTypeName}, ${loggedSubject(res)?.designation}` });
  routes.post('/usermanagement/member/userProfileUpdate', SIGNED_IN, contract({
    summary: 'The signed-in member asks to change member type and designation, with a service letter (Pending until decided)',
    source: spec(USER_MANAGEMENT, 'POST member/userProfileUpdate'),
    body: CHANGE_REQUEST_FORM,
    bodyType: 'multipart',
    responses: {
      200: json("'00' 'success' with the request's id; '01' the file is too large; '02' no PDF; '03' anything else, with its text.", envelope([STATUS_CODE.OK, CR.TOO_LARGE, CR.NOT_PDF, CR.OTHER], { requestId: integer({ min: 1 }) }, { message: true })),
      ...UPLOAD_LIMITS,
    },
  }), receivePdf('fileupload'), requestLog, (req, res) => {
    const member = ownMember(req);
    if (!member) return answer(res, CR.OTHER, NO_MEMBER);
    if (changeRequestsOf(db, member.userid).some((row) => row.status === RECORD_STATUS.PENDING)) return answer(res, CR.OTHER, RECORD_TEXT.changeRequestOpen);
    const body = isPlainObject(req.body) ? req.body : {};
    const designationWrong = designationProblem(body.designation);
    if (designationWrong) return answer(res, CR.OTHER, designationWrong);
    const designation = trimmed(body.designation);
    if (designation.length > MEMBER_FIELD_MAX.designation) return answer(res, CR.OTHER, `Designation must be at most ${MEMBER_FIELD_MAX.designation} characters`);
    const type = memberTypeById(db, selectedId(body.membertypeid));
    if (!type) return answer(res, CR.OTHER, 'Select a valid member type');
    const form = formReader(body, wireDateOf(now()));
    const remark = form.text('remark', { label: 'Remark', max: TEXT_MAX.note });
    if (form.problem) return answer(res, CR.OTHER, form.problem);
    const { upload } = res.locals;
    if (upload.problem === 'tooLarge') return answer(res, CR.TOO_LARGE, RECORD_TEXT.fileTooLarge);
    if (upload.problem) return answer(res, CR.NOT_PDF, RECORD_TEXT.pdfRequired);
    const file = storePdf(ctx, { ownerUserId: member.userid, file: upload.file, use: 'changeRequest' });
    const requestId = nextId(db, CHANGE_REQUESTS, 'requestId');
    const row = changeRequestRow(member, { requestId, type, designation, remark, file: fileRef(file), createdAt: new Date(now()).toISOString() });
    logSubject(res, row);
    insertRow(db, CHANGE_REQUESTS, row);
    return answer(res, STATUS_CODE.OK, 'success', { requestId });
  });

  routes.get('/usermanagement/member/change-requests', SIGNED_IN, contract({
    summary: "The signed-in member's own change requests",
    source: addition('A member sees the change requests they made and how each was decided.'),
    query: PAGED_QUERY,
    responses: { 200: json('One page of change requests (newest first unless sorted otherwise).', page(CHANGE_REQUEST)) },
  }), (req, res) => res.json(pagedList(changeRequestsOf(db, req.auth.user.userID), req.query, CHANGE_REQUEST_LIST)));
  return routes.router;
}
