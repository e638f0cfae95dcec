import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, startApi, tokenOf } from './helpers.mjs';

const api = startApi();
let admin;
beforeAll(async () => {
  admin = as(api.request, await tokenOf(api.request, 'admin'));
});
afterAll(() => api.cleanup());

const roleList = (query) => admin.get('/api/usermanagement/allrolelist').query(query);
const APPROVED = { value: 2, label: 'Approved' };

/** A rolecreation body ticking the given menu item ids (roleOptions as the screen sends them). */
async function roleBody(fields, tickedIds) {
  const options = (await admin.get('/api/usermanagement/roleoptions')).body;
  return { userRoleStatus: APPROVED, ...fields, roleOptions: options.map((option) => ({ ...option, ticked: tickedIds.includes(option.value) })) };
}
const tickedItemsOf = (options) => options.filter((option) => option.type === 'item' && option.ticked).map((option) => option.value);

describe('GET usermanagement/allrolelist (paged)', () => {
  it('answers {data, total} of Role rows, 10 by default, built-ins and seeded roles with their users count', async () => {
    const { body } = await roleList({});
    expect(body.total).toBe(15);
    expect(body.data).toHaveLength(10);
    expect(body.data[0]).toEqual({
      userRoleID: 1,
      userRoleName: 'Administrator',
      userRoleDescription: 'Institute staff and council reviewers: full administration',
      userRoleStatus: { value: 2, label: 'Approved' },
      createdAt: '2025-01-01T08:00:00.000Z',
      createdBy: 'system',
      usersCount: 1,
    });
    expect(body.data.find((row) => row.userRoleName === 'Council').usersCount).toBe(3);
  });

  it('page 2 has the rows after the first 10', async () => {
    const { body } = await roleList({ page: 2, perPage: 10, sortColumn: 'userRoleID', sortDirection: 'asc' });
    expect(body.total).toBe(15);
    expect(body.data.map((row) => row.userRoleID)).toEqual([30, 31, 32, 33, 34]);
  });

  it('sorts on any column, descending too (status objects by label)', async () => {
    const byName = (await roleList({ sortColumn: 'userRoleName', sortDirection: 'desc', perPage: 100 })).body.data.map((row) => row.userRoleName);
    expect(byName).toEqual([...byName].sort((a, b) => b.localeCompare(a)));
    expect(byName[0]).toBe('Treasurer');
    const byStatus = (await roleList({ sortColumn: 'userRoleStatus', sortDirection: 'desc', perPage: 1 })).body.data;
    expect(byStatus[0].userRoleStatus).toEqual({ value: 16, label: 'Reject' });
  });

  it('filterText is a case-insensitive substring over the text columns, the status label included', async () => {
    expect((await roleList({ filterText: 'REGISTRAR' })).body).toMatchObject({ total: 1, data: [{ userRoleName: 'Registrar' }] });
    expect((await roleList({ filterText: 'pending' })).body).toMatchObject({ total: 1, data: [{ userRoleName: 'Coordinator' }] });
    expect((await roleList({ filterText: 'no such role' })).body).toEqual({ data: [], total: 0 });
  });

  it('clamps or ignores bad query values instead of failing', async () => {
    const clamped = await roleList({ page: 0, perPage: 5000, sortColumn: 'nope', sortDirection: 'sideways' });
    expect(clamped.status).toBe(200);
    expect(clamped.body.total).toBe(15);
    expect(clamped.body.data.map((row) => row.userRoleID)).toEqual([1, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34]);
    const words = await roleList({ page: 'two', perPage: '-3', sortColumn: '__proto__' });
    expect(words.status).toBe(200);
    expect(words.body.data).toHaveLength(1);
    expect((await roleList({ page: 99 })).body).toEqual({ data: [], total: 15 });
  });
});

