import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { as, DEMO, latestMail, otpIn, signin, startApi, tokenOf } from './helpers.mjs';
import { loadState } from '../../mock-api/lib/storage/store.mjs';

const api = startApi();
let admin;
// Signed in through the API: its login is one of the entries the list shows.
beforeAll(async () => {
  admin = as(api.request, (await signin(api.request, DEMO.admin.username, DEMO.admin.password)).body.token);
});
afterAll(() => api.cleanup());

const logList = (query) => admin.get('/api/api-log/list').query(query);
const newest = async () => (await logList({ perPage: 1 })).body.data[0];
const entryCount = () => api.db.get('activityLog').value().length;
const ADMIN_ACTOR = { userId: 1, username: 'admin@example.org' };

describe('GET api-log/list', () => {
  it('pages the seeded entries plus the login of this test, newest first', async () => {
    const page1 = (await logList({})).body;
    expect(page1.total).toBe(31);
    expect(page1.data).toHaveLength(10);
    expect(page1.data[0]).toMatchObject({ ...ADMIN_ACTOR, action: 'login', entity: 'auth', recordId: 1, detail: 'Logged in' });
    expect(Object.keys(page1.data[0]).sort()).toEqual(['action', 'at', 'detail', 'entity', 'id', 'recordId', 'userId', 'username']);
    const at = page1.data.map((row) => row.at);
    expect(at).toEqual([...at].sort().reverse());
    const page2 = (await logList({ page: 2, perPage: 10 })).body;
    expect(page2.data).toHaveLength(10);
    expect(page2.data.filter((row) => page1.data.some((first) => first.id === row.id))).toEqual([]);
    expect(page2.data[0].at <= page1.data[9].at).toBe(true);
    expect((await logList({ page: 4 })).body.data).toHaveLength(1);
  });

  it('filterText searches username, action, entity and detail, case-insensitively', async () => {
    const failed = (await logList({ filterText: 'LOGIN-FAILED', perPage: 100 })).body;
    expect(failed.total).toBe(3);
    expect(failed.data.every((row) => row.action === 'login-failed')).toBe(true);
    expect((await logList({ filterText: 'applicant@example.org', perPage: 100 })).body.data.every((row) => row.username === 'applicant@example.org')).toBe(true);
    expect((await logList({ filterText: 'globaldetails' })).body.total).toBe(1);
  });

  it('sorts on a column when asked, and clamps bad values', async () => {
    const oldest = (await logList({ sortColumn: 'at', sortDirection: 'asc', perPage: 1 })).body.data[0];
    expect(oldest.id).toBe(1);
    const clamped = await logList({ page: -1, perPage: 5000, sortColumn: 'nope' });
    expect(clamped.status).toBe(200);
    expect(clamped.body.data).toHaveLength(31);
  });
});

