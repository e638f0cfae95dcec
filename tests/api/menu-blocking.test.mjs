import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, as, menuUrlsOf, signin, startApi, tokenOf, urlsOf } from './helpers.mjs';

const api = startApi();
let admin;
beforeAll(async () => {
  admin = as(api.request, await tokenOf(api.request, 'admin'));
});
afterAll(() => api.cleanup());

const block = async (body) => (await admin.put('/api/usermanagement/blockmenu').send(body)).body;
const roleAccess = async (allowed, role) => (await admin.get(`/api/usermanagement/roleaccess/allowed/${allowed}/roleid/${role}`)).body;
const userAccess = async (allowed, user) => (await admin.get(`/api/usermanagement/useraccess/allowed/${allowed}/userEVENTID/${user}`)).body;
const memberLogin = async () => (await signin(api.request, DEMO.member.username, DEMO.member.password)).body;
/** Both places the login hands out a url: the menu tree and the permitted URL list. */
const loginUrls = (body) => ({ menu: menuUrlsOf(body.UserMenu), list: urlsOf(body) });

const RENEWAL = { id: 204, menuName: 'Membership Renewal', url: '/member/memberrenewal' };
const GOALS = { id: 210, menuName: 'Development Goals', url: '/cpd/developmentgoals' };

describe('menu items and access lists', () => {
  it('activemenuitems/all lists every item and permission with a url as {id, menuName, url, parentId, type}', async () => {
    const { body } = await admin.get('/api/usermanagement/activemenuitems/all');
    expect(body).toHaveLength(api.db.get('menus').filter((row) => row.type === 'item' || row.type === 'permission').value().length);
    expect(body).toContainEqual({ id: 110, menuName: 'Role Creation', url: '/user/rolecreation', parentId: 10, type: 'item' });
    // a decision held apart from its screen is blocked like a screen (src/domain/permissions.mjs)
    expect(body).toContainEqual({ id: 144, menuName: 'Approve or reject transactions', url: '/member/approvetransaction/decide', parentId: 13, type: 'permission' });
  });

  it("roleaccess '1' lists the role's ticked items and '0' its blocked ones (none in the seed)", async () => {
    const allowed = await roleAccess('1', 22);
    expect(allowed).toContainEqual(RENEWAL);
    expect(allowed.map((row) => row.url)).toEqual(menuUrlsOf((await memberLogin()).UserMenu));
    expect(await roleAccess('0', 22)).toEqual([]);
    expect(await roleAccess('1', 999)).toEqual([]);
  });

  it("useraccess '1' lists the user's items (the role's) and '0' the user's blocks", async () => {
    expect(await userAccess('1', 3)).toEqual(await roleAccess('1', 22));
    expect(await userAccess('0', 3)).toEqual([]);
    expect(await userAccess('1', 999)).toEqual([]);
  });
});

describe('PUT usermanagement/blockmenu refusals', () => {
  it("'02' for an unknown role, user or menu item, or a bad scope", async () => {
    expect(await block({ scope: 'role', roleId: 999, menuId: 204, blocked: true })).toEqual({ status: 'Role not found', statusCode: '02' });
    expect(await block({ scope: 'user', userId: 999, menuId: 204, blocked: true })).toEqual({ status: 'User not found', statusCode: '02' });
    expect(await block({ scope: 'role', roleId: 22, menuId: 9999, blocked: true })).toEqual({ status: 'Menu item not found', statusCode: '02' });
    expect(await block({ scope: 'role', roleId: 22, menuId: 3, blocked: true })).toEqual({ status: 'Menu item not found', statusCode: '02' }); // a group
    expect(await block({ scope: 'team', roleId: 22, menuId: 204, blocked: true })).toEqual({ status: "scope must be 'role' or 'user'", statusCode: '02' });
    expect(api.db.get('menuBlocks').value()).toEqual([]);
  });

  it("400 '05' when scope, menuId or blocked is missing", async () => {
    const response = await admin.put('/api/usermanagement/blockmenu').send({ scope: 'role', roleId: 22, menuId: 204 });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ status: 'scope, menuId and blocked are required', statusCode: '05' });
  });
});

