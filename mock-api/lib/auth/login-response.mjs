// The body of POST auth/signin (src/domain/auth.ts LoginResponse).
import { ROLE, STATUS_CODE } from '../constants.mjs';
import { MSG } from '../common-texts.mjs';
import { buildUrlList, buildUserMenu } from '../users/menus.mjs';
import { getGlobalDetails } from '../master-data/global-details.mjs';
import { findRole } from '../users/users.mjs';
import { signToken } from './tokens.mjs';

/** Global details every user may see: all but encryptKey (only the Global Details screen reads it). */
const publicGlobalDetails = (db) => {
  const { encryptKey, ...rest } = getGlobalDetails(db) ?? {};
  return rest;
};

/** A refused login: every session field present and empty, so "User null" means failed (spec §4). */
export const refusedLogin = (status, statusCode) => ({
  status,
  statusCode,
  token: null,
  User: null,
  UserMenu: [],
  URLList: [],
  member: null,
  membership: null,
  employee: null,
  application: null,
});

const sessionUser = (db, user) => ({
  userid: user.userID,
  userRoleID: user.userRoleID,
  username: user.username,
  firstName: user.firstName,
  lastName: user.lastName,
  userRoleName: findRole(db, user.userRoleID)?.userRoleName ?? '',
});

const membershipOf = (member) =>
  member && {
    memberID: member.memberID,
    memberNo: member.memberNo,
    memberType: member.memberTypeName,
    membertypeid: member.membertypeid,
    lastRenewalYear: member.lastRenewalYear,
    validTillDate: member.validTillDate,
    status: member.status,
  };

/** Used instead of a member record when the user has none (applicants, staff). */
const employeeOf = (user) => ({ userid: user.userID, firstName: user.firstName, lastName: user.lastName, email: user.email });

const ownRow = (db, collection, userID) => {
  const rows = db.get(collection).value();
  return Array.isArray(rows) ? (rows.find((row) => row.userid === userID || row.userId === userID) ?? null) : null;
};

export function successfulLogin(ctx, user) {
  const { db } = ctx;
  const member = user.userRoleID === ROLE.MEMBER ? ownRow(db, 'members', user.userID) : null;
  return {
    token: signToken(user, ctx),
    User: sessionUser(db, user),
    UserMenu: buildUserMenu(db, user.userRoleID, user.userID),
    URLList: buildUrlList(db, user.userRoleID, user.userID),
    member,
    membership: membershipOf(member) ?? null,
    employee: member ? null : employeeOf(user),
    application: ownRow(db, 'applications', user.userID),
    Global_Data: publicGlobalDetails(db),
    status: MSG.success,
    statusCode: STATUS_CODE.OK,
  };
}
