// Which administration endpoints serve which screens. Roles are administrator-defined with ticked menus
// (spec §6), so a staff role given a screen may call the endpoints behind it; the administrator (1) may
// call them all; applicants (21) and members (22) never (issue: administrator routes refuse 21 and 22).
import { ROLE } from './constants.mjs';
import { buildUrlList } from './menus.mjs';

const ROLES = '/user/rolecreation';
const USER_CREATION = '/user/usercreation';
const ALL_USERS = '/user/all';
const USER_AUTH = '/user/userauth';
const BLOCK_ACCESS = '/user/blockaccess';

/** [method, path below /api, screens whose users may call it]. */
const ENDPOINT_SCREENS = [
  ['GET', /^\/usermanagement\/(allrolelist|roleoptions|roleedit\/[^/]+)$/, [ROLES]],
  ['POST', /^\/usermanagement\/rolecreation$/, [ROLES]],
  ['PUT', /^\/usermanagement\/updaterole$/, [ROLES]],
  ['DELETE', /^\/usermanagement\/deleterole\/[^/]+$/, [ROLES]],
  ['GET', /^\/usermanagement\/alluserstatus$/, [ROLES]],
  ['GET', /^\/usermanagement\/alluserroles$/, [ROLES, USER_CREATION, BLOCK_ACCESS]],
  ['GET', /^\/(usermanagement\/getUserListInCompany|para\/users)$/, [ALL_USERS]],
  ['PUT', /^\/para\/user$/, [ALL_USERS]],
  ['DELETE', /^\/para\/user\/[^/]+$/, [ALL_USERS]],
  ['GET', /^\/usermanagement\/userauth$/, [USER_AUTH]],
  ['PUT', /^\/usermanagement\/userauth$/, [USER_AUTH]],
  ['POST', /^\/usermanagement\/usercreation$/, [USER_CREATION]],
  ['POST', /^\/(application|usermanagement)\/set-user-role-from-member$/, [USER_CREATION]],
  ['GET', /^\/usermanagement\/menuaccesstable\/allowed\/[^/]+\/roleid\/[^/]+$/, [USER_CREATION]],
  ['GET', /^\/usermanagement\/(activemenuitems\/all|roleaccess\/allowed\/[^/]+\/roleid\/[^/]+|useraccess\/allowed\/[^/]+\/userEVENTID\/[^/]+|get-all-usernames)$/, [BLOCK_ACCESS]],
  ['PUT', /^\/usermanagement\/blockmenu$/, [BLOCK_ACCESS]],
  ['GET', /^\/api-log\/list$/, ['/user/activity-log']],
  ['GET', /^\/para\/inquiries$/, ['/user/inquiries']],
  ['PUT', /^\/para\/inquiries$/, ['/user/inquiries']],
  ['PUT', /^\/para\/globaldetails$/, ['/param/globaldata']],
];

/** The API path of a request (below /api, without the query). */
const apiPathOf = (req) => (req.originalUrl.split('?')[0] ?? '').replace(/^\/api(?=\/)/, '');

export function screensFor(method, apiPath) {
  const rule = ENDPOINT_SCREENS.find(([m, pattern]) => m === method && pattern.test(apiPath));
  return rule ? rule[2] : [];
}

/** May this (authenticated) user call this administration endpoint? */
export function mayUseAdminEndpoint(db, user, req) {
  if (user.userRoleID === ROLE.ADMIN) return true;
  if (user.userRoleID === ROLE.APPLICANT || user.userRoleID === ROLE.MEMBER) return false;
  const screens = screensFor(req.method, apiPathOf(req));
  if (screens.length === 0) return false;
  const permitted = new Set(buildUrlList(db, user.userRoleID, user.userID).map((entry) => entry.url));
  return screens.some((screen) => permitted.has(screen));
}