describe('GET usermanagement/getallunauthorizeroles (paged)', () => {
  it('lists only the roles not yet authorized (status Pending), as Role rows, paged', async () => {
    const { body } = await admin.get('/api/usermanagement/getallunauthorizeroles').query({ page: 1, perPage: 10 });
    expect(body).toEqual({ total: 1, data: [expect.objectContaining({ userRoleID: 33, userRoleName: 'Coordinator', userRoleStatus: { value: 1, label: 'Pending' } })] });
    expect((await admin.get('/api/usermanagement/getallunauthorizeroles').query({ filterText: 'trainer' })).body).toEqual({ data: [], total: 0 }); // rejected, not pending
  });
});

describe('role selects', () => {
  it('alluserroles lists the approved roles only', async () => {
    const { body } = await admin.get('/api/usermanagement/alluserroles');
    expect(body).toContainEqual({ userRoleID: 23, userRoleName: 'Council' });
    expect(body.map((row) => row.userRoleName)).not.toContain('Coordinator'); // pending
    expect(body.map((row) => row.userRoleName)).not.toContain('Trainer'); // rejected
    expect(body).toHaveLength(13);
  });

  it('alluserstatus lists 1 Pending, 2 Approved, 16 Reject', async () => {
    const { body } = await admin.get('/api/usermanagement/alluserstatus');
    expect(body).toEqual([
      { statusCode: 1, statusName: 'Pending' },
      { statusCode: 2, statusName: 'Approved' },
      { statusCode: 16, statusName: 'Reject' },
    ]);
  });

  it('roleoptions is the whole menu tree but the administrator-only items, nothing ticked', async () => {
    const { body } = await admin.get('/api/usermanagement/roleoptions');
    expect(body.length).toBe(api.db.get('menus').value().filter((row) => !row.adminOnly).length);
    expect(body.map((option) => option.url)).not.toContain('/user/mail-outbox');
    expect(body.every((option) => option.ticked === false)).toBe(true);
    expect(body).toContainEqual({ id: 110, value: 110, title: 'Role Creation', ticked: false, parentId: 10, type: 'item', url: '/user/rolecreation' });
    expect(body[0]).toEqual({ id: 1, value: 1, title: 'Dashboard', ticked: false, parentId: null, type: 'group' });
  });

  it('roleedit ticks the role items; a group is ticked when all its items are', async () => {
    const { body } = await admin.get('/api/usermanagement/roleedit/24').query({ flag: 1 });
    expect(body).toMatchObject({ userRoleID: 24, userRoleName: 'Finance', userRoleStatus: APPROVED, usersCount: 2 });
    expect(tickedItemsOf(body.roleOptions)).toEqual([100, 140, 141, 142, 143, 205, 300, 301, 302]);
    const option = (id) => body.roleOptions.find((row) => row.id === id);
    expect(option(13).ticked).toBe(true); // Payments: all four items
    expect(option(10).ticked).toBe(false); // User Management: none
    expect(option(1).ticked).toBe(false); // Dashboard: two of four
  });

  it('roleedit of an unknown role is 404', async () => {
    const response = await admin.get('/api/usermanagement/roleedit/999');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ status: 'Role not found', statusCode: '01' });
  });
});

