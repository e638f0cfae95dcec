// The shapes of the member calls: the member as the staff screens get it, the lookup, the members table, the
// change requests, the staff edit, and the employment, academic and professional records (lib/members/record-kinds.mjs).
import { CONTACT_NUMBER_MAX, CONTACT_NUMBER_MIN, CONTACT_NUMBER_PATTERN, ENTRY_METHODS, LETTERS_AND_SPACES, MEMBER_FIELD_MAX, MEMBER_STATUS, NIC_PATTERN, QUALIFICATION_LEVELS, STUDY_MODES } from '../../../../src/domain/memberRules.mjs';
import { STANDING } from '../../../../src/domain/memberStanding.mjs';
import { RECORD_STATUS, TEXT_MAX } from '../../constants.mjs';
import { TRANSFER_LIMITS, TRANSFER_STATUS } from '../../../../src/domain/transferRules.mjs';
import { RECORD_KINDS } from '../../members/record-kinds.mjs';
import { anyOf, boolean, byRoute, integer, named, nullable, object, text } from '../schemas.mjs';
import { uploadPart } from './uploads.mjs';

const STAMP = text({ description: 'ISO 8601, UTC.' });
const DAY = text({ format: 'date', description: 'YYYY-MM-DD.' });
const ID = integer({ min: 1 });

/** The standing today (src/domain/memberStanding.mjs): code, label, the valid-till day it was read from, the grace. */
export const STANDING_FIELDS = Object.freeze({
  standing: text({ values: Object.values(STANDING) }),
  standingName: text(),
  validTillDate: nullable(DAY),
  graceUntil: nullable(DAY),
});
const MEMBER_STATUS_TEXT = `The member status (${Object.entries(MEMBER_STATUS).map(([name, code]) => `${code} ${name.toLowerCase()}`).join(', ')}).`;

const MEMBER_FIELDS = {
  memberID: ID,
  memberNo: text(),
  userid: ID,
  title: nullable(text()),
  firstName: text(),
  middleName: nullable(text()),
  lastName: text(),
  fullName: nullable(text()),
  nameWithInitials: nullable(text()),
  nicNumber: nullable(text()),
  dob: nullable(text()),
  mobileNo: nullable(text()),
  email: nullable(text()),
  addressNo: nullable(text()),
  addressSt: nullable(text()),
  addressCity: nullable(text()),
  designation: nullable(text()),
  membertypeid: nullable(ID),
  memberTypeName: nullable(text()),
  lastRenewalYear: nullable(integer()),
  status: integer({ description: MEMBER_STATUS_TEXT }),
  statusName: text(),
  chapterId: nullable(ID),
  ...STANDING_FIELDS,
};
const MEMBER_REQUIRED = ['memberID', 'memberNo', 'userid', 'firstName', 'lastName', 'status', 'statusName', 'standing', 'standingName'];

/** A member as the staff screens read it: the stored row (no json-server id) with its status name and standing. */
export const MEMBER = named('Member', object({ ...MEMBER_FIELDS, cvFile: nullable(text({ description: 'The CV as a data URL, when uploaded.' })) }, { required: MEMBER_REQUIRED }));
/** A row of the members table: the member without the CV, and whether there is one. */
export const MEMBER_LIST_ROW = named('MemberListRow', object({ ...MEMBER_FIELDS, hasCv: boolean() }, { required: [...MEMBER_REQUIRED, 'hasCv'] }));

/** The admin lookup item of spec §3 (plus member number, status and standing). */
export const MEMBER_LOOKUP_ITEM = named('MemberLookupItem', object(
  {
    firstName: text(), lastName: text(), title: nullable(text()), contactNumber: nullable(text()), email: nullable(text()), NIC: nullable(text()),
    designation: nullable(text()), address: text(), memberType: nullable(text()), userId: ID, memberID: ID, memberNo: text(), status: integer({ description: MEMBER_STATUS_TEXT }),
    ...STANDING_FIELDS,
  },
  { required: ['firstName', 'lastName', 'memberID', 'memberNo', 'userId', 'status', 'standing'] },
));

const DECIDED = { comment: text(), decidedAt: nullable(STAMP), decidedBy: nullable(text()) };
const RECORD_STATUS_TEXT = `The record status (${Object.entries(RECORD_STATUS).map(([name, code]) => `${code} ${name.toLowerCase()}`).join(', ')}).`;

