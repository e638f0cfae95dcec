// Item 7: a staff role holding one administration screen must not reach full control.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREEN } from '../../mock-api/lib/registry/screens.mjs';
import { bearer, signin } from '../api/helpers.mjs';
import { PASSWORD, addRole, addUser, menuIdOf, startSecurityApi, tokenFor } from './support.mjs';

const api = startSecurityApi();
afterAll(() => api.cleanup());
const role = (userRoleID) => api.db.get('roles').find({ userRoleID }).value();
const user = (userID) => api.db.get('users').find({ userID }).value();
const FORBIDDEN_CODE = '02';

/** A staff account whose role holds exactly these screens. */
const staffWith = (id, ...screens) => {
  addRole(api, { userRoleID: id, menuIds: screens.map((url) => menuIdOf(api, url)) });
  const account = addUser(api, { userID: id, roleId: id });
  return { account, token: tokenFor(account), as: (method, url) => api.request[method](url).set(bearer(tokenFor(account))) };
};

let creator;
let roleMaker;
let userAdmin;
let blocker;
let authorizer;
beforeAll(() => {
  creator = staffWith(501, SCREEN.USER_CREATION);
  roleMaker = staffWith(502, SCREEN.ROLES);
  userAdmin = staffWith(503, SCREEN.ALL_USERS);
  blocker = staffWith(504, SCREEN.BLOCK_ACCESS);
  authorizer = staffWith(505, SCREEN.USER_AUTH);
});

const expectRefused = (response, status) => {
  expect(response.status).toBe(403);
  expect(response.body).toMatchObject({ status, statusCode: FORBIDDEN_CODE });
};

describe('item 7: with "User ID Creation"', () => {
  it('cannot give a member the Administrator role', async () => {
    const response = await creator.as('post', '/api/usermanagement/set-user-role-from-member').send({ memberNumber: 'M0001', userRoleName: { value: 1, label: 'Administrator' } });
    expectRefused(response, 'Only an administrator may grant or change the Administrator role');
    expect(user(3).userRoleID).toBe(22);
  });

  it('cannot create an administrator, nor a user of a role holding screens it does not hold', async () => {
    const admin = await creator.as('post', '/api/usermanagement/usercreation').send({ email: 'evil.admin@example.org', firstName: 'Evil', lastName: 'Admin', userRoleName: { value: 1, label: 'Administrator' } });
    expectRefused(admin, 'Only an administrator may grant or change the Administrator role');
    const council = await creator.as('post', '/api/usermanagement/usercreation').send({ email: 'evil.council@example.org', firstName: 'Evil', lastName: 'Council', userRoleName: { value: 23, label: 'Council' } });
    expectRefused(council, 'You cannot grant access to screens you do not hold yourself');
    expect(api.db.get('users').find({ username: 'evil.admin@example.org' }).value()).toBeUndefined();
  });

  it('may still create members and users of roles whose screens it holds', async () => {
    const response = await creator.as('post', '/api/usermanagement/usercreation').send({ email: 'new.member@example.org', firstName: 'New', lastName: 'Member', userRoleName: { value: 22, label: 'Member' } });
    expect(response.body.statusCode).toBe('00');
  });

  it('cannot take the Administrator role away from an administrator who is a member, nor change its own role', async () => {
    api.db.get('members').push({ memberID: 990, memberNo: 'M0990', userid: 1 }).write();
    const demote = await creator.as('post', '/api/usermanagement/set-user-role-from-member').send({ memberNumber: 'M0990', userRoleName: { value: 22, label: 'Member' } });
    expectRefused(demote, 'Only an administrator may grant or change the Administrator role');
    api.db.get('members').push({ memberID: 991, memberNo: 'M0991', userid: 501 }).write();
    const own = await creator.as('post', '/api/usermanagement/set-user-role-from-member').send({ memberNumber: 'M0991', userRoleName: { value: 22, label: 'Member' } });
    expectRefused(own, 'You cannot change your own role');
  });

  it('the only administrator cannot demote themselves either (nobody changes their own role)', async () => {
    const admin = tokenFor(user(1));
    const response = await api.request.post('/api/usermanagement/set-user-role-from-member').set(bearer(admin)).send({ memberNumber: 'M0990', userRoleName: { value: 22, label: 'Member' } });
    expectRefused(response, 'You cannot change your own role');
    expect(user(1).userRoleID).toBe(1);
  });
});

