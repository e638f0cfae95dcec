// Roles (Role Creation screen): paged list, selects, the role's menu as roleOptions, create/update/delete.
// A staff role may only hand out screens it holds, never edit its own role or the Administrator role.
import { secureRoutes } from '../lib/http/routes.mjs';
import { screens } from '../lib/http/access.mjs';
import { SCREEN } from '../lib/registry/screens.mjs';
import { RECORD_STATUS, ROLE, STATUS_CODE } from '../lib/constants.mjs';
import { MSG } from '../lib/common-texts.mjs';
import { ok, refuse, reply } from '../lib/http/reply.mjs';
import { pagedList } from '../lib/http/paging.mjs';
import { statusList } from '../lib/users/statuses.mjs';
import { approvedRoles, findRoleById, roleOptions, roleRow, roleRows, usersPerRole } from '../lib/users/roles.mjs';
import { newRoleFields, roleChanges } from '../lib/users/role-rules.mjs';
import { isCustomerRoleId, roleProblem, ticksProblem } from '../lib/auth/privilege.mjs';
import { removeBlocksOf } from '../lib/users/menu-blocks.mjs';
import { nextId } from '../lib/storage/ids.mjs';
import { loggedSubject, logSubject, pastTense } from '../lib/audit/activity.mjs';
import { insertRow, removeWhere, updateWhere } from '../lib/storage/changes.mjs';
import { addition, contract, spec } from '../lib/contract/declare.mjs';
import { PAGED_QUERY, array, byRoute, envelope, integer, json, object, page } from '../lib/contract/schemas.mjs';
import { ROLE_CHANGES, ROLE_CHOICE, ROLE_EDIT, ROLE_FORM, ROLE_OPTION, ROLE_ROW, STATUS_CHOICE } from '../lib/contract/shapes/administration.mjs';

const BUILT_IN = new Set(Object.values(ROLE));
const PREFIX = '/usermanagement';
const BY_ROLE_ID = { defaultSort: { column: 'userRoleID', direction: 'asc' } };
const USER_MANAGEMENT = '§7 User management (prefix usermanagement/)';
const { OK, NOT_FOUND, FAILED, FAILED_ALT } = STATUS_CODE;
/** A role write's answer: '00' done, '02' (and '03' on create) refused with the reason; 403 '02' beyond the actor's own access. */
const outcome = (codes, extra) => json("'00' done, or refused with the reason (the first broken rule).", envelope(codes, extra));
const ROLE_ID = (answer) => byRoute(integer({ min: 1, description: 'Digits, spaces around allowed.' }), answer);

