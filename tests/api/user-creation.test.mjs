import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ALWAYS_ALLOWED, as, latestMail, menuUrlsOf, signin, startApi, tokenOf, urlsOf } from './helpers.mjs';
import { buildSeed } from '../../mock-api/seed.mjs';
import { randomPassword } from '../../mock-api/lib/auth/random-password.mjs';

/** Seeded users (the seed's own count: it grows as the seed adds people); a new user gets the next id. */
const SEEDED_IDS = buildSeed().users.map((user) => user.userID);
const SEEDED_USERS = SEEDED_IDS.length;
const LAST_SEEDED_ID = Math.max(...SEEDED_IDS);
const FIRST_NEW_ID = LAST_SEEDED_ID + 1;

const api = startApi();
let admin;
let roleId;
const ROLE_TICKS = [100, 120, 121, 180];
const ROLE_URLS = ['/member/admin-dashboard', '/member/viewmembers', '/user/memberdetails', '/param/globaldata'];

beforeAll(async () => {
  admin = as(api.request, await tokenOf(api.request, 'admin'));
  const options = (await admin.get('/api/usermanagement/roleoptions')).body.map((option) => ({ ...option, ticked: ROLE_TICKS.includes(option.value) }));
  const created = await admin
    .post('/api/usermanagement/rolecreation')
    .send({ userRoleName: 'Membership', userRoleDescription: 'Membership desk', userRoleStatus: { value: 2, label: 'Approved' }, roleOptions: options });
  roleId = created.body.userRoleID;
});
afterAll(() => api.cleanup());

const newUser = (fields = {}) => ({
  email: 'sachini.fonseka@example.org',
  userRoleName: { value: roleId, label: 'Membership' },
  firstName: 'Sachini',
  lastName: 'Fonseka',
  userDescription: 'Membership desk officer',
  ...fields,
});
const createUser = (body) => admin.post('/api/usermanagement/usercreation').send(body);
const passwordIn = (mail) => /Password: (\S+)/.exec(mail.body)?.[1];

describe('POST usermanagement/usercreation refusals', () => {
  it("'05' Missing fields (400) when email, role, first or last name is missing", async () => {
    for (const missing of ['email', 'userRoleName', 'firstName', 'lastName']) {
      const response = await createUser(newUser({ [missing]: '' }));
      expect(response.status, missing).toBe(400);
      expect(response.body, missing).toMatchObject({ msg: 'Missing fields', statusCode: '05' });
    }
    expect((await createUser(newUser({ userRoleName: { value: '', label: '' } }))).body.statusCode).toBe('05');
  });

  it("'06' Invalid Email Format", async () => {
    const response = await createUser(newUser({ email: 'sachini.example.org' }));
    expect(response.body).toMatchObject({ msg: 'Invalid Email Format', statusCode: '06' });
  });

  it("'05' for names that are not letters and spaces or longer than 15 characters", async () => {
    for (const names of [{ firstName: 'Sachini2' }, { lastName: 'Fonseka-Perera' }, { firstName: 'Sachinidevi Anne' }]) {
      const response = await createUser(newUser(names));
      expect(response.body, JSON.stringify(names)).toMatchObject({ msg: 'Invalid name', statusCode: '05' });
    }
  });

  it("'05' for an unknown or not approved role", async () => {
    for (const value of [999, 33]) {
      const response = await createUser(newUser({ userRoleName: { value, label: 'x' } }));
      expect(response.body).toMatchObject({ msg: 'Unknown user role', statusCode: '05' });
    }
  });

  it("'02' Duplicate email for an existing user's e-mail, in any letter case", async () => {
    for (const email of ['member@example.org', 'Nuwan@Example.org']) {
      expect((await createUser(newUser({ email }))).body).toMatchObject({ msg: 'Duplicate email', statusCode: '02' });
    }
  });

  it("'07' Username already taken for the legacy account's username", async () => {
    expect((await createUser(newUser({ email: 'nuwan.legacy@example.org' }))).body).toMatchObject({ msg: 'Username already taken', statusCode: '07' });
  });

  it('nothing was created by the refusals', () => {
    expect(api.db.get('users').value()).toHaveLength(SEEDED_USERS);
  });
});

