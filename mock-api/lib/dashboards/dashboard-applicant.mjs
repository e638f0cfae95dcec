// The applicant dashboard: where the application stands on the way from account to member (steps), what it still
// lacks before it can be submitted (missing), and the first fee once it is approved (paymentDue). Read by the
// applicant themselves (the application's user, also once they are a member) or staff who may see it.
import { APPLICATIONS, currentReviews } from '../applications/applications.mjs';
import { maySeeApplicationOf } from '../applications/application-access.mjs';
import { APPLICANT_TEXT, checkApplicantHeader, memberHoldsNic } from '../applications/applicant-profile.mjs';
import { memberOfUser, memberTypeById } from '../members/members.mjs';
import { findUserById } from '../users/users.mjs';
import { PAYMENTS } from '../payments/payment-rows.mjs';
import { selectedId, trimmed } from '../http/fields.mjs';
import { APPLICATION_STATUS, applicationStatusName, SUBMIT_CODE_TEXT } from '../../../src/domain/applicationRules.mjs';
import { contactNumberProblem } from '../../../src/domain/memberRules.mjs';
import { PAYMENT_STATUS, PAYMENT_TYPE } from '../../../src/domain/paymentRules.mjs';

/** Texts the spec does not give (chosen here). */
export const APPLICANT_DASHBOARD_TEXT = Object.freeze({
  dobRequired: 'Date of birth cannot be empty',
  cvMissing: 'Upload your CV (PDF)',
  newMembershipFee: (year) => `New membership fee ${year}`,
});

export const STEPS = Object.freeze([
  { key: 'account', label: 'Account created' },
  { key: 'drafted', label: 'Application drafted' },
  { key: 'submitted', label: 'Submitted' },
  { key: 'review', label: 'Under review' },
  { key: 'approved', label: 'Approved' },
  { key: 'feePaid', label: 'Membership fee paid' },
  { key: 'member', label: 'Member' },
]);
const stepIndex = (key) => STEPS.findIndex((step) => step.key === key);

/** { application } when `user` may read it, { status: 404 } when none has the id, { status: 403 } otherwise. */
export function dashboardApplicationFor(db, user, applicationId) {
  const application = Number.isInteger(applicationId) ? db.get(APPLICATIONS).find({ applicationId }).value() : undefined;
  if (!application) return { status: 404 };
  if (application.userId === user.userID || maySeeApplicationOf(db, user, application.userId)) return { application };
  return { status: 403 };
}

/** The empty required header fields (each with its form message), in the form's order. */
function emptyHeaderFields(db, application) {
  const empty = (field) => trimmed(typeof application[field] === 'number' ? String(application[field]) : application[field]) === '';
  return [
    [!memberTypeById(db, selectedId(application.membertypeid)), APPLICANT_TEXT.memberTypeRequired],
    [empty('title'), APPLICANT_TEXT.titleRequired],
    [empty('nameWithInitials'), APPLICANT_TEXT.initialsRequired],
    [empty('lastName'), APPLICANT_TEXT.lastNameRequired],
    [empty('fullName'), APPLICANT_TEXT.fullNameRequired],
    [empty('nicNumber'), APPLICANT_TEXT.nicRequired],
    [empty('dob'), APPLICANT_DASHBOARD_TEXT.dobRequired],
    [empty('mobileNo'), contactNumberProblem('')],
    [empty('addressNo'), APPLICANT_TEXT.addressLine1Required],
    [empty('addressSt'), APPLICANT_TEXT.addressLine2Required],
  ].filter(([isMissing]) => isMissing).map(([, text]) => text);
}

/**
 * What a draft or rejected application lacks before submitting: the empty required fields (or, once all are
 * filled, the submit check's first problem with them), an academic qualification, the CV; a NIC a member holds.
 */
export function missingOf(db, application, today) {
  if (application.status !== APPLICATION_STATUS.DRAFT && application.status !== APPLICATION_STATUS.REJECTED) return [];
  const missing = emptyHeaderFields(db, application);
  if (missing.length === 0) {
    const checked = checkApplicantHeader(db, application, { today, userId: application.userId });
    if (!checked.fields) missing.push(checked.text);
  }
  if (application.nicNumber && memberHoldsNic(db, application.nicNumber)) missing.push(SUBMIT_CODE_TEXT['04']);
  if (!db.get('academic').some({ userid: application.userId }).value()) missing.push(SUBMIT_CODE_TEXT['05']);
  if (!Number.isInteger(application.cvFileId)) missing.push(APPLICANT_DASHBOARD_TEXT.cvMissing);
  return missing;
}

/** When the member's first fee was approved (the latest approved new-membership payment), or null. */
const feePaidAt = (db, member) => {
  const paid = (db.get(PAYMENTS).value() ?? []).filter((row) => row.memberID === member.memberID && row.paymentType === PAYMENT_TYPE.NEW_MEMBERSHIP && row.status === PAYMENT_STATUS.APPROVED);
  return paid.map((row) => row.decidedAt ?? row.createdAt).filter(Boolean).sort().pop() ?? null;
};

/** The step now being worked on (STEPS.length when all are done) and the time each step was reached. */
function progressOf(db, application) {
  const user = findUserById(db, application.userId);
  const at = { account: user?.createdAt ?? null, drafted: application.createdAt ?? null };
  if (application.status === APPLICATION_STATUS.DRAFT) return { current: stepIndex('drafted'), at };
  // Rejected: the applicant corrects the application and submits it again.
  if (application.status === APPLICATION_STATUS.REJECTED) return { current: stepIndex('submitted'), at };
  at.submitted = application.submittedAt ?? null;
  if (application.status === APPLICATION_STATUS.SUBMITTED) {
    at.review = currentReviews(db, application).map((review) => review.assignedAt).sort()[0] ?? null;
    return { current: stepIndex('review'), at };
  }
  Object.assign(at, { review: application.decidedAt ?? null, approved: application.decidedAt ?? null });
  const member = memberOfUser(db, application.userId);
  if (!member || member.newMembershipDue) return { current: stepIndex('feePaid'), at, member };
  // Nothing owed (an honorary fellow): the fee step is done when the member row was made.
  const paidAt = feePaidAt(db, member) ?? member.createdAt ?? null;
  Object.assign(at, { feePaid: paidAt, member: paidAt });
  return { current: STEPS.length, at, member };
}

/** The dashboard of an application: { applicationId, status, statusName, steps, missing, paymentDue }. */
export function applicantDashboardOf(db, application, today) {
  const { current, at, member } = progressOf(db, application);
  const due = member?.newMembershipDue;
  return {
    applicationId: application.applicationId,
    status: application.status,
    statusName: applicationStatusName(application.status, currentReviews(db, application).length > 0),
    steps: STEPS.map((step, index) => {
      const state = index < current ? 'done' : index === current ? 'current' : 'todo';
      return { key: step.key, label: step.label, state, at: state === 'todo' ? null : (at[step.key] ?? null) };
    }),
    missing: missingOf(db, application, today),
    paymentDue: due && due.amount > 0 ? { amountLkr: due.amount, label: APPLICANT_DASHBOARD_TEXT.newMembershipFee(due.year) } : null,
  };
}
