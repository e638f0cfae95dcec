// Membership applications: one per applicant user in every state, so the admin list pages and each
// screen has data. The demo applicant (user 2) stays a partly filled DRAFT without records: the demo and the
// end-to-end tests start there. Approved ones are history of members who already exist (M0032..M0035).
import { APPLICATION_STATUS } from '../../src/domain/applicationRules.mjs';
import { ROLE, RECORD_STATUS } from '../lib/constants.mjs';
import { PAYMENT_MODE, PAYMENT_STATUS, PAYMENT_TYPE, newMembershipFeeOf } from '../../src/domain/paymentRules.mjs';
import { paymentRowOf, receiptNoOf } from '../lib/payments/payment-rows.mjs';
import { feeRows } from './fees.mjs';
import { ADMIN_USER_ID } from './payments.mjs';
import { newMembershipLinesOf } from '../lib/payments/payment-lines.mjs';
import { dateAfter, isoAfter } from './dates.mjs';
import { nicFor } from './nic.mjs';
import { addressAt, mobileAt, personAt } from './names.mjs';
import { FILLER_PASSWORD, userRow } from './people.mjs';
import { applicationRecordRows } from './application-records.mjs';
import { committeeReviewRows } from './application-reviews.mjs';
import { APPLICATION_PLAN, NEW_APPLICANT_IDS } from './application-plan.mjs';
import { EXTRA_APPLICANT_FIRST_ID, extraNicSerialOf } from './population.mjs';

const { DRAFT, SUBMITTED, APPROVED, REJECTED } = APPLICATION_STATUS;
const STATUS_OF = { approved: APPROVED, demo: DRAFT, draft: DRAFT, submitted: SUBMITTED, council: SUBMITTED, rejected: REJECTED };
const TYPE_IDS = [3, 2, 1, 3, 4, 2, 3];
const TYPE_NAMES = { 1: 'Student', 2: 'Associate', 3: 'Member', 4: 'Fellow', 5: 'Honorary Fellow' };
const REJECT_REASONS = [
  'The academic certificate is not certified. Please upload a certified copy and resubmit.',
  'The service letter does not state the period of employment. Please attach a complete letter.',
];
const DECIDED_BY = 'admin@example.org';

/** An applicant account like users 221..232 (the i-th of them, or of a larger seed's extra applicants). */
const applicantUserRow = (userID, i) => {
  const { firstName, lastName } = personAt(userID - 4);
  const createdOn = dateAfter('2026-05-20', (i % NEW_APPLICANT_IDS.length) * 2);
  return userRow({ userID, email: `user${userID}@example.org`, password: FILLER_PASSWORD, firstName, lastName, userRoleID: ROLE.APPLICANT, statusID: RECORD_STATUS.APPROVED, description: 'Seeded applicant account', createdOn });
};

export const applicantUserRows = (userIds = NEW_APPLICANT_IDS) => userIds.map(applicantUserRow);

const initialsOf = (...names) => names.map((name) => `${name[0]}.`).join(' ');
const EMPTY = { title: '', nameWithInitials: '', lastName: '', fullName: '', nicNumber: '', dob: '', mobileNo: '', email: '', addressNo: '', addressSt: '', addressCity: '', linkedin: '', whatsapp: '', facebook: '', instagram: '', twitter: '' };
const UNDECIDED = { submittedAt: null, decidedAt: null, decidedBy: null, decisionComment: '', memberNo: null };

/** Tharindu Silva: what quick registration fills in (names, NIC, mobile, e-mail, member type) and a title. */
const demoHeader = (user) => ({ ...EMPTY, membertypeid: 3, title: 'Mr', lastName: user.lastName, nicNumber: nicFor('1995-08-14', { female: false, serial: 12345, oldFormat: false }), mobileNo: '0771239876', email: user.email });

function fullHeader(user, index) {
  const k = user.userID - 4;
  const { female, title, middleName } = personAt(k);
  const dob = `${1975 + ((k * 3) % 25)}-${String(1 + (k % 12)).padStart(2, '0')}-${String(1 + ((k * 7) % 28)).padStart(2, '0')}`;
  const mobileNo = mobileAt(k + 300);
  return {
    membertypeid: TYPE_IDS[index % TYPE_IDS.length],
    title,
    nameWithInitials: `${initialsOf(user.firstName, middleName)} ${user.lastName}`,
    lastName: user.lastName,
    fullName: `${user.firstName} ${middleName} ${user.lastName}`,
    // An extra applicant's serial is its own (seed/population.mjs): unique however many applications there are.
    nicNumber: nicFor(dob, { female, serial: user.userID >= EXTRA_APPLICANT_FIRST_ID ? extraNicSerialOf(user.userID) : 60000 + index * 211, oldFormat: false }),
    dob,
    mobileNo,
    email: user.email,
    ...addressAt(k),
    linkedin: `https://www.linkedin.com/in/${user.firstName}-${user.lastName}`.toLowerCase().replace(/\s+/g, ''),
    whatsapp: mobileNo,
    facebook: '',
    instagram: '',
    twitter: '',
  };
}