describe('what gets logged', () => {
  it('logins, accepted or not', async () => {
    await signin(api.request, 'user10@example.org', 'wrong');
    expect(await newest()).toMatchObject({ userId: 10, username: 'user10@example.org', action: 'login-failed', entity: 'auth', detail: 'Bad credentials' });
    await signin(api.request, 'ghost@example.org', 'whatever');
    expect(await newest()).toMatchObject({ userId: null, username: 'ghost@example.org', action: 'login-failed' });
    await signin(api.request, 'user36@example.org', 'User@123');
    expect(await newest()).toMatchObject({ userId: 36, action: 'login-failed', detail: 'Your account is awaiting authorization by an administrator.' });
    await signin(api.request, 'member@example.org', 'Member@123');
    expect(await newest()).toMatchObject({ userId: 3, username: 'member@example.org', action: 'login', entity: 'auth', detail: 'Logged in' });
    const before = entryCount();
    await api.request.post('/api/auth/signin').send({ username: 'member@example.org' }); // not an attempt: a malformed request
    expect(entryCount()).toBe(before);
  });

  it('role create, update and delete; a refused change leaves no entry', async () => {
    const options = (await admin.get('/api/usermanagement/roleoptions')).body.map((option) => ({ ...option, ticked: option.value === 103 }));
    const role = { userRoleName: 'Archivist', userRoleDescription: 'Keeps the records', userRoleStatus: { value: 2, label: 'Approved' }, roleOptions: options };
    const created = await admin.post('/api/usermanagement/rolecreation').send(role);
    expect(await newest()).toMatchObject({ ...ADMIN_ACTOR, action: 'create', entity: 'role', recordId: created.body.userRoleID, detail: 'Role Archivist created' });
    const before = entryCount();
    expect((await admin.post('/api/usermanagement/rolecreation').send(role)).body.statusCode).toBe('02');
    expect((await admin.delete('/api/usermanagement/deleterole/1')).body.statusCode).toBe('02');
    expect(entryCount()).toBe(before);
    await admin.put('/api/usermanagement/updaterole').send({ ...role, userRoleID: created.body.userRoleID, userRoleDescription: 'Keeps the archive' });
    expect(await newest()).toMatchObject({ action: 'update', entity: 'role', recordId: created.body.userRoleID, detail: 'Role Archivist updated' });
    await admin.delete(`/api/usermanagement/deleterole/${created.body.userRoleID}`);
    expect(await newest()).toMatchObject({ action: 'delete', entity: 'role', recordId: created.body.userRoleID, detail: 'Role Archivist deleted' });
    const archivist = (await logList({ filterText: 'archivist' })).body;
    expect(archivist.data.map((row) => row.action)).toEqual(['delete', 'update', 'create']);
  });

  it('user create, approve, reject, update and delete', async () => {
    const created = await admin
      .post('/api/usermanagement/usercreation')
      .send({ email: 'ruvini.de.alwis@example.org', userRoleName: { value: 23, label: 'Council' }, firstName: 'Ruvini', lastName: 'De Alwis', userDescription: '' });
    expect(await newest()).toMatchObject({ ...ADMIN_ACTOR, action: 'create', entity: 'user', recordId: created.body.userID, detail: 'User ruvini.de.alwis@example.org created (pending authorization)' });
    await admin.put('/api/usermanagement/userauth').send({ userID: created.body.userID, firstName: 'Ruvini', lastName: 'De Alwis', approve: 'approve' });
    expect(await newest()).toMatchObject({ action: 'approve', entity: 'user', recordId: created.body.userID, detail: 'User ruvini.de.alwis@example.org approved' });
    await admin.put('/api/usermanagement/userauth').send({ userID: 37, firstName: 'A', lastName: 'B', approve: 'reject' });
    expect(await newest()).toMatchObject({ action: 'reject', entity: 'user', recordId: 37 });
    await admin.put('/api/para/user').send({ userID: created.body.userID, firstName: 'Ruvini', lastName: 'Alwis' });
    expect(await newest()).toMatchObject({ action: 'update', entity: 'user', recordId: created.body.userID });
    await admin.delete(`/api/para/user/${created.body.userID}`);
    expect(await newest()).toMatchObject({ action: 'delete', entity: 'user', recordId: created.body.userID, detail: 'User ruvini.de.alwis@example.org deleted' });
  });

  it('global details, password changes, menu blocks and generic router writes', async () => {
    const current = (await admin.get('/api/para/globaldetails/3')).body;
    await admin.put('/api/para/globaldetails').send({ ...current, footerTitle: '© Logged' });
    expect(await newest()).toMatchObject({ ...ADMIN_ACTOR, action: 'update', entity: 'globaldetails', recordId: 3 });

    const member = as(api.request, await tokenOf(api.request, 'member'));
    await member.post('/api/usermanagement/reset/password').send({ oldPassword: 'Member@123', newPassword: 'Member2026', confirmPassword: 'Member2026' });
    expect(await newest()).toMatchObject({ userId: 3, action: 'password', entity: 'user', recordId: 3, detail: 'Password changed' });

    await api.request.post('/api/otptoresetpassword').send({ email: 'user11@example.org' });
    const otp = otpIn(await latestMail(api.request, 'user11@example.org'));
    await api.request.post('/api/forgotpassword').send({ email: 'user11@example.org', otp, newPassword: 'Fresh2026', confirmPassword: 'Fresh2026' });
    expect(await newest()).toMatchObject({ userId: 11, username: 'user11@example.org', action: 'password', detail: 'Password reset with a one-time code' });

    await admin.put('/api/usermanagement/blockmenu').send({ scope: 'role', roleId: 22, menuId: 204, blocked: true });
    expect(await newest()).toMatchObject({ action: 'block', entity: 'menu', recordId: 204, detail: 'Menu Membership Renewal (/member/memberrenewal) blocked for role Member' });
    await admin.put('/api/usermanagement/blockmenu').send({ scope: 'user', userId: 3, menuId: 204, blocked: false });
    expect(await newest()).toMatchObject({ action: 'unblock', entity: 'menu', detail: 'Menu Membership Renewal (/member/memberrenewal) unblocked for user member@example.org' });

    const note = await admin.post('/api/notes').send({ title: 'Agenda' });
    expect(await newest()).toMatchObject({ ...ADMIN_ACTOR, action: 'create', entity: 'notes', recordId: note.body.id });
    await admin.put(`/api/notes/${note.body.id}`).send({ title: 'Agenda v2' });
    expect(await newest()).toMatchObject({ action: 'update', entity: 'notes', recordId: note.body.id });
    await admin.delete(`/api/notes/${note.body.id}`);
    expect(await newest()).toMatchObject({ action: 'delete', entity: 'notes', recordId: note.body.id });
    const before = entryCount();
    await admin.delete(`/api/notes/${note.body.id}`); // already gone: 404, nothing logged
    expect(entryCount()).toBe(before);
  });

  it('the log is kept on disk with the rest (db.json and its journal)', async () => {
    const disk = loadState(api.dataDir);
    expect(disk.activityLog).toEqual(api.db.get('activityLog').value());
  });
});
