// Member rows: lookups, the shapes the screens are sent, and the rules staff access to members relies on.
import { MEMBER_STATUS } from '../../../src/domain/memberRules.mjs';
import { allows, screens } from '../http/access.mjs';
import { MEMBER_SCREENS } from '../registry/screens.mjs';
import { indexBy } from '../storage/indexes.mjs';

export const MEMBER_STATUS_NAMES = Object.freeze({ [MEMBER_STATUS.PENDING]: 'Pending', [MEMBER_STATUS.ACTIVE]: 'Active', [MEMBER_STATUS.CANCELLED]: 'Cancelled' });

export const memberOfUser = (db, userid) => indexBy(db, 'members', 'userid').get(userid);
export const memberById = (db, memberID) => (Number.isInteger(memberID) ? indexBy(db, 'members', 'memberID').get(memberID) : undefined);
/** The member of a member number, in any case and with spaces around (undefined for none). */
export const memberOfNumber = (db, memberNo) => {
  const wanted = typeof memberNo === 'string' ? memberNo.trim().toUpperCase() : '';
  return wanted ? db.get('members').find((row) => String(row.memberNo).toUpperCase() === wanted).value() : undefined;
};
export const memberTypeById = (db, memberTypeId) => db.get('memberTypes').find({ memberTypeId }).value();
/** The member row's fields that name its member type (a lookup row {memberTypeId, typeDes}). */
export const memberTypeFieldsOf = (type) => ({ membertypeid: type.memberTypeId, memberTypeName: type.typeDes });

/**
 * What the screens show of a member's standing (lib/payments/dues.mjs standingOf): its code and label, the valid-till
 * day it was read from (which replaces the stored one in views: an honorary fellow's free years count) and the
 * last day of the grace period.
 */
export const standingFieldsOf = (standing) => ({ standing: standing.code, standingName: standing.label, validTillDate: standing.validTill, graceUntil: standing.graceUntil });

/** A member as the screens get it: the row without the json-server id, with its status name and standing today. */
export const memberView = ({ id, ...member }, standing) => ({ ...member, statusName: MEMBER_STATUS_NAMES[member.status] ?? '', ...standingFieldsOf(standing) });

/** A list row: the CV (a data URL, possibly megabytes) stays out of lists. */
export const memberListRow = (member, standing) => {
  const { cvFile, ...row } = memberView(member, standing);
  return { ...row, hasCv: typeof cvFile === 'string' && cvFile !== '' };
};

/** The name a mail or a list calls a member by: the full name, else first and last. */
export const memberNameOf = (member) => member?.fullName || [member?.firstName, member?.lastName].filter(Boolean).join(' ');

export const addressOf = (member) => [member.addressNo, member.addressSt, member.addressCity].filter(Boolean).join(', ');

/** The admin lookup item of spec §3 (plus memberNo, status and the standing today). */
export const lookupItemOf = (member, standing) => ({
  firstName: member.firstName,
  lastName: member.lastName,
  title: member.title,
  contactNumber: member.mobileNo,
  email: member.email,
  NIC: member.nicNumber,
  designation: member.designation,
  address: addressOf(member),
  memberType: member.memberTypeName,
  userId: member.userid,
  memberID: member.memberID,
  memberNo: member.memberNo,
  status: member.status,
  ...standingFieldsOf(standing),
});

const MEMBER_STAFF = screens(...MEMBER_SCREENS);
/** The administrator or a staff role holding a member screen: may read and act on any member's records and files. */
export const isMemberStaff = (db, user) => allows(db, MEMBER_STAFF, user);

const initialsOf = (...names) => names.filter(Boolean).map((name) => `${name[0]}.`).join(' ');
/** The derived name fields after a name change. */
export const namesOf = ({ firstName, middleName, lastName }) => ({
  fullName: [firstName, middleName, lastName].filter(Boolean).join(' '),
  nameWithInitials: `${initialsOf(firstName, middleName)} ${lastName}`.trim(),
});
