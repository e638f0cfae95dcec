// Roles (Role Creation screen): paged list, selects, the role's menu as roleOptions, create/update/delete.
// A staff role may only hand out screens it holds, never edit its own role or the Administrator role.
import { secureRoutes } from '../lib/routes.mjs';
import { screens } from '../lib/access.mjs';
import { SCREEN } from '../lib/screens.mjs';
import { RECORD_STATUS, ROLE, STATUS_CODE } from '../lib/constants.mjs';
import { MSG } from '../lib/messages.mjs';
import { badRequest, ok, refuse, reply } from '../lib/reply.mjs';
import { isPlainObject } from '../lib/fields.mjs';
import { pagedList } from '../lib/paging.mjs';
import { statusList } from '../lib/statuses.mjs';
import { approvedRoles, findRoleById, roleOptions, roleRow, roleRows, usersPerRole } from '../lib/roles.mjs';
import { newRoleFields, roleChanges } from '../lib/role-rules.mjs';
import { isCustomerRoleId, roleProblem, ticksProblem } from '../lib/privilege.mjs';
import { removeBlocksOf } from '../lib/menu-blocks.mjs';
import { nextId } from '../lib/ids.mjs';
import { pastTense } from '../lib/activity.mjs';
import { insertRow, removeWhere, updateWhere } from '../lib/changes.mjs';

const BUILT_IN = new Set(Object.values(ROLE));
const PREFIX = '/usermanagement';
const BY_ROLE_ID = { defaultSort: { column: 'userRoleID', direction: 'asc' } };

export function roleRoutes(ctx) {
  const { db, logs, now } = ctx;
  const routes = secureRoutes(ctx);
  const roleScreen = screens(SCREEN.ROLES);
  const requireBody = (req, res, next) => (isPlainObject(req.body) ? next() : badRequest(res, MSG.malformedJson));
  const forbidden = (res, status) => reply(res, 403, status, STATUS_CODE.FAILED);
  // Each handler leaves the role it changed in res.locals.subject for the activity entry.
  const roleLog = (action) =>
    logs({
      entity: 'role',
      action,
      recordId: (req, body, res) => res.locals.subject.userRoleID,
      detail: (req, body, res) => `Role ${res.locals.subject.userRoleName} ${pastTense(action)}`,
    });

  routes.get(`${PREFIX}/allrolelist`, roleScreen, (req, res) => res.json(pagedList(roleRows(db), req.query, BY_ROLE_ID)));
  // Roles not yet authorized (status Pending): the spec's unrouted Role Authorization table reads these.
  routes.get(`${PREFIX}/getallunauthorizeroles`, roleScreen, (req, res) =>
    res.json(pagedList(roleRows(db).filter((role) => role.userRoleStatus.value === RECORD_STATUS.PENDING), req.query, BY_ROLE_ID)),
  );
  routes.get(`${PREFIX}/alluserroles`, screens(SCREEN.ROLES, SCREEN.USER_CREATION, SCREEN.BLOCK_ACCESS), (req, res) => res.json(approvedRoles(db)));
  routes.get(`${PREFIX}/alluserstatus`, roleScreen, (req, res) => res.json(statusList(db)));
  routes.get(`${PREFIX}/roleoptions`, roleScreen, (req, res) => res.json(roleOptions(db)));

  routes.get(`${PREFIX}/roleedit/:userRoleID`, roleScreen, (req, res) => {
    const role = findRoleById(db, req.params.userRoleID);
    if (!role) return reply(res, 404, MSG.roleNotFound, STATUS_CODE.NOT_FOUND);
    const usersCount = usersPerRole(db).get(role.userRoleID) ?? 0;
    return res.json({ ...roleRow(db, role, usersCount), roleOptions: roleOptions(db, role.menuIds) });
  });

  routes.post(`${PREFIX}/rolecreation`, roleScreen, requireBody, roleLog('create'), (req, res) => {
    const { fields, problem } = newRoleFields(db, req.body);
    if (problem) return res.json(problem);
    const escalation = ticksProblem(db, req.auth.user, fields.menuIds);
    if (escalation) return forbidden(res, escalation);
    const userRoleID = nextId(db, 'roles', 'userRoleID');
    const createdAt = new Date(now()).toISOString();
    res.locals.subject = { id: userRoleID, userRoleID, ...fields, createdAt, createdBy: req.auth.user.username };
    insertRow(db, 'roles', res.locals.subject);
    return ok(res, MSG.roleCreated, { userRoleID });
  });

  routes.put(`${PREFIX}/updaterole`, roleScreen, requireBody, roleLog('update'), (req, res) => {
    const role = findRoleById(db, req.body.userRoleID);
    if (!role) return refuse(res, MSG.roleNotFound);
    if (role.userRoleID === req.auth.user.userRoleID) return forbidden(res, MSG.ownRole);
    const held = roleProblem(db, req.auth.user, role.userRoleID);
    if (held) return forbidden(res, held);
    const { fields, problem } = roleChanges(db, role, req.body);
    if (problem) return res.json(problem);
    const escalation = fields.menuIds && ticksProblem(db, req.auth.user, fields.menuIds, { customer: isCustomerRoleId(role.userRoleID) });
    if (escalation) return forbidden(res, escalation);
    res.locals.subject = role;
    updateWhere(db, 'roles', { userRoleID: role.userRoleID }, fields);
    return ok(res, MSG.roleUpdated);
  });

  routes.delete(`${PREFIX}/deleterole/:userRoleID`, roleScreen, roleLog('delete'), (req, res) => {
    const role = findRoleById(db, req.params.userRoleID);
    if (!role) return refuse(res, MSG.roleNotFound);
    if (BUILT_IN.has(role.userRoleID)) return refuse(res, MSG.roleBuiltIn);
    const held = roleProblem(db, req.auth.user, role.userRoleID);
    if (held) return forbidden(res, held);
    const holders = usersPerRole(db).get(role.userRoleID) ?? 0;
    if (holders > 0) return refuse(res, MSG.roleInUse(holders));
    res.locals.subject = role;
    removeBlocksOf(db, 'role', role.userRoleID);
    removeWhere(db, 'roles', { userRoleID: role.userRoleID });
    return ok(res, MSG.roleDeleted);
  });
  return routes.router;
}
