// Users (3 demo accounts + filler so tables page) and the member rows of every role-22 user.
import { BCRYPT_COST, ROLE, RECORD_STATUS } from '../lib/constants.mjs';
import { MEMBER_STATUS } from '../../src/domain/memberRules.mjs';
import { seedPasswordHash } from './hash.mjs';
import { usersRow } from '../lib/users/new-account.mjs';
import { dateAfter, isoAfter } from './dates.mjs';
import { nicFor } from './nic.mjs';
import { newMembershipFeeOf } from '../../src/domain/paymentRules.mjs';
import { feeRows } from './fees.mjs';
import { addressAt, designationAt, mobileAt, personAt } from './names.mjs';
import { MORE_MEMBER_COUNT, MORE_MEMBER_FIRST_ID, bulkIndexOf, bulkPlaceOf, extraMemberIds, extraNicSerialOf, fillerSlotOf, isExtraMember } from './population.mjs';
import { memberNoAt } from '../../src/domain/memberNumbers.mjs';

/**
 * Seeded accounts stay usable for ten years (the API refuses an account past its expiry date); accounts
 * created in the app expire after Global Details' userExpirationDays.
 */
const EXPIRATION_DAYS = 3650;
export const FILLER_PASSWORD = 'User@123';

const DEMO = [
  { userID: 1, email: 'admin@example.org', password: 'Admin@123', firstName: 'Nimal', lastName: 'Perera', userRoleID: ROLE.ADMIN, description: 'Demo administrator' },
  { userID: 2, email: 'applicant@example.org', password: 'Applicant@123', firstName: 'Tharindu', lastName: 'Silva', userRoleID: ROLE.APPLICANT, description: 'Demo applicant' },
  { userID: 3, email: 'member@example.org', password: 'Member@123', firstName: 'Kasun', lastName: 'Jayawardena', userRoleID: ROLE.MEMBER, description: 'Demo member' },
];

/**
 * Filler users 4..33 are members, 34..45 applicants (5 pending, 2 rejected, 5 approved); 46..54 are
 * seed/staff.mjs's. Members 101..220 give the member tables and queues enough rows to page;
 * a larger seed's extra members (seed/population.mjs) are users 1001...
 */
const MORE_MEMBER_IDS = Array.from({ length: MORE_MEMBER_COUNT }, (_, i) => i + MORE_MEMBER_FIRST_ID);
const FILLER_IDS = [...Array.from({ length: 42 }, (_, i) => i + 4), ...MORE_MEMBER_IDS];
/** Users 101.. (bulk and extra members alike). */
const isMoreMember = (userID) => userID >= MORE_MEMBER_FIRST_ID;
const isBulkMember = (userID) => bulkIndexOf(userID) !== undefined;
const roleOf = (userID) => (userID <= 33 || isMoreMember(userID) ? ROLE.MEMBER : ROLE.APPLICANT);
const statusOf = (userID) => {
  if (userID >= 34 && userID <= 38) return RECORD_STATUS.PENDING;
  if (userID === 39 || userID === 40) return RECORD_STATUS.REJECT;
  return RECORD_STATUS.APPROVED;
};

/**
 * Every password the demo seed gives an account; all are published in the README, so production refuses to start
 * while an account still has one (seed/demo-data.mjs) and the institute seed refuses one for its administrator.
 */
export const DEMO_PASSWORDS = Object.freeze([...DEMO.map((demo) => demo.password), FILLER_PASSWORD]);

/** One users row with a deterministic password hash (also used by seed/staff.mjs). */
export const userRow = ({ password, ...account }) => accountRow({ ...account, passwordHash: seedPasswordHash(password) });

/**
 * The users rows with the seed's hashes made at `cost` instead of the runtime cost: the seed of an API that runs
 * at a test suite's lower cost (lib/auth/bcrypt-cost.mjs), so its accounts cost the same to check as new ones.
 */
export function withPasswordCost(users, cost) {
  if (cost === BCRYPT_COST) return users;
  const atCost = new Map(DEMO_PASSWORDS.map((password) => [seedPasswordHash(password), seedPasswordHash(password, cost)]));
  return users.map((user) => (atCost.has(user.passwordHash) ? { ...user, passwordHash: atCost.get(user.passwordHash) } : user));
}

/** One users row with the hash given: a seeded account that expires after EXPIRATION_DAYS (also seed/institute.mjs's administrator). */
export const accountRow = ({ createdOn, createdAt = isoAfter(createdOn, 0), createdBy = 'system', ...account }) =>
  usersRow({ ...account, createdAt, createdBy, expireDate: dateAfter(createdOn, EXPIRATION_DAYS) });

const fillerUser = (userID) => {
  const { firstName, lastName } = personAt(userID - 4);
  const member = roleOf(userID) === ROLE.MEMBER;
  return {
    userID,
    email: `user${String(userID).padStart(2, '0')}@example.org`,
    password: FILLER_PASSWORD,
    firstName,
    lastName,
    userRoleID: roleOf(userID),
    statusID: statusOf(userID),
    description: member ? 'Seeded member account' : 'Seeded applicant account',
    createdOn: isBulkMember(userID) ? dateAfter('2025-02-03', bulkPlaceOf(bulkIndexOf(userID)) * 2) : dateAfter('2026-01-05', fillerSlotOf(userID) * 3),
  };
};

export const userRows = () => [
  ...DEMO.map((demo) => userRow({ ...demo, statusID: RECORD_STATUS.APPROVED, createdOn: '2026-01-02' })),
  ...FILLER_IDS.map((userID) => userRow(fillerUser(userID))),
];

/** The users of a larger seed's `count` extra members (seed/population.mjs), filler users alike. */
export const extraMemberUserRows = (count) => extraMemberIds(count).map((userID) => userRow(fillerUser(userID)));

