// Roles (administrator only): paged list, selects, the role's menu as roleOptions, create/update/delete.
import { Router } from '../lib/router.mjs';
import { ROLE, STATUS_CODE } from '../lib/constants.mjs';
import { MSG } from '../lib/messages.mjs';
import { badRequest, ok, refuse, reply } from '../lib/reply.mjs';
import { isPlainObject } from '../lib/fields.mjs';
import { pagedList } from '../lib/paging.mjs';
import { statusList } from '../lib/statuses.mjs';
import { approvedRoles, findRoleById, roleOptions, roleRow, roleRows, usersPerRole } from '../lib/roles.mjs';
import { newRoleFields, roleChanges } from '../lib/role-rules.mjs';
import { removeBlocksOf } from '../lib/menu-blocks.mjs';
import { pastTense } from '../lib/activity.mjs';

const BUILT_IN = new Set(Object.values(ROLE));
const PREFIX = '/usermanagement';

const nextRoleId = (db) => Math.max(0, ...db.get('roles').map('userRoleID').value()) + 1;

export function roleRoutes(ctx) {
  const { db, guards, logs, now } = ctx;
  const router = Router();
  const admin = guards.adminOnly;
  const requireBody = (req, res, next) => (isPlainObject(req.body) ? next() : badRequest(res, MSG.malformedJson));
  // Each handler leaves the role it changed in res.locals.subject for the activity entry.
  const roleLog = (action) =>
    logs({
      entity: 'role',
      action,
      recordId: (req, body, res) => res.locals.subject.userRoleID,
      detail: (req, body, res) => `Role ${res.locals.subject.userRoleName} ${pastTense(action)}`,
    });

  router.get(`${PREFIX}/allrolelist`, admin, (req, res) =>
    res.json(pagedList(roleRows(db), req.query, { defaultSort: { column: 'userRoleID', direction: 'asc' } })),
  );
  router.get(`${PREFIX}/alluserroles`, admin, (req, res) => res.json(approvedRoles(db)));
  router.get(`${PREFIX}/alluserstatus`, admin, (req, res) => res.json(statusList(db)));
  router.get(`${PREFIX}/roleoptions`, admin, (req, res) => res.json(roleOptions(db)));

  router.get(`${PREFIX}/roleedit/:userRoleID`, admin, (req, res) => {
    const role = findRoleById(db, req.params.userRoleID);
    if (!role) return reply(res, 404, MSG.roleNotFound, STATUS_CODE.NOT_FOUND);
    const usersCount = usersPerRole(db).get(role.userRoleID) ?? 0;
    return res.json({ ...roleRow(db, role, usersCount), roleOptions: roleOptions(db, role.menuIds) });
  });

  router.post(`${PREFIX}/rolecreation`, admin, requireBody, roleLog('create'), (req, res) => {
    const { fields, problem } = newRoleFields(db, req.body);
    if (problem) return res.json(problem);
    const userRoleID = nextRoleId(db);
    const createdAt = new Date(now()).toISOString();
    res.locals.subject = { id: userRoleID, userRoleID, ...fields, createdAt, createdBy: req.auth.user.username };
    db.get('roles').push(res.locals.subject).write();
    return ok(res, MSG.roleCreated, { userRoleID });
  });

  router.put(`${PREFIX}/updaterole`, admin, requireBody, roleLog('update'), (req, res) => {
    const role = findRoleById(db, req.body.userRoleID);
    if (!role) return refuse(res, MSG.roleNotFound);
    const { fields, problem } = roleChanges(db, role, req.body);
    if (problem) return res.json(problem);
    res.locals.subject = role;
    db.get('roles').find({ userRoleID: role.userRoleID }).assign(fields).write();
    return ok(res, MSG.roleUpdated);
  });

  router.delete(`${PREFIX}/deleterole/:userRoleID`, admin, roleLog('delete'), (req, res) => {
    const role = findRoleById(db, req.params.userRoleID);
    if (!role) return refuse(res, MSG.roleNotFound);
    if (BUILT_IN.has(role.userRoleID)) return refuse(res, MSG.roleBuiltIn);
    const holders = usersPerRole(db).get(role.userRoleID) ?? 0;
    if (holders > 0) return refuse(res, MSG.roleInUse(holders));
    res.locals.subject = role;
    removeBlocksOf(db, 'role', role.userRoleID);
    db.get('roles').remove({ userRoleID: role.userRoleID }).write();
    return ok(res, MSG.roleDeleted);
  });
  return router;
}
