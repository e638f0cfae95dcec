// Menu access: the menu table of a role (User ID Creation), the role's and a user's allowed and blocked
// items and PUT blockmenu (Block Menu Access). Blocks shape the next login's UserMenu and URLList
// (lib/users/menus.mjs). Nobody changes the blocks of their own role or account, and a staff role only those of
// roles and accounts whose access it holds.
import { secureRoutes } from '../lib/http/routes.mjs';
import { screens } from '../lib/http/access.mjs';
import { SCREEN } from '../lib/registry/screens.mjs';
import { STATUS_CODE } from '../lib/constants.mjs';
import { MSG } from '../lib/common-texts.mjs';
import { badRequest, ok, refuse, reply } from '../lib/http/reply.mjs';
import { idFrom, isPlainObject } from '../lib/http/fields.mjs';
import { pagedList } from '../lib/http/paging.mjs';
import { grantRows, permittedMenuIds } from '../lib/users/menus.mjs';
import { blockedIdsFor, setMenuBlock } from '../lib/users/menu-blocks.mjs';
import { findRoleById } from '../lib/users/roles.mjs';
import { findUserById } from '../lib/users/users.mjs';
import { accountChangeProblem, roleProblem } from '../lib/auth/privilege.mjs';
import { contract, spec } from '../lib/contract/declare.mjs';
import { PAGED_QUERY, anyOf, array, boolean, byRoute, envelope, integer, json, nullable, object, page, text } from '../lib/contract/schemas.mjs';
import { ID_VALUE, MENU_ACCESS_ROW, MENU_TABLE_ROW } from '../lib/contract/shapes/administration.mjs';
import { loggedSubject, logSubject } from '../lib/audit/activity.mjs';

const PREFIX = '/usermanagement';
const accessRow = (row) => ({ id: row.id, menuName: row.title, url: row.url });
const wantsAllowed = (flag) => flag === '1' || flag === 'true';
const booleanOf = (value) => (value === true || value === 'true' ? true : value === false || value === 'false' ? false : undefined);

const USER_MANAGEMENT = '§7 User management (prefix usermanagement/)';
const ALLOWED_FLAG = byRoute(text({ description: "'1' or 'true': the allowed items; anything else: the blocked ones." }), 'read as a flag, never refused');
const NONE_FOR_UNKNOWN = 'an unknown one lists nothing';
const BLOCK_FIELDS_MISSING = `400 '05' '${MSG.blockFieldsMissing}'`;

/** The items and permissions of `ids` (or, with `outside`, every other one) in tree order. */
const itemsIn = (db, ids, outside = false) => grantRows(db).filter((row) => ids.has(row.id) !== outside);

/** The role or user a block names, or the reason it may not be changed ({ problem, status }). */
function blockOwner(db, actor, { scope, roleId, userId }) {
  if (scope === 'role') {
    const role = findRoleById(db, roleId);
    if (!role) return { problem: MSG.roleNotFound, status: 200 };
    const held = role.userRoleID === actor.userRoleID ? MSG.ownRole : roleProblem(db, actor, role.userRoleID);
    return held ? { problem: held, status: 403 } : { ownerId: role.userRoleID, label: `role ${role.userRoleName}` };
  }
  if (scope === 'user') {
    const user = findUserById(db, idFrom(userId));
    if (!user) return { problem: MSG.userNotFound, status: 200 };
    const held = accountChangeProblem(db, actor, user);
    return held ? { problem: held, status: 403 } : { ownerId: user.userID, label: `user ${user.username}` };
  }
  return { problem: MSG.blockScope, status: 200 };
}

