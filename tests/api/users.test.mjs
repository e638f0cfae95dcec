import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, latestMail, signin, startApi, tokenOf } from './helpers.mjs';
import { buildSeed } from '../../mock-api/seed.mjs';

/** Seeded users (the seed's own count: it grows as the seed adds people); a new user gets the next id. */
const SEEDED_IDS = buildSeed().users.map((user) => user.userID);
const SEEDED_USERS = SEEDED_IDS.length;
const LAST_SEEDED_ID = Math.max(...SEEDED_IDS);

const api = startApi();
let admin;
beforeAll(async () => {
  admin = as(api.request, await tokenOf(api.request, 'admin'));
});
afterAll(() => api.cleanup());

const userList = (query) => admin.get('/api/usermanagement/getUserListInCompany').query(query);
const pendingList = (query) => admin.get('/api/usermanagement/userauth').query(query);
const ids = (body) => body.data.map((row) => row.userID);

describe('GET usermanagement/getUserListInCompany (userList query)', () => {
  it('answers {data, total} of User rows with the spec defaults (page 1, 10 rows, search 0, sort -1)', async () => {
    const { body } = await userList({ searchText: '0', sortParameter: '-1', sortType: 'asc', page: 1, rowsPerPage: 10 });
    expect(body.total).toBe(SEEDED_USERS);
    expect(ids(body)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const staff = (await userList({ searchText: 'staff01' })).body.data[0];
    expect(staff).toEqual({
      userID: 47,
      username: 'staff01@example.org',
      email: 'staff01@example.org',
      firstName: 'Chandrika',
      lastName: 'Wijesinghe',
      description: 'Institute staff',
      userRoleID: 23,
      userRoleName: 'Council',
      status: 'Approved',
      statusID: 2,
      createdAt: '2026-05-11T09:00:00.000Z',
      createdBy: 'admin@example.org',
      expireDate: '2036-05-08',
    });
  });

  it('never shows password hashes or login counters', async () => {
    const { body } = await userList({ rowsPerPage: 100 });
    for (const row of body.data) {
      expect(row).not.toHaveProperty('passwordHash');
      expect(row).not.toHaveProperty('failedLoginAttempts');
    }
  });

  it('page 2 has the next rows; sortType desc reverses; searchText filters case-insensitively', async () => {
    expect(ids((await userList({ page: 2, rowsPerPage: 10 })).body)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(ids((await userList({ sortParameter: 'userID', sortType: 'desc', rowsPerPage: 3 })).body)).toEqual([LAST_SEEDED_ID, LAST_SEEDED_ID - 1, LAST_SEEDED_ID - 2]);
    const byName = (await userList({ sortParameter: 'lastName', sortType: 'desc', rowsPerPage: 100 })).body.data.map((row) => row.lastName);
    expect(byName).toEqual([...byName].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })));
    const staff = (await userList({ searchText: 'INSTITUTE STAFF' })).body;
    expect(staff.total).toBe(8);
    expect(staff.data.every((row) => row.description === 'Institute staff')).toBe(true);
    expect((await userList({ searchText: 'Council' })).body.total).toBe(3); // role names are searched
    expect((await userList({ searchText: 'reject' })).body.data.map((row) => row.userID)).toEqual([39, 40]);
  });

  it('clamps bad paging values', async () => {
    const clamped = await userList({ page: 0, rowsPerPage: 5000, sortParameter: 'nope', sortType: 'up' });
    expect(clamped.status).toBe(200);
    expect(clamped.body.data).toHaveLength(100); // perPage is clamped to 100
    expect(clamped.body.data[0].userID).toBe(1);
  });

  it('GET para/users is the same list', async () => {
    expect((await admin.get('/api/para/users').query({ page: 2, rowsPerPage: 10 })).body).toEqual((await userList({ page: 2, rowsPerPage: 10 })).body);
  });
});

describe('GET usermanagement/userauth (paged, pending users)', () => {
  it('lists only the users pending authorization', async () => {
    const { body } = await pendingList({});
    expect(body.total).toBe(5);
    expect(ids(body)).toEqual([34, 35, 36, 37, 38]);
    expect(body.data.every((row) => row.statusID === 1 && row.status === 'Pending')).toBe(true);
  });

  it('pages and sorts', async () => {
    expect(ids((await pendingList({ page: 2, perPage: 2 })).body)).toEqual([36, 37]);
    expect(ids((await pendingList({ sortColumn: 'userID', sortDirection: 'desc', perPage: 2 })).body)).toEqual([38, 37]);
  });
});

