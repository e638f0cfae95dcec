// Deciding a submitted application (spec §7 "Applications"). Approving makes the applicant a member: the next
// member number, role 22, a Pending members row from the application owing the new-membership fee of the fee
// schedule (newMembershipDue; paying it makes the member Active), the applicant's pending records approved.
// No payments row is made: the member pays through the payment screens. Rejecting keeps the reason so the applicant may correct
// and resubmit. Both mail the applicant; the route declares the activity log entry.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APPLICATION_STATUS, SUBMIT_CODE_TEXT } from '../../../src/domain/applicationRules.mjs';
import { formatMoney } from '../../../src/domain/money.mjs';
import { MEMBER_STATUS } from '../../../src/domain/memberRules.mjs';
import { ROLE, RECORD_STATUS } from '../constants.mjs';
import { APPLICATIONS } from './applications.mjs';
import { nextId } from '../storage/ids.mjs';
import { sendMail } from '../mail/outbox.mjs';
import { findUserById } from '../users/users.mjs';
import { findFile, uploadsDirOf } from '../files/uploads.mjs';
import { newMembershipFeeOf } from '../../../src/domain/paymentRules.mjs';
import { feeRowsOf } from '../payments/fees.mjs';
import { nicKey } from './applicant-profile.mjs';
import { sriLankaDay } from '../../../src/domain/sriLankaTime.mjs';
import { newMembershipDueNow } from '../payments/dues.mjs';
import { memberNoAt, memberNoIndex } from '../../../src/domain/memberNumbers.mjs';
import { insertRow, saveRows, updateWhere } from '../storage/changes.mjs';
import { NOTIFICATION_KIND } from '../../../src/domain/notificationRules.mjs';
import { LINK } from '../notifications/notification-links.mjs';

const RECORD_COLLECTIONS = ['employment', 'academic', 'professional'];

export const DECISION_TEXT = Object.freeze({
  noMemberNumber: 'No member number is left (MZ999 is the last)',
  alreadyMember: 'This applicant is already a member',
  nicHeld: SUBMIT_CODE_TEXT['04'],
  unknownType: 'The application has no valid member type',
  notApplicant: 'The applicant account no longer exists',
});

/** The member number after the highest one (src/domain/memberNumbers.mjs); null when none is left. */
export function nextMemberNo(db) {
  let highest = 0;
  for (const member of db.get('members').value()) highest = Math.max(highest, memberNoIndex(member.memberNo));
  return memberNoAt(highest + 1);
}

/** The new-membership fee in force this (Sri Lanka) year for a member type, or null when the schedule has none. */
const newMembershipFeeNow = (db, membertypeid, now) => newMembershipFeeOf(feeRowsOf(db), membertypeid, Number(sriLankaDay(now).slice(0, 4)));

/** Why a person with this NIC and member type cannot become a member now, or null (an application or staff's enrolment). */
export function enrolmentProblem(db, { nicNumber, membertypeid }, now = Date.now()) {
  if (db.get('members').value().some((member) => nicKey(member.nicNumber) === nicKey(nicNumber))) return DECISION_TEXT.nicHeld;
  if (!newMembershipFeeNow(db, membertypeid, now)) return DECISION_TEXT.unknownType;
  if (!nextMemberNo(db)) return DECISION_TEXT.noMemberNumber;
  return null;
}

/** Why this application cannot be approved now, or null. Checked before anything is written. */
export function approvalProblem(db, application, now = Date.now()) {
  const user = findUserById(db, application.userId);
  if (!user || user.userRoleID !== ROLE.APPLICANT) return user?.userRoleID === ROLE.MEMBER ? DECISION_TEXT.alreadyMember : DECISION_TEXT.notApplicant;
  if (db.get('members').some({ userid: application.userId }).value()) return DECISION_TEXT.alreadyMember;
  return enrolmentProblem(db, application, now);
}

/** The stored CV as the members row keeps it (a data URL); none when the application has no readable CV. */
function cvDataUrl(ctx, application) {
  const row = findFile(ctx.db, application.cvFileId);
  if (!row) return undefined;
  try {
    return `data:application/pdf;base64,${readFileSync(path.join(uploadsDirOf(ctx.dataDir), path.basename(row.storedName))).toString('base64')}`;
  } catch {
    return undefined;
  }
}

/** The words of the full name between the first and the last name, when the full name has that shape. */
const middleNameOf = (fullName, firstName, lastName) => {
  const full = String(fullName ?? '').trim();
  if (!full.startsWith(`${firstName} `) || !full.endsWith(` ${lastName}`)) return '';
  return full.slice(firstName.length, full.length - lastName.length).trim();
};

/** The designation of the applicant's current job, else of the latest one. */
const designationOf = (db, userid) => {
  const jobs = db.get('employment').filter({ userid }).value();
  const current = jobs.find((job) => job.currentemp === 'on') ?? [...jobs].sort((a, b) => String(b.startdate).localeCompare(String(a.startdate)))[0];
  return current?.desgnation ?? '';
};

