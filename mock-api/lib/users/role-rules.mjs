// Validation of POST rolecreation / PUT updaterole: the first broken rule, with its status code.
import { STATUS_CODE, TEXT_MAX } from '../constants.mjs';
import { MSG } from '../common-texts.mjs';
import { trimmed } from '../http/fields.mjs';
import { statusCodeFrom } from './statuses.mjs';
import { findRoleByName, tickedItemIds } from './roles.mjs';

const LETTERS_ONLY = /^[A-Za-z]+$/;
const fail = (status, statusCode = STATUS_CODE.FAILED) => ({ problem: { status, statusCode } });

/** Description, status and ticked menus, shared by create and update. */
function commonFields(db, body, { menusRequired, noMenuCode }) {
  const userRoleDescription = trimmed(body.userRoleDescription);
  if (!userRoleDescription) return fail(MSG.roleDescriptionRequired);
  if (userRoleDescription.length > TEXT_MAX.description) return fail(MSG.tooLong('Role description', TEXT_MAX.description));
  const userRoleStatus = statusCodeFrom(body.userRoleStatus);
  if (userRoleStatus === undefined) return fail(MSG.roleStatusRequired);
  const fields = { userRoleDescription, userRoleStatus };
  if (!menusRequired && body.roleOptions === undefined) return { fields };
  const menuIds = tickedItemIds(db, body.roleOptions);
  if (menuIds.length === 0) return fail(MSG.roleNoMenu, noMenuCode);
  return { fields: { ...fields, menuIds } };
}

/** @returns {{ fields: object } | { problem: { status: string, statusCode: string } }} */
export function newRoleFields(db, body) {
  const userRoleName = trimmed(body.userRoleName);
  if (!userRoleName) return fail(MSG.roleNameRequired);
  if (!LETTERS_ONLY.test(userRoleName)) return fail(MSG.roleNameLetters);
  if (userRoleName.length > TEXT_MAX.roleName) return fail(MSG.tooLong('Role name', TEXT_MAX.roleName));
  const common = commonFields(db, body, { menusRequired: true, noMenuCode: STATUS_CODE.FAILED_ALT });
  if (common.problem) return common;
  if (findRoleByName(db, userRoleName)) return fail(MSG.roleNameTaken);
  return { fields: { userRoleName, ...common.fields } };
}

/** Changes to an existing role; the name is read-only (absent means unchanged). */
export function roleChanges(db, role, body) {
  if (body.userRoleName !== undefined && trimmed(body.userRoleName) !== role.userRoleName) return fail(MSG.roleNameFixed);
  // roleOptions left out keeps the role's menus; sent with nothing ticked is refused.
  return commonFields(db, body, { menusRequired: false, noMenuCode: STATUS_CODE.FAILED });
}