/** A member's request to change member type and designation, with its service letter (lib/members/change-requests.mjs). */
export const CHANGE_REQUEST = named('ChangeRequest', object(
  {
    id: ID, requestId: ID, userid: ID, memberID: ID, memberNo: text(), memberName: text(), currentMemberTypeName: nullable(text()), memberTypeName: text(), membertypeid: ID,
    currentDesignation: nullable(text()), designation: text(), remark: text(), status: integer({ description: RECORD_STATUS_TEXT }),
    fileId: nullable(ID), fileName: text(), createdAt: STAMP, ...DECIDED,
  },
  { required: ['requestId', 'userid', 'memberID', 'memberNo', 'memberTypeName', 'status', 'createdAt'] },
));

const EDIT_RULE = "200 '02' with the first broken rule's text";
const edit = (schema) => byRoute(schema, EDIT_RULE);
/** POST application/updatemember/{memberID}: the staff edit of a member's profile; NIC and date of birth only while unset. */
export const MEMBER_EDIT_FORM = named('MemberEditForm', object(
  {
    title: edit(text({ min: 1, max: TEXT_MAX.personName, description: 'A title of get-member-titles.' })),
    firstName: edit(text({ min: 1, max: TEXT_MAX.personName })),
    middleName: edit(text({ max: TEXT_MAX.personName })),
    lastName: edit(text({ min: 1, max: TEXT_MAX.personName })),
    membertypeid: edit({ ...anyOf(ID, text(), object({ value: anyOf(ID, text()) })), description: "A member type's id (or a select's {value})." }),
    designation: edit(text({ max: MEMBER_FIELD_MAX.designation })),
    mobileNo: edit(text({ max: CONTACT_NUMBER_MAX })),
    email: edit(text({ min: 1, max: TEXT_MAX.email, format: 'email' })),
    addressNo: edit(text({ min: 1, max: MEMBER_FIELD_MAX.addressLine })),
    addressSt: edit(text({ min: 1, max: MEMBER_FIELD_MAX.addressLine })),
    addressCity: edit(text({ max: MEMBER_FIELD_MAX.addressLine })),
    nicNumber: edit(text({ max: 12, pattern: NIC_PATTERN.source, description: 'Read-only once stored (the same value is fine).' })),
    dob: edit(text({ format: 'date', description: 'Read-only once stored.' })),
  },
  { required: ['title', 'firstName', 'lastName', 'membertypeid', 'email', 'addressNo', 'addressSt'] },
));

// Employment, academic and professional records ------------------------------------------------------------------

const FILE_FIELDS = { fileId: nullable(ID), fileName: text() };
const RECORD_COMMON = { id: ID, userid: ID, status: integer({ description: RECORD_STATUS_TEXT }), ...FILE_FIELDS, createdAt: STAMP, updatedAt: STAMP, ...DECIDED };
const recordRow = (name, kind, fields, required) =>
  named(name, object({ [kind.idField]: ID, ...RECORD_COMMON, ...fields }, { required: [kind.idField, 'userid', 'status', ...required] }));
const { employment, academic, professional } = RECORD_KINDS;

/** The rows of each kind, by its kind name (lib/members/record-kinds.mjs). */
export const RECORD_ROWS = Object.freeze({
  employment: recordRow('EmploymentRecord', employment, {
    companyname: text(), desgnation: text(), adddress: text(), phonenumber: text(), startdate: DAY, enddate: nullable(DAY), currentemp: text({ values: ['on', 'off'] }),
  }, ['companyname', 'startdate']),
  academic: recordRow('AcademicRecord', academic, {
    institutename: text(), qualificationname: text(), parttimefulltime: text({ values: STUDY_MODES }), address: text(), fromdate: DAY, todate: DAY, admitdate: nullable(DAY),
  }, ['institutename', 'qualificationname', 'fromdate']),
  professional: recordRow('ProfessionalRecord', professional, {
    membername: text(), profession: text(), grade: text(), entrymethod: text({ values: ENTRY_METHODS }), address: text(), startdate: DAY, enddate: nullable(DAY),
  }, ['membername', 'startdate']),
});

const FORM_RULES = "200 with the §8 code and text of the first broken rule (the route reads the form)";
const form = (name, properties, required) => named(name, byRoute(object(properties, { required }), FORM_RULES));
const DATE = (description) => text({ format: 'date', description });
const staffUser = { userId: integer({ min: 1, description: "Staff adds only: the member's or applicant's user id." }) };