export function roleRoutes(ctx) {
  const { db, logs, now } = ctx;
  const routes = secureRoutes(ctx);
  const roleScreen = screens(SCREEN.ROLES);
  const forbidden = (res, status) => reply(res, 403, status, STATUS_CODE.FAILED);
  // Each handler names the role it changed (logSubject) for the activity entry.
  const roleLog = (action) =>
    logs({
      entity: 'role',
      action,
      recordId: (req, body, res) => loggedSubject(res).userRoleID,
      detail: (req, body, res) => `Role ${loggedSubject(res).userRoleName} ${pastTense(action)}`,
    });

  routes.get(`${PREFIX}/allrolelist`, roleScreen, contract({
    summary: 'Every role with its status and number of users (the Role Creation table)',
    source: spec(USER_MANAGEMENT, 'GET allrolelist'),
    query: PAGED_QUERY,
    responses: { 200: json('One page of roles (by id unless sorted otherwise).', page(ROLE_ROW)) },
  }), (req, res) => res.json(pagedList(roleRows(db), req.query, BY_ROLE_ID)));
  // Roles not yet authorized (status Pending): the spec's unrouted Role Authorization table reads these.
  routes.get(`${PREFIX}/getallunauthorizeroles`, roleScreen, contract({
    summary: 'The roles still Pending authorization',
    source: spec(USER_MANAGEMENT, 'GET getallunauthorizeroles'),
    query: PAGED_QUERY,
    responses: { 200: json('One page of pending roles.', page(ROLE_ROW)) },
  }), (req, res) =>
    res.json(pagedList(roleRows(db).filter((role) => role.userRoleStatus.value === RECORD_STATUS.PENDING), req.query, BY_ROLE_ID)),
  );
  routes.get(`${PREFIX}/alluserroles`, screens(SCREEN.ROLES, SCREEN.USER_CREATION, SCREEN.BLOCK_ACCESS), contract({
    summary: 'The approved roles (the role selects)',
    source: spec(USER_MANAGEMENT, 'GET alluserroles'),
    responses: { 200: json('Every approved role, id and name.', array(ROLE_CHOICE)) },
  }), (req, res) => res.json(approvedRoles(db)));
  routes.get(`${PREFIX}/alluserstatus`, roleScreen, contract({
    summary: 'The record statuses (Pending, Approved, Reject)',
    source: spec(USER_MANAGEMENT, 'GET alluserstatus'),
    responses: { 200: json('The statuses in code order.', array(STATUS_CHOICE)) },
  }), (req, res) => res.json(statusList(db)));
  routes.get(`${PREFIX}/roleoptions`, roleScreen, contract({
    summary: "The menu tree a role's screens are ticked in (nothing ticked)",
    source: addition('The Role Creation form ticks screens in the menu tree; the spec names only a "role options list" service without its path.'),
    responses: { 200: json('One option per menu row in tree order (administrator-only rows left out).', array(ROLE_OPTION)) },
  }), (req, res) => res.json(roleOptions(db)));

  routes.get(`${PREFIX}/roleedit/:userRoleID`, roleScreen, contract({
    summary: "A role's row with its menu tree ticked (the edit form)",
    source: addition('The spec\'s "role edit data by role ID" service, path not shown: the edit form reads the role and its ticked screens.'),
    params: object({ userRoleID: ROLE_ID(`404 '01' '${MSG.roleNotFound}'`) }),
    responses: {
      200: json('The role row and its roleOptions.', ROLE_EDIT),
      404: json('No such role.', envelope([NOT_FOUND])),
    },
  }), (req, res) => {
    const role = findRoleById(db, req.params.userRoleID);
    if (!role) return reply(res, 404, MSG.roleNotFound, STATUS_CODE.NOT_FOUND);
    const usersCount = usersPerRole(db).get(role.userRoleID) ?? 0;
    return res.json({ ...roleRow(db, role, usersCount), roleOptions: roleOptions(db, role.menuIds) });
  });

  routes.post(`${PREFIX}/rolecreation`, roleScreen, contract({
    summary: 'Creates a role with the screens ticked (only screens the actor holds)',
    source: spec(USER_MANAGEMENT, 'POST rolecreation'),
    body: ROLE_FORM,
    responses: { 200: outcome([OK, FAILED, FAILED_ALT], { userRoleID: integer({ min: 1 }) }) },
  }), roleLog('create'), (req, res) => {
    const { fields, problem } = newRoleFields(db, req.body);
    if (problem) return res.json(problem);
    const escalation = ticksProblem(db, req.auth.user, fields.menuIds);
    if (escalation) return forbidden(res, escalation);
    const userRoleID = nextId(db, 'roles', 'userRoleID');
    const createdAt = new Date(now()).toISOString();
    logSubject(res, { id: userRoleID, userRoleID, ...fields, createdAt, createdBy: req.auth.user.username });
    insertRow(db, 'roles', loggedSubject(res));
    return ok(res, MSG.roleCreated, { userRoleID });
  });

  routes.put(`${PREFIX}/updaterole`, roleScreen, contract({
    summary: "Changes a role's description, status or screens (never one's own role or the Administrator's)",
    source: spec(USER_MANAGEMENT, 'PUT updaterole'),
    body: ROLE_CHANGES,
    responses: { 200: outcome([OK, FAILED]) },
  }), roleLog('update'), (req, res) => {
    const role = findRoleById(db, req.body.userRoleID);
    if (!role) return refuse(res, MSG.roleNotFound);
    if (role.userRoleID === req.auth.user.userRoleID) return forbidden(res, MSG.ownRole);
    const held = roleProblem(db, req.auth.user, role.userRoleID);
    if (held) return forbidden(res, held);
    const { fields, problem } = roleChanges(db, role, req.body);
    if (problem) return res.json(problem);
    const escalation = fields.menuIds && ticksProblem(db, req.auth.user, fields.menuIds, { customer: isCustomerRoleId(role.userRoleID) });
    if (escalation) return forbidden(res, escalation);
    logSubject(res, role);
    updateWhere(db, 'roles', { userRoleID: role.userRoleID }, fields);
    return ok(res, MSG.roleUpdated);
  });

  routes.delete(`${PREFIX}/deleterole/:userRoleID`, roleScreen, contract({
    summary: 'Deletes a role no user holds (never a built-in one)',
    source: spec(USER_MANAGEMENT, 'DELETE deleterole/{roleId}'),
    params: object({ userRoleID: ROLE_ID(`200 '02' '${MSG.roleNotFound}'`) }),
    responses: { 200: outcome([OK, FAILED]) },
  }), roleLog('delete'), (req, res) => {
    const role = findRoleById(db, req.params.userRoleID);
    if (!role) return refuse(res, MSG.roleNotFound);
    if (BUILT_IN.has(role.userRoleID)) return refuse(res, MSG.roleBuiltIn);
    const held = roleProblem(db, req.auth.user, role.userRoleID);
    if (held) return forbidden(res, held);
    const holders = usersPerRole(db).get(role.userRoleID) ?? 0;
    if (holders > 0) return refuse(res, MSG.roleInUse(holders));
    logSubject(res, role);
    removeBlocksOf(db, 'role', role.userRoleID);
    removeWhere(db, 'roles', { userRoleID: role.userRoleID });
    return ok(res, MSG.roleDeleted);
  });
  return routes.router;
}