describe('item 7: with "Role Creation"', () => {
  const everyMenu = () => api.db.get('menus').value().filter((row) => row.type === 'item').map((row) => ({ value: row.id, ticked: true }));

  it('cannot tick every menu on its own role', async () => {
    const response = await roleMaker.as('put', '/api/usermanagement/updaterole').send({ userRoleID: 502, userRoleDescription: 'mine', userRoleStatus: 2, roleOptions: everyMenu() });
    expectRefused(response, 'You cannot change your own role');
    expect(role(502).menuIds).toEqual([menuIdOf(api, SCREEN.ROLES)]);
  });

  it('cannot strip or edit the Administrator role, nor delete it', async () => {
    const before = role(1).menuIds;
    const strip = await roleMaker.as('put', '/api/usermanagement/updaterole').send({ userRoleID: 1, userRoleDescription: 'x', userRoleStatus: 2, roleOptions: [{ value: 300, ticked: true }] });
    expectRefused(strip, 'Only an administrator may grant or change the Administrator role');
    expect(role(1).menuIds).toEqual(before);
    expect((await roleMaker.as('delete', '/api/usermanagement/deleterole/1')).body.statusCode).toBe('02');
  });

  it('cannot make a new role, or edit another, with screens it does not hold', async () => {
    const created = await roleMaker.as('post', '/api/usermanagement/rolecreation').send({ userRoleName: 'Shadow', userRoleDescription: 'x', userRoleStatus: 2, roleOptions: everyMenu() });
    expectRefused(created, 'You cannot grant access to screens you do not hold yourself');
    const council = await roleMaker.as('put', '/api/usermanagement/updaterole').send({ userRoleID: 23, userRoleDescription: 'x', userRoleStatus: 2, roleOptions: [{ value: 110, ticked: true }] });
    expectRefused(council, 'You cannot grant access to screens you do not hold yourself');
    expect(api.db.get('roles').find({ userRoleName: 'Shadow' }).value()).toBeUndefined();
  });

  it('cannot hand Membership Fees (a staff power: editing the fee schedule) to a staff role, yet members keep reading it', async () => {
    const fees = menuIdOf(api, SCREEN.MEMBERSHIP_FEES);
    const created = await roleMaker.as('post', '/api/usermanagement/rolecreation').send({ userRoleName: 'Cashier', userRoleDescription: 'x', userRoleStatus: 2, roleOptions: [{ value: menuIdOf(api, SCREEN.ROLES), ticked: true }, { value: fees, ticked: true }] });
    expectRefused(created, 'You cannot grant access to screens you do not hold yourself');
    expect(role(22).menuIds).toContain(fees);
  });

  it('may make a role of screens it holds', async () => {
    const response = await roleMaker.as('post', '/api/usermanagement/rolecreation').send({ userRoleName: 'Deputy', userRoleDescription: 'x', userRoleStatus: 2, roleOptions: [{ value: menuIdOf(api, SCREEN.ROLES), ticked: true }] });
    expect(response.body.statusCode).toBe('00');
  });

  it('built-in roles 1, 21 and 22 cannot be deleted, even by the administrator', async () => {
    const admin = tokenFor(user(1));
    for (const id of [1, 21, 22]) {
      const response = await api.request.delete(`/api/usermanagement/deleterole/${id}`).set(bearer(admin));
      expect(response.body).toEqual({ status: 'Built-in roles cannot be deleted', statusCode: '02' });
    }
  });
});

describe('item 7: with "View All Users"', () => {
  it('cannot delete or rename the administrator account', async () => {
    expectRefused(await userAdmin.as('delete', '/api/para/user/1'), 'Only an administrator may grant or change the Administrator role');
    expectRefused(await userAdmin.as('put', '/api/para/user').send({ userID: 1, firstName: 'Evil', lastName: 'Rename' }), 'Only an administrator may grant or change the Administrator role');
    expect(user(1)).toMatchObject({ firstName: 'Nimal' });
  });

  it('cannot delete itself; may delete an applicant', async () => {
    expect((await userAdmin.as('delete', '/api/para/user/503')).body).toEqual({ status: 'You cannot delete your own account', statusCode: '02' });
    expect((await userAdmin.as('delete', '/api/para/user/45')).body.statusCode).toBe('00');
  });

  it('nobody deletes themselves or the last administrator', async () => {
    const admin = tokenFor(user(1));
    expect((await api.request.delete('/api/para/user/1').set(bearer(admin))).body).toEqual({ status: 'You cannot delete your own account', statusCode: '02' });
    const second = addUser(api, { userID: 510, roleId: 1 });
    const secondToken = tokenFor(second);
    expect((await api.request.delete('/api/para/user/1').set(bearer(secondToken))).body.statusCode).toBe('00');
    expect((await api.request.delete('/api/para/user/510').set(bearer(secondToken))).body).toEqual({ status: 'You cannot delete your own account', statusCode: '02' });
    expect(user(510)).toBeDefined();
    api.db.get('users').push({ ...second, userID: 1, id: 1, username: 'admin@example.org', email: 'admin@example.org', firstName: 'Nimal', passwordHash: api.db.get('users').find({ userID: 510 }).value().passwordHash }).write();
  });
});

describe('item 7: with "Block Menu Access" and "User Authorization"', () => {
  it('cannot unblock its own items, nor block the administrator', async () => {
    const own = await blocker.as('put', '/api/usermanagement/blockmenu').send({ scope: 'role', roleId: 504, menuId: 110, blocked: false });
    expectRefused(own, 'You cannot change your own role');
    const ownUser = await blocker.as('put', '/api/usermanagement/blockmenu').send({ scope: 'user', userId: 504, menuId: 110, blocked: false });
    expectRefused(ownUser, 'You cannot change your own role');
    const admin = await blocker.as('put', '/api/usermanagement/blockmenu').send({ scope: 'role', roleId: 1, menuId: 110, blocked: true });
    expectRefused(admin, 'Only an administrator may grant or change the Administrator role');
    expect(api.db.get('menuBlocks').value()).toEqual([]);
  });

  it('cannot authorize a pending administrator', async () => {
    const pending = addUser(api, { userID: 520, roleId: 1, statusID: 1 });
    const response = await authorizer.as('put', '/api/usermanagement/userauth').send({ userID: pending.userID, firstName: 'Pending', lastName: 'Admin', approve: 'approve' });
    expectRefused(response, 'Only an administrator may grant or change the Administrator role');
    expect((await signin(api.request, pending.username, PASSWORD)).body.User).toBeNull();
  });
});
