// Who may hand out which access (a staff role holding one administration screen must not reach full
// control). Only the administrator grants or edits the Administrator role, or a role or account with
// administration screens the acting user does not hold; nobody changes their own role or access, deletes
// themselves or removes the last administrator. Self-service items (menus.selfService: a member's or
// applicant's own pages) give no power over others, so they never count as screens held or granted — except
// an item marked staffEdits (Membership Fees: members read it, a staff role holding it edits the schedule),
// which counts when it is ticked on a staff role.
import { RECORD_STATUS, ROLE } from '../constants.mjs';
import { MSG } from '../common-texts.mjs';
import { grantRows, permittedMenuIds } from '../users/menus.mjs';
import { screensOf } from '../http/access.mjs';

const isAdministrator = (user) => user.userRoleID === ROLE.ADMIN;

export const isCustomerRoleId = (roleId) => roleId === ROLE.APPLICANT || roleId === ROLE.MEMBER;

/** The administration screen and permission URLs among these menu ids (for a customer role, staffEdits items give no power). */
const adminScreensIn = (db, menuIds, customer) => {
  const ids = new Set(menuIds);
  const isPower = (row) => !row.selfService || (row.staffEdits === true && !customer);
  return grantRows(db).filter((row) => ids.has(row.id) && row.url && isPower(row)).map((row) => row.url);
};

/** '02' text when `actor` may not hand out these ticked menu ids (to a staff role unless `customer`), else null. */
export function ticksProblem(db, actor, menuIds, { customer = false } = {}) {
  if (isAdministrator(actor)) return null;
  const held = screensOf(db, actor);
  return adminScreensIn(db, menuIds, customer).every((url) => held.has(url)) ? null : MSG.screensNotHeld;
}

/** May `actor` grant, edit or delete the role `roleId` (or act on an account holding it)? '02' text or null. */
export function roleProblem(db, actor, roleId) {
  if (isAdministrator(actor)) return null;
  if (Number(roleId) === ROLE.ADMIN) return MSG.administratorOnly;
  return ticksProblem(db, actor, [...permittedMenuIds(db, roleId)], { customer: isCustomerRoleId(Number(roleId)) });
}

/** May `actor` change another account (its names, status, role, access, or delete it)? */
export function accountChangeProblem(db, actor, target) {
  if (target.userID === actor.userID) return MSG.ownRole;
  return roleProblem(db, actor, target.userRoleID);
}

/** Would taking the administrator role from `user` (delete, demote, reject) leave no usable administrator? */
export function isLastAdministrator(db, user) {
  if (!isAdministrator(user)) return false;
  const others = db.get('users').value().filter((row) => row.userID !== user.userID && isAdministrator(row) && row.statusID === RECORD_STATUS.APPROVED);
  return others.length === 0;
}