describe('POST usermanagement/rolecreation', () => {
  const create = async (fields, ticks = [110, 113, 180]) => (await admin.post('/api/usermanagement/rolecreation').send(await roleBody(fields, ticks))).body;

  it('refuses each missing or invalid field with the spec message', async () => {
    const valid = { userRoleName: 'Webmaster', userRoleDescription: 'Looks after the portal' };
    expect(await create({ ...valid, userRoleName: '' })).toEqual({ status: 'Role name is required', statusCode: '02' });
    expect(await create({ ...valid, userRoleName: undefined })).toEqual({ status: 'Role name is required', statusCode: '02' });
    expect(await create({ ...valid, userRoleName: 'Web Master' })).toEqual({ status: 'Invalid role name: only letters allowed', statusCode: '02' });
    expect(await create({ ...valid, userRoleName: 'Web2' })).toEqual({ status: 'Invalid role name: only letters allowed', statusCode: '02' });
    expect(await create({ ...valid, userRoleDescription: '  ' })).toEqual({ status: 'Role Description Required', statusCode: '02' });
    expect(await create({ ...valid, userRoleStatus: null })).toEqual({ status: 'Status is required', statusCode: '02' });
    expect(await create({ ...valid, userRoleStatus: { value: 7, label: 'Odd' } })).toEqual({ status: 'Status is required', statusCode: '02' });
    expect(await create({ ...valid, userRoleName: 'council' })).toEqual({ status: 'Role name already exists', statusCode: '02' });
    expect(await create(valid, [])).toEqual({ status: 'Select at least one menu for the role', statusCode: '03' });
    expect(await create(valid, [1, 10])).toEqual({ status: 'Select at least one menu for the role', statusCode: '03' }); // groups only
    expect(api.db.get('roles').value()).toHaveLength(15);
  });

  it('400 for a body that is not an object', async () => {
    const response = await admin.post('/api/usermanagement/rolecreation').send([1]);
    expect(response.status).toBe(400);
    expect(response.body.statusCode).toBe('05');
    const update = await admin.put('/api/usermanagement/updaterole').send([{ userRoleID: 2 }]);
    expect(update.status).toBe(400);
    expect(update.body).toEqual({ status: 'Malformed JSON body', statusCode: '05' });
  });

  it("creates the role with the ticked items; roleedit shows them; it joins the list", async () => {
    const created = await create({ userRoleName: 'Webmaster', userRoleDescription: 'Looks after the portal' });
    expect(created).toEqual({ status: 'Role created', statusCode: '00', userRoleID: 35 });
    const edit = (await admin.get('/api/usermanagement/roleedit/35').query({ flag: 1 })).body;
    expect(edit).toMatchObject({ userRoleName: 'Webmaster', userRoleDescription: 'Looks after the portal', userRoleStatus: APPROVED, createdBy: 'admin@example.org', usersCount: 0 });
    expect(tickedItemsOf(edit.roleOptions)).toEqual([110, 113, 180]);
    expect((await roleList({ filterText: 'webmaster' })).body.total).toBe(1);
  });
});

describe('PUT usermanagement/updaterole', () => {
  const update = async (body) => (await admin.put('/api/usermanagement/updaterole').send(body)).body;
  const base = async (ticks) => roleBody({ userRoleID: 35, userRoleName: 'Webmaster', userRoleDescription: 'Runs the portal' }, ticks);

  it('refuses an unknown role, a changed name and an empty menu', async () => {
    expect(await update({ ...(await base([110])), userRoleID: 999 })).toEqual({ status: 'Role not found', statusCode: '02' });
    expect(await update({ ...(await base([110])), userRoleName: 'Webmistress' })).toEqual({ status: 'Role name cannot be changed', statusCode: '02' });
    expect(await update(await base([]))).toEqual({ status: 'Select at least one menu for the role', statusCode: '02' });
    expect(await update({ ...(await base([110])), userRoleDescription: '' })).toEqual({ status: 'Role Description Required', statusCode: '02' });
    expect(api.db.get('roles').find({ userRoleID: 35 }).value().userRoleDescription).toBe('Looks after the portal');
  });

  it('updates description, status and menus', async () => {
    expect(await update({ ...(await base([115, 116])), userRoleStatus: { value: 1, label: 'Pending' } })).toEqual({ status: 'Role updated', statusCode: '00' });
    const edit = (await admin.get('/api/usermanagement/roleedit/35').query({ flag: 1 })).body;
    expect(edit).toMatchObject({ userRoleDescription: 'Runs the portal', userRoleStatus: { value: 1, label: 'Pending' } });
    expect(tickedItemsOf(edit.roleOptions)).toEqual([115, 116]);
  });
});