export function menuAccessRoutes(ctx) {
  const { db, logs } = ctx;
  const routes = secureRoutes(ctx);
  const blockScreen = screens(SCREEN.BLOCK_ACCESS);

  routes.get(`${PREFIX}/activemenuitems/all`, blockScreen, contract({
    summary: 'Every menu item with a screen (the Block Menu Access menu select)',
    source: spec(USER_MANAGEMENT, 'GET activemenuitems/all'),
    responses: { 200: json('The items in tree order, with their parent and type.', array(object({ ...MENU_ACCESS_ROW.properties, parentId: nullable(integer({ min: 1 })), type: text() }, { required: ['id', 'menuName', 'url', 'type'] }))) },
  }), (req, res) =>
    res.json(grantRows(db).filter((row) => row.url).map((row) => ({ ...accessRow(row), parentId: row.parentId, type: row.type }))),
  );

  routes.get(`${PREFIX}/menuaccesstable/allowed/:userSwitch/roleid/:role`, screens(SCREEN.USER_CREATION), contract({
    summary: "A role's menu table: the screens it allows, or with userSwitch other than 'true' those it does not",
    source: spec(USER_MANAGEMENT, 'GET menuaccesstable/allowed/{userSwitch}/roleid/{role}'),
    params: object({
      userSwitch: byRoute(text({ description: "'true': the allowed items; anything else: the others." }), 'read as a flag, never refused'),
      role: byRoute(text({ description: "A role's id." }), NONE_FOR_UNKNOWN),
    }),
    query: PAGED_QUERY,
    responses: { 200: json('One page of numbered rows, with the path values echoed.', object({ ...page(MENU_TABLE_ROW).properties, selectedRole: text(), userSwitch: text() }, { required: ['data', 'total', 'selectedRole', 'userSwitch'] })) },
  }), (req, res) => {
    const { userSwitch, role } = req.params;
    const rows = findRoleById(db, role) ? itemsIn(db, permittedMenuIds(db, role), userSwitch !== 'true') : [];
    const numbered = rows.map((row, index) => ({ no: index + 1, menuName: row.title, url: row.url }));
    res.json({ ...pagedList(numbered, req.query, { defaultSort: { column: 'no', direction: 'asc' } }), selectedRole: role, userSwitch });
  });

  routes.get(`${PREFIX}/roleaccess/allowed/:allowed/roleid/:role`, blockScreen, contract({
    summary: "A role's allowed or blocked menu items",
    source: spec(USER_MANAGEMENT, 'GET roleaccess/allowed/{x}/roleid/{role}'),
    params: object({ allowed: ALLOWED_FLAG, role: byRoute(text({ description: "A role's id." }), NONE_FOR_UNKNOWN) }),
    responses: { 200: json('The items in tree order.', array(MENU_ACCESS_ROW)) },
  }), (req, res) => {
    const role = findRoleById(db, req.params.role);
    if (!role) return res.json([]);
    const ids = wantsAllowed(req.params.allowed) ? permittedMenuIds(db, role.userRoleID) : blockedIdsFor(db, 'role', role.userRoleID);
    return res.json(itemsIn(db, ids).map(accessRow));
  });

  routes.get(`${PREFIX}/useraccess/allowed/:allowed/userEVENTID/:user`, blockScreen, contract({
    summary: "A user's allowed (role's less the blocks) or blocked menu items",
    source: spec(USER_MANAGEMENT, 'GET useraccess/allowed/{x}/userEVENTID/{user}'),
    params: object({ allowed: ALLOWED_FLAG, user: byRoute(text({ description: "A user's id." }), NONE_FOR_UNKNOWN) }),
    responses: { 200: json('The items in tree order.', array(MENU_ACCESS_ROW)) },
  }), (req, res) => {
    const user = findUserById(db, idFrom(req.params.user));
    if (!user) return res.json([]);
    const ids = wantsAllowed(req.params.allowed) ? permittedMenuIds(db, user.userRoleID, user.userID) : blockedIdsFor(db, 'user', user.userID);
    return res.json(itemsIn(db, ids).map(accessRow));
  });

  const blockLog = logs({
    entity: 'menu',
    action: (req, body, res) => (loggedSubject(res).blocked ? 'block' : 'unblock'),
    recordId: (req, body, res) => loggedSubject(res).menu.id,
    detail: (req, body, res) => {
      const { menu, blocked, owner } = loggedSubject(res);
      return `Menu ${menu.title} (${menu.url}) ${blocked ? 'blocked' : 'unblocked'} for ${owner.label}`;
    },
  });

  routes.put(`${PREFIX}/blockmenu`, blockScreen, contract({
    summary: "Blocks or unblocks a menu item for a role or a user (never one's own role or account)",
    source: spec(USER_MANAGEMENT, 'PUT blockmenu'),
    body: byRoute(object({
      scope: byRoute(text({ values: ['role', 'user'] }), `${BLOCK_FIELDS_MISSING}; another text: 200 '02' '${MSG.blockScope}'`),
      roleId: byRoute(ID_VALUE, `200 '02' '${MSG.roleNotFound}'`),
      userId: byRoute(ID_VALUE, `200 '02' '${MSG.userNotFound}'`),
      menuId: byRoute({ ...ID_VALUE, description: 'A menu item with a screen.' }, `${BLOCK_FIELDS_MISSING}; unknown: 200 '02' '${MSG.menuNotFound}'`),
      blocked: byRoute(anyOf(boolean(), text({ values: ['true', 'false'] })), BLOCK_FIELDS_MISSING),
    }, { required: ['scope', 'menuId', 'blocked'] }), `a body that is no object: ${BLOCK_FIELDS_MISSING}`, ['type']),
    responses: { 200: json(`'00' '${MSG.menuAccessUpdated}'; '02' refused with the reason.`, envelope([STATUS_CODE.OK, STATUS_CODE.FAILED])) },
  }), blockLog, (req, res) => {
    const body = isPlainObject(req.body) ? req.body : {};
    const blocked = booleanOf(body.blocked);
    if (typeof body.scope !== 'string' || body.menuId === undefined || blocked === undefined) return badRequest(res, MSG.blockFieldsMissing);
    const owner = blockOwner(db, req.auth.user, body);
    if (owner.problem) return reply(res, owner.status, owner.problem, STATUS_CODE.FAILED);
    const menu = grantRows(db).find((row) => row.id === idFrom(body.menuId) && row.url);
    if (!menu) return refuse(res, MSG.menuNotFound);
    logSubject(res, { menu, blocked, owner });
    setMenuBlock(ctx, { scope: body.scope, ownerId: owner.ownerId, menuId: menu.id, blocked, by: req.auth.user.username });
    return ok(res, MSG.menuAccessUpdated);
  });
  return routes.router;
}