function memberRowOf(ctx, source, user, { memberID, memberNo, at, newMembershipDue }) {
  const cvFile = cvDataUrl(ctx, source);
  return {
    id: memberID,
    memberID,
    memberNo,
    userid: user.userID,
    title: source.title,
    firstName: user.firstName,
    middleName: middleNameOf(source.fullName, user.firstName, source.lastName),
    lastName: source.lastName || user.lastName,
    nicNumber: source.nicNumber,
    dob: source.dob,
    mobileNo: source.mobileNo,
    addressNo: source.addressNo,
    addressSt: source.addressSt,
    addressCity: source.addressCity,
    email: source.email || user.email,
    designation: source.designation ?? designationOf(ctx.db, user.userID),
    membertypeid: source.membertypeid,
    memberTypeName: source.memberTypeName,
    nameWithInitials: source.nameWithInitials,
    fullName: source.fullName,
    // Pending until the first fee is paid; a member owing nothing (honorary fellows) is active at once.
    ...(newMembershipDue.amount > 0
      ? { status: MEMBER_STATUS.PENDING, validTillDate: null, lastRenewalYear: null, newMembershipDue }
      : { status: MEMBER_STATUS.ACTIVE, validTillDate: `${newMembershipDue.year}-12-31`, lastRenewalYear: newMembershipDue.year, newMembershipDue: null }),
    linkedin: source.linkedin,
    whatsapp: source.whatsapp,
    facebook: source.facebook,
    instagram: source.instagram,
    twitter: source.twitter,
    ...(cvFile ? { cvFile } : {}),
    createdAt: at,
  };
}

/**
 * Makes `user` a member from `source` (an application row, or the same fields entered by staff; enrolmentProblem
 * must be null): the next member number and a members row owing the new-membership fee in force this year.
 * Answers { memberNo, memberID, fee }.
 */
export function enrolMember(ctx, source, user) {
  const { db } = ctx;
  const at = new Date(ctx.now()).toISOString();
  const memberNo = nextMemberNo(db);
  const memberID = nextId(db, 'members', 'memberID');
  // A late joiner's first payment covers the next year too (lib/payments/dues.mjs firstSubscriptionYearNow).
  const fee = newMembershipDueNow(ctx, source.membertypeid);
  insertRow(db, 'members', memberRowOf(ctx, source, user, { memberID, memberNo, at, newMembershipDue: fee }));
  return { memberNo, memberID, fee };
}

/** Approves (approvalProblem must be null): answers { memberNo, memberID, amount } (amount: the fee now due). */
export function approveApplication(ctx, { application, comment, actor }) {
  const { db } = ctx;
  const at = new Date(ctx.now()).toISOString();
  const user = findUserById(db, application.userId);
  const { memberNo, memberID, fee } = enrolMember(ctx, application, user);
  updateWhere(db, 'users', { userID: user.userID }, { userRoleID: ROLE.MEMBER });
  for (const name of RECORD_COLLECTIONS) {
    for (const row of db.get(name).filter({ userid: user.userID, status: RECORD_STATUS.PENDING }).value()) {
      saveRows(db, name, Object.assign(row, { status: RECORD_STATUS.APPROVED, comment: '', decidedAt: at, decidedBy: actor }));
    }
  }
  updateWhere(db, APPLICATIONS, { applicationId: application.applicationId }, { status: APPLICATION_STATUS.APPROVED, memberNo, decidedAt: at, decidedBy: actor, decisionComment: comment, updatedAt: at });
  sendMail(ctx, {
    to: application.email || user.email,
    userId: user.userID,
    kind: NOTIFICATION_KIND.APPLICATION,
    link: LINK.MEMBER_RENEWAL,
    subject: `Your membership application has been approved: member number ${memberNo}`,
    body: `Dear ${user.firstName},\n\nYour application for ${application.memberTypeName} membership has been approved. Your member number is ${memberNo}; sign in again to use the member pages.\n\nThe new membership fee of ${formatMoney(fee.amount)} (entrance fee ${formatMoney(fee.entrance)} and the first year's subscription ${formatMoney(fee.subscription)}) is now due. Your membership becomes active once it is paid (Member Renewal page: card or bank deposit, or at the institute office).${comment ? `\n\nComment: ${comment}` : ''}`,
  });
  return { memberNo, memberID, amount: fee.amount };
}

/** Rejects with the reason (required by the route); the applicant may correct the application and resubmit. */
export function rejectApplication(ctx, { application, comment, actor }) {
  const at = new Date(ctx.now()).toISOString();
  const user = findUserById(ctx.db, application.userId);
  updateWhere(ctx.db, APPLICATIONS, { applicationId: application.applicationId }, { status: APPLICATION_STATUS.REJECTED, decidedAt: at, decidedBy: actor, decisionComment: comment, updatedAt: at });
  const to = application.email || user?.email;
  if (!to) return;
  sendMail(ctx, {
    to,
    userId: user?.userID,
    kind: NOTIFICATION_KIND.APPLICATION,
    link: LINK.APPLICATION_DETAILS,
    subject: 'Your membership application has been rejected',
    body: `Dear ${user?.firstName ?? 'applicant'},\n\nYour membership application has been rejected for this reason:\n\n${comment}\n\nYou may correct your application and submit it again.`,
  });
}