describe('DELETE usermanagement/deleterole/{userRoleID}', () => {
  const remove = async (id) => (await admin.delete(`/api/usermanagement/deleterole/${id}`).send({ userRoleID: id })).body;

  it('refuses the built-in roles 1, 21 and 22', async () => {
    for (const id of [1, 21, 22]) expect(await remove(id)).toEqual({ status: 'Built-in roles cannot be deleted', statusCode: '02' });
  });

  it('refuses a role users still hold and changes nothing', async () => {
    const holders = () => api.db.get('users').filter({ userRoleID: 23 }).value().length;
    expect(holders()).toBe(3);
    expect(await remove(23)).toEqual({ status: 'This role is assigned to 3 user(s) and cannot be deleted', statusCode: '02' });
    expect(api.db.get('roles').find({ userRoleID: 23 }).value()).toMatchObject({ userRoleName: 'Council' });
    expect(holders()).toBe(3);
    const rows = (await roleList({ filterText: 'council' })).body.data;
    expect(rows.find((row) => row.userRoleID === 23)).toMatchObject({ userRoleName: 'Council', usersCount: 3 });
  });

  it('refuses an unknown role', async () => {
    expect(await remove(999)).toEqual({ status: 'Role not found', statusCode: '02' });
  });

  it('deletes an unused role (its body is optional)', async () => {
    const response = await admin.delete('/api/usermanagement/deleterole/35');
    expect(response.body).toEqual({ status: 'Role deleted', statusCode: '00' });
    expect((await admin.get('/api/usermanagement/roleedit/35')).status).toBe(404);
    expect((await roleList({})).body.total).toBe(15);
  });
});

describe('GET usermanagement/menuaccesstable/allowed/{userSwitch}/roleid/{role}', () => {
  const table = (userSwitch, role, query = {}) => admin.get(`/api/usermanagement/menuaccesstable/allowed/${userSwitch}/roleid/${role}`).query({ perPage: 100, ...query });

  it("'true' lists the role's ticked items as {no, menuName, url}, echoing selectedRole and userSwitch", async () => {
    const { body } = await table('true', 24);
    expect(body).toMatchObject({ total: 10, selectedRole: '24', userSwitch: 'true' });
    expect(body.data[0]).toEqual({ no: 1, menuName: 'Admin Dashboard', url: '/member/admin-dashboard' });
    expect(body.data.map((row) => row.url)).toContain('/member/approvetransaction');
    // Finance decides transactions: the permission is in its access table, right after the screen
    expect(body.data.map((row) => row.url)).toContain('/member/approvetransaction/decide');
    expect(body.data.map((row) => row.no)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("'true' and 'false' partition the menu items", async () => {
    const all = (await admin.get('/api/usermanagement/activemenuitems/all')).body.map((row) => row.url);
    const allowed = (await table('true', 24)).body.data.map((row) => row.url);
    const restricted = (await table('false', 24)).body;
    expect(restricted.userSwitch).toBe('false');
    expect(restricted.total).toBe(all.length - allowed.length);
    expect(restricted.data.filter((row) => allowed.includes(row.url))).toEqual([]);
    expect([...allowed, ...restricted.data.map((row) => row.url)].sort()).toEqual([...all].sort());
  });

  it('pages, sorts and filters like every admin table', async () => {
    const page2 = (await table('false', 24, { page: 2, perPage: 3 })).body;
    expect(page2.data.map((row) => row.no)).toEqual([4, 5, 6]);
    const desc = (await table('true', 24, { sortColumn: 'no', sortDirection: 'desc', perPage: 2 })).body.data;
    expect(desc.map((row) => row.no)).toEqual([10, 9]);
    expect((await table('true', 24, { filterText: 'miscellaneous' })).body).toMatchObject({ total: 1, data: [{ url: '/member/accept-payment-miscellaneous' }] });
  });

  it('an unknown role has an empty table', async () => {
    expect((await table('true', 999)).body).toMatchObject({ data: [], total: 0 });
  });
});