describe('PUT usermanagement/userauth', () => {
  const authorize = async (body) => (await admin.put('/api/usermanagement/userauth').send(body)).body;
  const pending = (userID, approve) => ({ userID, username: `user${userID}@example.org`, firstName: 'Ishara', lastName: 'Herath', approve });

  it('requires first and last name', async () => {
    expect(await authorize({ ...pending(34, 'approve'), firstName: '' })).toEqual({ status: 'First Name Required', statusCode: '02' });
    expect(await authorize({ ...pending(34, 'approve'), lastName: ' ' })).toEqual({ status: 'Last Name Required', statusCode: '02' });
    expect(await authorize({ ...pending(34, 'maybe') })).toEqual({ status: "approve must be 'approve' or 'reject'", statusCode: '02' });
    expect(await authorize(pending(999, 'approve'))).toEqual({ status: 'User not found', statusCode: '02' });
    expect(api.db.get('users').find({ userID: 34 }).value().statusID).toBe(1);
  });

  it('approve sets status 2, mails the user, and the user can log in', async () => {
    expect(await authorize(pending(34, 'approve'))).toEqual({ status: 'User authorized', statusCode: '00' });
    expect(api.db.get('users').find({ userID: 34 }).value()).toMatchObject({ statusID: 2, firstName: 'Ishara', lastName: 'Herath' });
    expect((await latestMail(api.request, 'user34@example.org')).subject).toBe('Your institute portal account has been authorized');
    expect((await signin(api.request, 'user34@example.org', 'User@123')).body.statusCode).toBe('00');
  });

  it('reject sets status 16 and the user cannot log in', async () => {
    expect(await authorize(pending(35, 'reject'))).toEqual({ status: 'User rejected', statusCode: '00' });
    expect(api.db.get('users').find({ userID: 35 }).value().statusID).toBe(16);
    expect((await latestMail(api.request, 'user35@example.org')).subject).toBe('Your institute portal account has been rejected');
    const login = await signin(api.request, 'user35@example.org', 'User@123');
    expect(login.body).toMatchObject({ status: 'Your account has been rejected. Please contact the institute.', User: null, token: null });
  });

  it('a user who is not pending cannot be authorized again', async () => {
    expect(await authorize(pending(34, 'reject'))).toEqual({ status: 'User is not pending authorization', statusCode: '02' });
    expect(await authorize(pending(2, 'approve'))).toEqual({ status: 'User is not pending authorization', statusCode: '02' });
    expect((await pendingList({})).body.total).toBe(3);
  });

  it('400 without a userID', async () => {
    const response = await admin.put('/api/usermanagement/userauth').send({ approve: 'approve' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ status: 'userID is required', statusCode: '05' });
  });
});

describe('PUT para/user and DELETE para/user/{userID}', () => {
  it('updates names and description; names are required', async () => {
    const put = async (body) => (await admin.put('/api/para/user').send(body)).body;
    expect(await put({ userID: 10, firstName: '', lastName: 'Mendis' })).toEqual({ status: 'First Name Required', statusCode: '02' });
    expect(await put({ userID: 10, firstName: 'Dilini', lastName: '' })).toEqual({ status: 'Last Name Required', statusCode: '02' });
    expect(await put({ userID: 999, firstName: 'Dilini', lastName: 'Mendis' })).toEqual({ status: 'User not found', statusCode: '02' });
    expect(await put({ userID: '10', firstName: ' Dilini ', lastName: 'Mendis', description: 'Moved to Kandy' })).toEqual({ status: 'User updated', statusCode: '00' });
    expect((await userList({ searchText: 'Moved to Kandy' })).body.data[0]).toMatchObject({ userID: 10, firstName: 'Dilini', lastName: 'Mendis', description: 'Moved to Kandy' });
  });

  it("refuses the administrator's own account and unknown users", async () => {
    const own = await admin.delete('/api/para/user/1').send({ userID: 1, username: 'admin@example.org' });
    expect(own.body).toEqual({ status: 'You cannot delete your own account', statusCode: '02' });
    expect((await admin.delete('/api/para/user/999')).body).toEqual({ status: 'User not found', statusCode: '02' });
    expect((await admin.delete('/api/para/user/abc')).body).toEqual({ status: 'User not found', statusCode: '02' });
    expect(api.db.get('users').value()).toHaveLength(SEEDED_USERS);
  });

  it('deletes another user', async () => {
    const response = await admin.delete('/api/para/user/45').send({ userID: 45, username: 'user45@example.org' });
    expect(response.body).toEqual({ status: 'User deleted', statusCode: '00' });
    expect((await userList({})).body.total).toBe(SEEDED_USERS - 1);
    expect((await signin(api.request, 'user45@example.org', 'User@123')).status).toBe(401);
  });
});

describe('GET usermanagement/get-all-usernames', () => {
  const names = (query) => admin.get('/api/usermanagement/get-all-usernames').query(query).then((response) => response.body);

  it('pages {userID, username, email, firstName, lastName, fullName, statusID} by user id, filtered by status when given', async () => {
    const all = await names({});
    expect(all.total).toBe(SEEDED_USERS - 1);
    expect(all.data).toHaveLength(10);
    expect(all.data[0]).toEqual({ userID: 1, username: 'admin@example.org', email: 'admin@example.org', firstName: 'Nimal', lastName: 'Perera', fullName: 'Nimal Perera', statusID: 2 });
    expect((await names({ status: 1 })).data.map((row) => row.userID)).toEqual([36, 37, 38]);
    expect((await names({ status: 16 })).data.map((row) => row.userID)).toEqual([35, 39, 40]);
    expect(await names({ status: 7 })).toEqual({ data: [], total: 0 });
    expect((await names({ perPage: 1000 })).data).toHaveLength(100);
  });

  it('searches name, user name and e-mail as plain text, cut to the search limit', async () => {
    const found = await names({ status: 2, filterText: 'nimal perera' });
    expect(found.data.map((row) => row.userID)).toContain(1);
    expect(found.data.every((row) => `${row.fullName} ${row.username} ${row.email}`.toLowerCase().includes('nimal perera'))).toBe(true);
    expect((await names({ filterText: 'user1' })).data.every((row) => row.username.includes('user1'))).toBe(true);
    expect(await names({ filterText: '(a+)+$' })).toEqual({ data: [], total: 0 });
    expect((await names({ filterText: `admin@example.org${' '.repeat(200)}x` })).total).toBe(1);
  });

  it("answers one user by id (the select's chosen value)", async () => {
    expect((await names({ idField: 'userID', ids: '36' })).data.map((row) => row.username)).toHaveLength(1);
    expect((await names({ status: 2, idField: 'userID', ids: '36' })).data).toEqual([]);
  });
});