describe('blocking for a role', () => {
  it("removes the item from the role's next login (UserMenu and URLList) and its access lists", async () => {
    expect(loginUrls(await memberLogin()).list).toContain(RENEWAL.url);
    expect(await block({ scope: 'role', roleId: 22, menuId: 204, blocked: true })).toEqual({ status: 'Menu access updated', statusCode: '00' });
    const { menu, list } = loginUrls(await memberLogin());
    expect(menu).not.toContain(RENEWAL.url);
    expect(list).not.toContain(RENEWAL.url);
    expect(await roleAccess('0', 22)).toEqual([RENEWAL]);
    expect(await roleAccess('1', 22)).not.toContainEqual(RENEWAL);
    const table = (userSwitch) => admin.get(`/api/usermanagement/menuaccesstable/allowed/${userSwitch}/roleid/22`).query({ perPage: 100 });
    expect((await table('true')).body.data.map((row) => row.url)).not.toContain(RENEWAL.url);
    expect((await table('false')).body.data.map((row) => row.url)).toContain(RENEWAL.url);
  });

  it('blocking twice keeps one block; other roles are not affected', async () => {
    await block({ scope: 'role', roleId: '22', menuId: '204', blocked: 'true' });
    expect(api.db.get('menuBlocks').value()).toHaveLength(1);
    const admins = await signin(api.request, DEMO.admin.username, DEMO.admin.password);
    expect(urlsOf(admins.body)).toContain('/member/admin-dashboard');
  });

  it('unblocking restores it', async () => {
    expect(await block({ scope: 'role', roleId: 22, menuId: 204, blocked: false })).toEqual({ status: 'Menu access updated', statusCode: '00' });
    const { menu, list } = loginUrls(await memberLogin());
    expect(menu).toContain(RENEWAL.url);
    expect(list).toContain(RENEWAL.url);
    expect(await roleAccess('0', 22)).toEqual([]);
  });
});

describe('blocking for one user', () => {
  it("removes the item from that user's next login only", async () => {
    expect(await block({ scope: 'user', userId: 3, menuId: 210, blocked: true })).toEqual({ status: 'Menu access updated', statusCode: '00' });
    const { menu, list } = loginUrls(await memberLogin());
    expect(menu).not.toContain(GOALS.url);
    expect(list).not.toContain(GOALS.url);
    const otherMember = await signin(api.request, 'user04@example.org', 'User@123');
    expect(urlsOf(otherMember.body)).toContain(GOALS.url);
    expect(await userAccess('0', 3)).toEqual([GOALS]);
    expect(await userAccess('1', 3)).not.toContainEqual(GOALS);
    expect(await roleAccess('1', 22)).toContainEqual(GOALS);
  });

  it('a collapse whose items are all blocked disappears from the menu', async () => {
    const CPD_ITEMS = [210, 211, 212, 213];
    for (const menuId of CPD_ITEMS) await block({ scope: 'user', userId: 3, menuId, blocked: true });
    const body = await memberLogin();
    const membership = body.UserMenu.find((group) => group.title === 'Membership');
    expect(membership.children.map((child) => child.title)).not.toContain('CPD');
    expect(urlsOf(body)).not.toContain('/cpd/member-registration');
    for (const menuId of CPD_ITEMS) await block({ scope: 'user', userId: 3, menuId, blocked: false });
  });

  it('unblocking restores it', async () => {
    await block({ scope: 'user', userId: 3, menuId: 210, blocked: false });
    const { menu, list } = loginUrls(await memberLogin());
    expect(menu).toContain(GOALS.url);
    expect(list).toContain(GOALS.url);
    expect(api.db.get('menuBlocks').value()).toEqual([]);
  });
});