const MEMBER_TYPES = { 1: 'Student', 2: 'Associate', 3: 'Member', 4: 'Fellow', 5: 'Honorary Fellow' };
const FILLER_TYPE_IDS = [3, 3, 2, 4, 1, 3, 2, 3, 4, 5];
const MORE_TYPE_IDS = [3, 1, 2, 3, 4, 3, 2, 5, 3, 1, 4, 2];

const DEMO_MEMBER = {
  userid: 3,
  title: 'Mr',
  firstName: 'Kasun',
  middleName: 'Sandun',
  lastName: 'Jayawardena',
  nicNumber: '198512345678',
  dob: '1985-05-02',
  mobileNo: '0771234567',
  addressNo: 'No. 25',
  addressSt: 'Temple Road',
  addressCity: 'Nugegoda',
  email: 'member@example.org',
  designation: 'Senior Software Engineer',
  membertypeid: 3,
  createdOn: '2026-01-02',
  // Two years in arrears (2025 and 2026), so the demo member has something to pay.
  ...renewedIn(2024),
};

/** lastRenewalYear and validTillDate of a member whose subscription was last paid for `year`. */
function renewedIn(year) {
  return { validTillDate: `${year}-12-31`, lastRenewalYear: year };
}

// Years in arrears in 2026, 0..4 (most members are up to date).
const ARREARS = [0, 0, 1, 0, 2, 0, 3, 0, 4, 0, 1, 2];
const SEED_YEAR = 2026;
const renewedWithArrears = (k) => renewedIn(SEED_YEAR - ARREARS[k % ARREARS.length]);

/** A Pending member owes the new-membership fee (entrance + the first year's subscription) of 2026. */
export const SEED_NEW_MEMBERSHIP_YEAR = SEED_YEAR;
const SEED_FEES = feeRows();

const fillerMember = (userID, user) => {
  const k = userID - 4;
  const { female, title, middleName } = personAt(k);
  const dob = `${1968 + ((k * 7) % 32)}-${String(1 + (k % 12)).padStart(2, '0')}-${String(1 + ((k * 5) % 28)).padStart(2, '0')}`;
  const oldFormat = k % 2 === 0 && Number(dob.slice(0, 4)) < 1995;
  // An extra member's NIC has a serial of its own (new format), so it is unique however many there are.
  const nic = isExtraMember(userID) ? { serial: extraNicSerialOf(userID), oldFormat: false } : { serial: 1000 + k * 37, oldFormat };
  return {
    userid: userID,
    title,
    firstName: user.firstName,
    middleName,
    lastName: user.lastName,
    nicNumber: nicFor(dob, { female, ...nic }),
    dob,
    mobileNo: mobileAt(k),
    ...addressAt(k),
    email: user.email,
    designation: designationAt(k),
    membertypeid: FILLER_TYPE_IDS[k % FILLER_TYPE_IDS.length],
    createdOn: user.createdAt.slice(0, 10),
    ...renewedWithArrears(k),
    ...(isBulkMember(userID) ? moreMemberTraits(bulkIndexOf(userID)) : {}),
  };
};

/** Members 101..: every member type, mostly Active, some Pending, some Cancelled, some lapsed. */
export const moreMemberStatusOf = (i) => {
  if (i % 8 === 5) return MEMBER_STATUS.PENDING;
  if (i % 10 === 7) return MEMBER_STATUS.CANCELLED;
  return MEMBER_STATUS.ACTIVE;
};

function moreMemberTraits(i) {
  const status = moreMemberStatusOf(i);
  const membertypeid = MORE_TYPE_IDS[i % MORE_TYPE_IDS.length];
  // A Pending member is an approved applicant who has not paid the first fee yet: never renewed, owes newMembershipDue.
  const renewal = status === MEMBER_STATUS.PENDING ? { validTillDate: null, lastRenewalYear: null } : renewedWithArrears(i + 3);
  return { membertypeid, status, ...renewal };
}

const initialsOf = (...names) => names.map((name) => `${name[0]}.`).join(' ');

const memberRow = (memberID, { createdOn, membertypeid, status = MEMBER_STATUS.ACTIVE, ...person }) => ({
  id: memberID,
  memberID,
  memberNo: memberNoAt(memberID),
  ...person,
  nameWithInitials: `${initialsOf(person.firstName, person.middleName)} ${person.lastName}`,
  fullName: `${person.firstName} ${person.middleName} ${person.lastName}`,
  memberTypeName: MEMBER_TYPES[membertypeid],
  membertypeid,
  status,
  newMembershipDue: status === MEMBER_STATUS.PENDING ? newMembershipFeeOf(SEED_FEES, membertypeid, SEED_NEW_MEMBERSHIP_YEAR) : null,
  linkedin: `https://www.linkedin.com/in/${person.firstName}-${person.lastName}`.toLowerCase().replace(/\s+/g, ''),
  whatsapp: person.mobileNo,
  facebook: '',
  instagram: '',
  twitter: '',
  createdAt: isoAfter(createdOn, 0),
});

/** Member M0001 is the demo member; M0002.. follow the other role-22 users in userID order. */
export const memberRows = (users) => {
  const fillers = users.filter((user) => user.userRoleID === ROLE.MEMBER && user.userID !== DEMO_MEMBER.userid);
  return [DEMO_MEMBER, ...fillers.map((user) => fillerMember(user.userID, user))].map((person, index) => memberRow(index + 1, person));
};

/** The members rows of extra member users (extraMemberUserRows), numbered from firstMemberId. */
export const extraMemberRows = (users, firstMemberId) => users.map((user, n) => memberRow(firstMemberId + n, fillerMember(user.userID, user)));