/** A draft has the registration fields and some of the rest: no date of birth or full name yet. */
const draftHeader = (header) => ({ ...header, fullName: '', dob: '', addressNo: '', addressSt: '', addressCity: '', linkedin: '', whatsapp: '' });

/** The approved application of an existing member, as it was when approved. */
const approvedHeader = (member) => ({
  membertypeid: member.membertypeid,
  title: member.title,
  nameWithInitials: member.nameWithInitials,
  lastName: member.lastName,
  fullName: member.fullName,
  nicNumber: member.nicNumber,
  dob: member.dob,
  mobileNo: member.mobileNo,
  email: member.email,
  addressNo: member.addressNo,
  addressSt: member.addressSt,
  addressCity: member.addressCity,
  linkedin: member.linkedin,
  whatsapp: member.whatsapp,
  facebook: member.facebook,
  instagram: member.instagram,
  twitter: member.twitter,
});

function applicationRow(applicationId, state, user, member, index, evidence) {
  const approved = state === 'approved';
  const created = approved ? dateAfter(member.createdAt.slice(0, 10), -30) : user.createdAt.slice(0, 10);
  const header = approved ? approvedHeader(member) : state === 'demo' ? demoHeader(user) : state === 'draft' ? draftHeader(fullHeader(user, index)) : fullHeader(user, index);
  const hasCv = ['submitted', 'council', 'rejected'].includes(state) && index % 2 === 0;
  const cv = hasCv ? evidence.add('cv', user.userID, `CV ${user.firstName} ${user.lastName}.pdf`, isoAfter(created, 1, 11)) : { fileId: null, fileName: '' };
  const submittedAt = state === 'draft' || state === 'demo' ? null : isoAfter(created, 5, 10);
  const decided = approved || state === 'rejected';
  return {
    id: applicationId,
    applicationId,
    userId: user.userID,
    status: STATUS_OF[state],
    ...header,
    memberTypeName: TYPE_NAMES[header.membertypeid],
    cvFileId: cv.fileId,
    cvFileName: cv.fileName,
    createdAt: isoAfter(created, 0, 10),
    updatedAt: isoAfter(created, submittedAt ? 5 : 1, 10),
    ...UNDECIDED,
    submittedAt,
    ...(decided
      ? { decidedAt: isoAfter(created, 12, 14), decidedBy: DECIDED_BY, decisionComment: approved ? '' : REJECT_REASONS[index % REJECT_REASONS.length] }
      : {}),
    memberNo: approved ? member.memberNo : null,
    registeredBy: user.userID === 226 ? DECIDED_BY : null,
  };
}

/** The paid new-membership fee of each approved application's member (paid at the institute office); ids from firstPaymentId. */
const paymentRows = (applications, memberOf, firstPaymentId) => {
  const fees = feeRows();
  return applications
    .filter((row) => row.status === APPROVED)
    .map((row, i) => {
      const member = memberOf(row.userId);
      const paymentId = firstPaymentId + i;
      const lines = newMembershipLinesOf(member, newMembershipFeeOf(fees, row.membertypeid, Number(row.decidedAt.slice(0, 4))));
      const paidOn = dateAfter(row.decidedAt.slice(0, 10), 4);
      return paymentRowOf(paymentId, member, {
        paymentType: PAYMENT_TYPE.NEW_MEMBERSHIP,
        paymentMode: PAYMENT_MODE.OFFICE,
        status: PAYMENT_STATUS.APPROVED,
        ...lines,
        referenceNumber: `BK-${String(paymentId).padStart(5, '0')}`,
        receiptNo: receiptNoOf(paymentId),
        paidDate: paidOn,
        createdAt: isoAfter(paidOn, 0, 10),
        createdBy: ADMIN_USER_ID,
        decidedAt: isoAfter(paidOn, 0, 10),
        decidedBy: DECIDED_BY,
      });
    });
};

const FIRST_IDS = Object.freeze({ application: 1, review: 1, payment: 1 });

/**
 * applications, committeeReviews, payments and the applicants' records appended to `records`
 * ({employment, academic, professional}); evidence files go to the shared registry. A larger seed's extra
 * applications come in a second call: their plan (seed/application-plan.mjs) and ids from firstIds.
 */
export function applicationSeed({ users, members, records, evidence, plan = APPLICATION_PLAN, firstIds = FIRST_IDS }) {
  const userById = new Map(users.map((user) => [user.userID, user]));
  const memberByUser = new Map(members.map((member) => [member.userid, member]));
  const applications = plan.map(([userID, state], index) =>
    applicationRow(firstIds.application + index, state, userById.get(userID), memberByUser.get(userID), index, evidence),
  );
  const stateOf = new Map(plan);
  const withRecords = applications.filter((row) => ['submitted', 'council', 'rejected'].includes(stateOf.get(row.userId)));
  return {
    applications,
    committeeReviews: committeeReviewRows(applications, stateOf, userById, firstIds.review),
    payments: paymentRows(applications, (userID) => memberByUser.get(userID), firstIds.payment),
    records: applicationRecordRows(records, withRecords, evidence),
  };
}