/** The multipart forms of each kind (documented; the route reads and checks them, answering the §8 texts). */
export const RECORD_FORMS = Object.freeze({
  employment: form('EmploymentForm', {
    companynameval: text({ description: "A company's id of get-all-companies, or 'Other'." }),
    companyname: text({ description: "The company's name as listed, or 'Other'." }),
    companynameother: text({ max: MEMBER_FIELD_MAX.organisation, description: 'With Other: the company name.' }),
    desgnation: text({ min: 1, max: MEMBER_FIELD_MAX.designation }),
    adddress: text({ max: MEMBER_FIELD_MAX.address, description: "Left empty: the company's address." }),
    phonenumber: text({ max: TEXT_MAX.phone, pattern: '^\\+?\\d{1,15}$' }),
    currentemp: text({ description: "'on' (or true) for the current job: no end date." }),
    startDate: DATE('The start day.'),
    endDate: DATE('The end day, unless current.'),
    [employment.fileField]: uploadPart('The service letter.'),
    ...staffUser,
  }, ['desgnation', 'startDate', employment.fileField]),
  academic: form('AcademicForm', {
    institutenameval: text({ description: "A university's id of get-all-universities, or 'Other'." }),
    institutename: text({ description: "The university's name as listed, or 'Other'." }),
    academicuni: text({ max: MEMBER_FIELD_MAX.organisation, description: 'With Other: the institute name.' }),
    qualificationname: text({ values: QUALIFICATION_LEVELS, description: 'A level (or its 1-based number).' }),
    qualname: text({ max: MEMBER_FIELD_MAX.qualification, description: 'With Other: the qualification.' }),
    parttimefulltime: text({ values: STUDY_MODES, description: 'A mode (or its 1-based number).' }),
    address: text({ max: MEMBER_FIELD_MAX.address }),
    fromDate: DATE('The start day.'),
    toDate: DATE('The end day.'),
    admitDate: DATE('The day the qualification was received.'),
    [academic.fileField]: uploadPart('The certificate.'),
    ...staffUser,
  }, ['qualificationname', 'parttimefulltime', 'fromDate', 'toDate', academic.fileField]),
  professional: form('ProfessionalForm', {
    membername: text({ min: 1, max: MEMBER_FIELD_MAX.organisation, pattern: LETTERS_AND_SPACES.source }),
    profession: text({ max: MEMBER_FIELD_MAX.organisation }),
    grade: text({ min: 1, max: MEMBER_FIELD_MAX.grade }),
    entrymethod: text({ values: ENTRY_METHODS, description: 'A method (or its 1-based number).' }),
    address: text({ max: MEMBER_FIELD_MAX.address }),
    startdate: DATE('The start day.'),
    enddate: DATE('The end day.'),
    [professional.fileField]: uploadPart('The certificate.'),
    ...staffUser,
  }, ['membername', 'grade', 'entrymethod', 'startdate', professional.fileField]),
});

// The approval queue and staff decisions (routes/member-approvals.mjs) ------------------------------------------

/** A pending change request or record of a member (lib/members/member-decisions.mjs pendingItems). */
export const QUEUE_ITEM = named('ApprovalQueueItem', object(
  {
    key: text({ description: "'<kind>-<id>', unique across kinds." }),
    kind: text({ values: ['changeRequest', 'employment', 'academic', 'professional'] }),
    id: ID, userid: ID, memberID: ID, memberNo: text(), memberName: nullable(text()), summary: text(), ...FILE_FIELDS, createdAt: STAMP,
  },
  { required: ['key', 'kind', 'id', 'userid', 'memberID', 'memberNo', 'summary', 'createdAt'] },
));

/** A member's entitlements (stored, or the defaults of the member's type). */
export const entitlementsShape = (keys) => named('Entitlements', object(
  { memberID: ID, ...Object.fromEntries(keys.map((key) => [key, boolean()])), updatedAt: nullable(STAMP), updatedBy: nullable(text()) },
  { required: ['memberID', ...keys] },
));

// The member's own profile (routes/member-profile.mjs) ------------------------------------------------------------

const OWN_RULE = "200 '02' with the first broken rule's text";
/** POST member/userProfileUpdateMember: the contact fields a member changes at once. */
export const CONTACT_FORM = named('ContactForm', byRoute(object(
  {
    contactNumber: byRoute(text({ min: CONTACT_NUMBER_MIN, max: CONTACT_NUMBER_MAX, pattern: CONTACT_NUMBER_PATTERN.source, description: 'Trimmed.' }), OWN_RULE),
    addressNo: byRoute(text({ min: 1, max: MEMBER_FIELD_MAX.addressLine }), OWN_RULE),
    addressSt: byRoute(text({ min: 1, max: MEMBER_FIELD_MAX.addressLine }), OWN_RULE),
    addressCity: byRoute(text({ max: MEMBER_FIELD_MAX.addressLine }), OWN_RULE),
  },
  { required: ['contactNumber', 'addressNo', 'addressSt'] },
), 'a body that is no object reads as an empty form', ['type']));