describe('a created user: pending, mailed password, authorization, login', () => {
  let password;

  it("'00' Success creates a pending user and mails a random first password", async () => {
    const response = await createUser(newUser());
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ msg: 'Success', statusCode: '00', userID: FIRST_NEW_ID });
    expect(api.db.get('users').find({ userID: FIRST_NEW_ID }).value()).toMatchObject({
      username: 'sachini.fonseka@example.org',
      email: 'sachini.fonseka@example.org',
      statusID: 1,
      userRoleID: roleId,
      description: 'Membership desk officer',
      createdBy: 'admin@example.org',
    });
    const mail = await latestMail(api.request, 'sachini.fonseka@example.org');
    expect(mail.subject).toBe('Your institute portal account');
    password = passwordIn(mail);
    expect(password.length).toBeGreaterThanOrEqual(10);
    expect(password).toMatch(/[A-Za-z]/);
    expect(password).toMatch(/\d/);
    expect(password).toMatch(/[^A-Za-z0-9]/);
    expect(JSON.stringify(api.db.get('users').find({ userID: FIRST_NEW_ID }).value())).not.toContain(password);
    expect((await admin.get('/api/usermanagement/userauth').query({ filterText: 'sachini' })).body.total).toBe(1);
  });

  it('cannot log in while pending', async () => {
    const login = await signin(api.request, 'sachini.fonseka@example.org', password);
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ status: 'Your account is awaiting authorization by an administrator.', User: null, token: null, URLList: [] });
  });

  it('after approval logs in with exactly the role ticked menus', async () => {
    const approve = await admin.put('/api/usermanagement/userauth').send({ userID: FIRST_NEW_ID, username: 'sachini.fonseka@example.org', firstName: 'Sachini', lastName: 'Fonseka', approve: 'approve' });
    expect(approve.body).toEqual({ status: 'User authorized', statusCode: '00' });
    const { body } = await signin(api.request, 'sachini.fonseka@example.org', password);
    expect(body).toMatchObject({ statusCode: '00', User: { userid: FIRST_NEW_ID, userRoleID: roleId, userRoleName: 'Membership' } });
    expect(menuUrlsOf(body.UserMenu)).toEqual(ROLE_URLS);
    expect(urlsOf(body)).toEqual([...ROLE_URLS, ...ALWAYS_ALLOWED]);
  });

  it('a rejected user cannot log in and gets the rejected status', async () => {
    // 'Kamal Priyantha' is exactly 15 characters: the longest name allowed
    const created = await createUser(newUser({ email: 'kamal.rajapakse@example.org', firstName: 'Kamal Priyantha', lastName: 'Rajapakse' }));
    expect(created.body).toMatchObject({ msg: 'Success', statusCode: '00', userID: FIRST_NEW_ID + 1 });
    const mailed = passwordIn(await latestMail(api.request, 'kamal.rajapakse@example.org'));
    const reject = await admin.put('/api/usermanagement/userauth').send({ userID: FIRST_NEW_ID + 1, firstName: 'Kamal', lastName: 'Rajapakse', approve: 'reject' });
    expect(reject.body).toEqual({ status: 'User rejected', statusCode: '00' });
    const login = await signin(api.request, 'kamal.rajapakse@example.org', mailed);
    expect(login.body).toMatchObject({ status: 'Your account has been rejected. Please contact the institute.', User: null, token: null });
  });
});

describe('randomPassword', () => {
  it('has at least 10 characters with a letter, a digit and a symbol, from crypto (never Math.random)', () => {
    const spy = vi.spyOn(Math, 'random');
    const passwords = Array.from({ length: 200 }, () => randomPassword());
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
    for (const password of passwords) {
      expect(password.length).toBeGreaterThanOrEqual(10);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/\d/);
      expect(password).toMatch(/[^A-Za-z0-9]/);
    }
    expect(new Set(passwords).size).toBe(200);
  });
});

describe('POST application/set-user-role-from-member (also under usermanagement/)', () => {
  const assign = (body, prefix = 'application') => admin.post(`/api/${prefix}/set-user-role-from-member`).send(body);

  it("'00' Saved Successfully sets the role of the member's user", async () => {
    const response = await assign({ memberNumber: 'M0002', userRoleName: { value: 23, label: 'Council' } });
    expect(response.body).toEqual({ status: 'Saved Successfully', statusCode: '00' });
    expect(api.db.get('users').find({ userID: 4 }).value().userRoleID).toBe(23);
    const login = await signin(api.request, 'user04@example.org', 'User@123');
    expect(login.body.User.userRoleName).toBe('Council');
    const again = await assign({ memberNumber: 'm0002', userRoleName: { value: 22, label: 'Member' } }, 'usermanagement');
    expect(again.body.statusCode).toBe('00');
    expect(api.db.get('users').find({ userID: 4 }).value().userRoleID).toBe(22);
  });

  it("'01' No member number found", async () => {
    expect((await assign({ memberNumber: 'M0999', userRoleName: { value: 23, label: 'Council' } })).body).toEqual({ status: 'No member number found', statusCode: '01' });
  });

  it("'02' Invalid Member number (more than 5 characters) and unknown role", async () => {
    expect((await assign({ memberNumber: 'M00002', userRoleName: { value: 23, label: 'Council' } })).body).toEqual({ status: 'Invalid Member number', statusCode: '02' });
    expect((await assign({ memberNumber: 'M0002', userRoleName: { value: 999, label: 'x' } })).body).toEqual({ status: 'Unknown user role', statusCode: '02' });
    expect(api.db.get('users').find({ userID: 4 }).value().userRoleID).toBe(22);
  });

  it("400 '05' when the member number or role is missing", async () => {
    const noNumber = await assign({ userRoleName: { value: 23, label: 'Council' } });
    expect(noNumber.status).toBe(400);
    expect(noNumber.body).toEqual({ status: 'Member number is Required', statusCode: '05' });
    const noRole = await assign({ memberNumber: 'M0002' });
    expect(noRole.body).toEqual({ status: 'Select User Role Required', statusCode: '05' });
  });
});
