import { afterAll, describe, expect, it } from 'vitest';
import jwt from 'jsonwebtoken';
import { DEMO, menuUrlsOf, signin, startApi } from './helpers.mjs';

const api = startApi();
afterAll(() => api.cleanup());

const urlsOf = (body) => body.URLList.map((entry) => entry.url);

describe('POST /api/auth/signin success', () => {
  it('answers the login response shape with a signed token (exp in seconds)', async () => {
    const response = await signin(api.request, 'admin@example.org', 'Admin@123');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'Success', statusCode: '00' });
    for (const key of ['token', 'User', 'UserMenu', 'URLList', 'member', 'membership', 'employee', 'application', 'Global_Data']) {
      expect(response.body).toHaveProperty(key);
    }
    const payload = jwt.decode(response.body.token, { complete: true });
    expect(payload.header.alg).toBe('HS256');
    expect(payload.payload).toMatchObject({ sub: 'admin@example.org', userid: 1, userRoleID: 1, username: 'admin@example.org' });
    expect(payload.payload.exp - payload.payload.iat).toBe(28800);
    expect(payload.payload.exp).toBeLessThan(1e11); // seconds, not milliseconds
    expect(response.body.User).toEqual({ userid: 1, userRoleID: 1, username: 'admin@example.org', firstName: 'Nimal', lastName: 'Perera', userRoleName: 'Administrator' });
    expect(response.body.Global_Data).toMatchObject({ gid: '3', frontURL: 'http://localhost:5173', userLoginAttempts: 3 });
  });

  it('accepts the username in any letter case', async () => {
    const response = await signin(api.request, 'Admin@Example.org', 'Admin@123');
    expect(response.body.statusCode).toBe('00');
  });

  it('gives the administrator the admin routes and the always-allowed ones', async () => {
    const { body } = await signin(api.request, DEMO.admin.username, DEMO.admin.password);
    const urls = urlsOf(body);
    for (const url of ['/param/globaldata', '/user/rolecreation', '/user/usercreation', '/member/admin-dashboard', '/select-option', '/user/password-reset', '/not-found', '/user/profile']) {
      expect(urls).toContain(url);
    }
    expect(urls).not.toContain('/cpd/developmentgoals');
    // Membership holds Membership Fees, the administrator's fee schedule; Master Data has a group of its own.
    expect(body.UserMenu.map((group) => group.title)).toEqual(['Dashboard', 'Administration', 'Master Data', 'Membership', 'My Account']);
    expect(body.member).toBeNull();
    expect(body.employee).toMatchObject({ userid: 1, email: 'admin@example.org' });
  });

  it('gives the applicant the application routes only', async () => {
    const { body } = await signin(api.request, DEMO.applicant.username, DEMO.applicant.password);
    const urls = urlsOf(body);
    for (const url of ['/member/application-dashboard', '/member/applicationdetails', '/user/profile']) expect(urls).toContain(url);
    // one menu item per screen: the application form is Application Details only, not also Membership Application
    expect(urls).not.toContain('/user/applicationcreate');
    expect(menuUrlsOf(body.UserMenu).filter((url) => ['/user/applicationcreate', '/member/applicationdetails'].includes(url))).toEqual(['/member/applicationdetails']);
    for (const url of ['/param/globaldata', '/user/rolecreation', '/member/member-dashboard']) expect(urls).not.toContain(url);
    expect(body.User.userRoleName).toBe('Applicant');
  });

  it('gives the member the member routes and the member record M0001', async () => {
    const { body } = await signin(api.request, DEMO.member.username, DEMO.member.password);
    const urls = urlsOf(body);
    for (const url of ['/member/member-dashboard', '/user/member-profile', '/member/view-member-details', '/cpd/developmentgoals', '/cpd/activities', '/cpd/member-registration', '/cpd/cpd-member-profile', '/member/memberrenewal', '/user/membership-fees', '/member/news-feed']) {
      expect(urls).toContain(url);
    }
    for (const url of ['/param/globaldata', '/user/rolecreation']) expect(urls).not.toContain(url);
    expect(body.member).toMatchObject({ memberNo: 'M0001', userid: 3, nicNumber: '198512345678' });
    expect(body.membership).toMatchObject({ memberNo: 'M0001', memberType: 'Member' });
    expect(body.employee).toBeNull();
  });

  it('menus are trees of group > collapse > item with urls only on items', async () => {
    const { body } = await signin(api.request, DEMO.admin.username, DEMO.admin.password);
    const walk = (items) =>
      items.forEach((item) => {
        expect(typeof item.id).toBe('string');
        if (item.type === 'item') expect(item.url).toMatch(/^\//);
        else expect(item.children.length).toBeGreaterThan(0);
        walk(item.children ?? []);
      });
    walk(body.UserMenu);
    const admin = body.UserMenu.find((group) => group.title === 'Administration');
    const userManagement = admin.children.find((child) => child.title === 'User Management');
    expect(userManagement.type).toBe('collapse');
    expect(userManagement.children.map((item) => item.url)).toEqual(['/user/rolecreation', '/user/usercreation', '/user/userauth', '/user/all', '/user/blockaccess', '/user/activity-log', '/user/inquiries']);
  });
});

describe('POST /api/auth/signin refusals', () => {
  it('401 Bad credentials for a wrong password and for an unknown user', async () => {
    for (const [username, password] of [['applicant@example.org', 'nope'], ['nobody@example.org', 'Admin@123']]) {
      const response = await signin(api.request, username, password);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ status: 'Bad credentials', statusCode: '02' });
    }
    // The wrong password above counted once for the account. The right one clears the count of its address
    // (two more wrong ones are not yet the limit of 3), not the account's count across all addresses.
    expect(api.db.get('users').find({ userID: 2 }).value().failedLoginAttempts).toBe(1);
    expect((await signin(api.request, DEMO.applicant.username, DEMO.applicant.password)).body.statusCode).toBe('00');
    for (let i = 0; i < 2; i += 1) expect((await signin(api.request, DEMO.applicant.username, 'nope')).status).toBe(401);
    expect((await signin(api.request, DEMO.applicant.username, DEMO.applicant.password)).body.statusCode).toBe('00');
    expect(api.db.get('users').find({ userID: 2 }).value().failedLoginAttempts).toBe(3);
  });

  it('400 when a field is missing or empty', async () => {
    for (const body of [{ username: 'admin@example.org' }, { password: 'x' }, { username: '', password: 'x' }, {}, []]) {
      const response = await api.request.post('/api/auth/signin').send(body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ status: 'username and password are required', statusCode: '05' });
    }
  });

  it('400 Malformed JSON body for broken JSON, as JSON', async () => {
    const response = await api.request.post('/api/auth/signin').set('Content-Type', 'application/json').send('{"username":');
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toMatch(/json/);
    expect(response.body).toEqual({ status: 'Malformed JSON body', statusCode: '05' });
  });

  it('a pending user is refused with User null and the awaiting-authorization status', async () => {
    const response = await signin(api.request, 'user34@example.org', 'User@123');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'Your account is awaiting authorization by an administrator.', token: null, User: null, UserMenu: [], URLList: [] });
  });

  it('a rejected user is refused with User null and the rejected status', async () => {
    const response = await signin(api.request, 'user39@example.org', 'User@123');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'Your account has been rejected. Please contact the institute.', token: null, User: null });
  });

  it('a pending user with a wrong password still gets Bad credentials (no status leak)', async () => {
    const response = await signin(api.request, 'user35@example.org', 'wrong');
    expect(response.status).toBe(401);
  });
});