/** POST member/userProfileUpdate (multipart): the member type and designation asked for, with the service letter. */
export const CHANGE_REQUEST_FORM = named('ChangeRequestForm', byRoute(object(
  {
    membertypeid: { ...anyOf(ID, text(), object({ value: anyOf(ID, text()) })), description: "The member type asked for (or a select's {value})." },
    memberTypeName: text({ description: 'Shown only; the id decides.' }),
    designation: text({ min: 1, max: MEMBER_FIELD_MAX.designation, pattern: LETTERS_AND_SPACES.source }),
    remark: text({ max: TEXT_MAX.note }),
    fileupload: uploadPart('The service letter.'),
  },
  { required: ['membertypeid', 'designation', 'fileupload'] },
), "200 with the §8 code: '01' too large, '02' no PDF, '03' anything else (one request open at a time)"));

// Chapters and transfers (routes/member-transfers.mjs) ------------------------------------------------------------

export const CHAPTER = named('Chapter', object({ chapterId: ID, code: text(), name: text(), region: nullable(text()) }, { required: ['chapterId', 'code', 'name'] }));
const TRANSFER_STATUS_TEXT = `${Object.entries(TRANSFER_STATUS).map(([name, code]) => `${code} ${name.toLowerCase()}`).join(', ')}.`;

/** A transfer request with its chapters' and status's names (lib/members/transfers.mjs transferView). */
export const TRANSFER = named('MemberTransfer', object(
  {
    id: ID, transferId: ID, memberID: ID, userid: ID, memberNo: text(), memberName: text(), fromChapterId: nullable(ID), toChapterId: ID,
    fromChapterName: text(), toChapterName: text(), reason: text(), status: integer({ description: TRANSFER_STATUS_TEXT }), statusName: text(),
    requestedAt: STAMP, ...DECIDED, comment: nullable(text()),
  },
  { required: ['transferId', 'memberID', 'memberNo', 'memberName', 'toChapterId', 'fromChapterName', 'toChapterName', 'reason', 'status', 'statusName', 'requestedAt'] },
));

/** POST member-transfer: the chapter to move to and why (the domain's problems by field). */
const TRANSFER_RULE = "200 '02' with the field's text, and problems by field";
export const TRANSFER_FORM = named('TransferForm', object(
  {
    toChapterId: byRoute({ ...anyOf(ID, text({ pattern: '^\\s*\\d+\\s*$' })), description: 'An active chapter other than the member\'s own.' }, TRANSFER_RULE),
    reason: byRoute(text({ min: TRANSFER_LIMITS.reasonMin, max: TRANSFER_LIMITS.reasonMax, description: 'Trimmed.' }), TRANSFER_RULE),
  },
  { required: ['toChapterId', 'reason'] },
));

/** PUT approve-transfer and reject-transfer. */
export const TRANSFER_DECISION = named('TransferDecision', object(
  {
    transferId: byRoute({ ...anyOf(ID, text({ pattern: '^\\s*\\d+\\s*$' })), description: 'The request decided.' }, "200 '01' 'This transfer request is no longer available'"),
    comment: byRoute(nullable(text({ max: TRANSFER_LIMITS.commentMax, description: 'Required to reject.' })), "200 '03' with the text, and problems.comment"),
  },
  { required: ['transferId'] },
));

/** POST application/member: the applicant header's fields (less the CV) plus the account's first name and e-mail. */
export const enrolmentForm = (headerForm) => {
  // the CV and the staff's userId are the application's; the e-mail is the new account's, required here
  const header = Object.fromEntries(Object.entries(headerForm.properties).filter(([name]) => !['cvFile', 'userId', 'email'].includes(name)));
  return named('MemberEnrolmentForm', byRoute(object(
    {
      ...header,
      firstName: text({ min: 1, max: TEXT_MAX.personName, pattern: LETTERS_AND_SPACES.source, description: "The account's first name." }),
      email: text({ min: 1, max: TEXT_MAX.email, format: 'email', description: 'The new account\'s user name; one no account holds.' }),
      designation: text({ max: MEMBER_FIELD_MAX.designation, pattern: LETTERS_AND_SPACES.source, description: 'Optional.' }),
    },
    { required: [...headerForm.required.filter((name) => name in header), 'firstName', 'email'] },
  ), "200 with the applicant header's §8 code and text ('03' a field, '04'..'09' NIC and date of birth, '11'..'13'); '02' a taken e-mail or a refused enrolment; a body that is no object reads as an empty form"));
};
