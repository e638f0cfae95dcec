// Reading and deciding are separate permissions where a role needs one without the other, and the seeded roles
// hold what their descriptions say: the Auditor reads transactions without approving them; the Council reviews
// the applications assigned to it and neither lists, assigns nor decides them. A decision permission is a menu
// row of its own (src/domain/permissions.mjs): ticked in Role Creation, blocked in Block Menu Access, in the
// login's URL list, never in its side menu, and nothing without its screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECIDE } from '../../src/domain/permissions.mjs';
import { FILLER_PASSWORD } from '../../mock-api/seed/people.mjs';
import { EXTRA_ROLES } from '../../mock-api/seed/roles.mjs';
import { ALWAYS_ALLOWED, as, menuUrlsOf, signin, urlsOf } from '../api/helpers.mjs';
import { addRole, addUser, startSecurityApi, tokenFor } from './support.mjs';

const api = startSecurityApi();
afterAll(() => api.cleanup());
const FORBIDDEN = { status: 'You are not allowed to use this function', statusCode: '02' };
const state = () => JSON.stringify(api.db.getState());
const logins = {};
const login = async (username) => {
  const response = await signin(api.request, username, FILLER_PASSWORD);
  if (!response.body.token) throw new Error(`login of ${username} failed: ${response.body.status}`);
  return response.body;
};
beforeAll(async () => {
  logins.council = await login('staff01@example.org'); // role 23
  logins.finance = await login('staff04@example.org'); // role 24
  logins.examiner = await login('staff07@example.org'); // role 26
  logins.auditor = await login('staff08@example.org'); // role 27
});
const client = (who) => as(api.request, logins[who].token);
const pendingPayment = () => api.db.get('payments').find({ status: 1 }).value();
const submittedApplication = () => api.db.get('applications').find({ status: 15 }).value();

describe('the Auditor reads transactions and the activity log', () => {
  it('lists transactions, prints reports and reads the log', async () => {
    expect((await client('auditor').get('/api/application/view-transactions')).status).toBe(200);
    expect((await client('auditor').get('/api/api-log/list')).status).toBe(200);
  });

  it('approves and rejects nothing: 403, the payment stays pending', async () => {
    const payment = pendingPayment();
    const before = state();
    for (const body of [{ approve: 'approve' }, { approve: 'reject', rejectReason: 'Slip unreadable.' }]) {
      const response = await client('auditor').put('/api/application/approve-transactions').send({ paymentId: payment.paymentId, ...body });
      expect(response.status).toBe(403);
      expect(response.body).toEqual(FORBIDDEN);
    }
    expect(state()).toBe(before);
  });

  it('holds the screen but not the permission: the URL list says so, the side menu has no permission rows', () => {
    expect(urlsOf(logins.auditor)).toContain('/member/approvetransaction');
    expect(urlsOf(logins.auditor)).not.toContain(DECIDE.TRANSACTIONS);
    expect(urlsOf(logins.finance)).toContain(DECIDE.TRANSACTIONS);
    expect(menuUrlsOf(logins.finance.UserMenu)).not.toContain(DECIDE.TRANSACTIONS);
  });

  it('Finance decides the same payment', async () => {
    const response = await client('finance').put('/api/application/approve-transactions').send({ paymentId: pendingPayment().paymentId, approve: 'approve' });
    expect(response.body).toMatchObject({ statusCode: '00' });
  });
});

describe('the Council reviews the applications assigned to it', () => {
  it('neither lists, reads unassigned applicants, assigns reviewers nor decides: 403, nothing changes', async () => {
    const application = submittedApplication();
    const before = state();
    const refused = [
      await client('council').get('/api/application/viewApplication'),
      await client('council').get('/api/application/council-members'),
      await client('council').post('/api/application/committee-assign').send({ applicationId: application.applicationId, reviewerUserIds: [47] }),
      await client('council').put(`/api/application/updateroleapplicationApprovalOrReject/applicationId/${application.applicationId}/status/16`).send({ comment: 'Not enough experience.' }),
    ];
    for (const response of refused) expect(response.body).toEqual(FORBIDDEN);
    expect(state()).toBe(before);
    expect(urlsOf(logins.council)).not.toContain('/member/adminviewapplicant');
  });

  it('lists its own assignments and records a recommendation on one', async () => {
    const mine = (await client('council').get('/api/application/committee-member-list/47').query({ perPage: 100 })).body.data;
    const open = mine.find((row) => row.applicationStatusName === 'Under Council Review');
    expect(open).toBeDefined();
    const response = await client('council').post('/api/application/committee-review').send({ reviewId: open.reviewId, recommendation: 'Recommend', comment: 'Meets the grade.' });
    expect(response.body).toMatchObject({ statusCode: '00' });
  });
});

describe('the Examiner assesses applicants and their qualifications', () => {
  it('reads the applications and an applicant, but neither assigns nor decides', async () => {
    const application = submittedApplication();
    expect((await client('examiner').get('/api/application/viewApplication')).status).toBe(200);
    expect((await client('examiner').get(`/api/application/getApplicantDetails/${application.userId}`)).status).toBe(200);
    const before = state();
    expect((await client('examiner').post('/api/application/committee-assign').send({ applicationId: application.applicationId, reviewerUserIds: [47] })).body).toEqual(FORBIDDEN);
    expect((await client('examiner').put(`/api/application/updateroleapplicationApprovalOrReject/applicationId/${application.applicationId}/status/16`).send({ comment: 'No.' })).body).toEqual(FORBIDDEN);
    expect(state()).toBe(before);
  });
});

describe('a decision permission is a menu row of its own', () => {
  const admin = () => as(api.request, tokenFor(api.db.get('users').find({ userID: 1 }).value()));

  it('counts only with its screen: ticked alone, or with its screen blocked, it gives nothing', async () => {
    addRole(api, { userRoleID: 970, menuIds: [144] });
    const alone = addUser(api, { userID: 971, roleId: 970 });
    const response = await as(api.request, tokenFor(alone)).put('/api/application/approve-transactions').send({ paymentId: pendingPayment().paymentId, approve: 'approve' });
    expect(response.body).toEqual(FORBIDDEN);
    expect(urlsOf((await signin(api.request, alone.username, 'Secure@123')).body)).toEqual(ALWAYS_ALLOWED);
  });

  it('Block Menu Access takes it away from one Finance user, who still reads the transactions', async () => {
    expect((await admin().put('/api/usermanagement/blockmenu').send({ scope: 'user', userId: 51, menuId: 144, blocked: true })).body).toMatchObject({ statusCode: '00' });
    const blocked = await login('staff05@example.org');
    expect(urlsOf(blocked)).toContain('/member/approvetransaction');
    expect(urlsOf(blocked)).not.toContain(DECIDE.TRANSACTIONS);
    const token = blocked.token;
    expect((await as(api.request, token).get('/api/application/view-transactions')).status).toBe(200);
    expect((await as(api.request, token).put('/api/application/approve-transactions').send({ paymentId: pendingPayment().paymentId, approve: 'approve' })).body).toEqual(FORBIDDEN);
  });

  it("is ticked in Role Creation's tree beside its screen, and only a holder may give it", async () => {
    const options = (await admin().get('/api/usermanagement/roleoptions')).body;
    const index = options.findIndex((row) => row.id === 144);
    expect(options[index]).toMatchObject({ title: 'Approve or reject transactions', type: 'permission', url: DECIDE.TRANSACTIONS, parentId: 13 });
    expect(options[index - 1]).toMatchObject({ id: 140, url: '/member/approvetransaction' });
    expect(options.find((row) => row.id === 134)).toMatchObject({ type: 'permission', url: DECIDE.APPLICATIONS, parentId: 12 });
    // The Auditor's role manager holds the screen but not the permission: it may not hand the permission out.
    addRole(api, { userRoleID: 972, menuIds: [110, 140] });
    const manager = tokenFor(addUser(api, { userID: 973, roleId: 972 }));
    const ticks = [{ value: 140, ticked: true }, { value: 144, ticked: true }];
    const created = await as(api.request, manager).post('/api/usermanagement/rolecreation').send({ userRoleName: 'Deciders', userRoleDescription: 'Approve transactions', userRoleStatus: 2, roleOptions: ticks });
    expect(created.body.statusCode).toBe('02');
    expect(api.db.get('roles').find({ userRoleName: 'Deciders' }).value()).toBeUndefined();
  });
});

describe('the seeded roles hold what their descriptions say', () => {
  /** Each role's screens and permissions (besides My Account), by its name, as its description reads. */
  const EXPECTED = {
    Council: ['/member/admin-dashboard', '/member/news-feed', '/member/view-application-council'],
    Finance: ['/member/admin-dashboard', '/member/approvetransaction', DECIDE.TRANSACTIONS, '/member/acceptpayment', '/member/accept-payment-new-membership', '/member/accept-payment-miscellaneous', '/user/membership-fees'],
    Registrar: ['/member/admin-dashboard', '/member/viewmembers', '/user/memberdetails', '/member/adminviewmember', '/member/admineditmember', '/member/approvemember', '/member/member-transfer-approval'],
    Examiner: ['/member/admin-dashboard', '/member/viewapplications', '/member/adminviewapplicant'],
    Auditor: ['/member/admin-dashboard', '/user/activity-log', '/member/approvetransaction'],
    Secretariat: ['/member/admin-dashboard', '/member/news-feed', '/member/event-creation', '/member/event-assign', '/upload-minutes/view-upload-minutes'],
    Treasurer: ['/member/admin-dashboard', '/member/approvetransaction', DECIDE.TRANSACTIONS, '/member/acceptpayment', '/member/accept-payment-new-membership', '/member/accept-payment-miscellaneous', '/user/membership-fees'],
    Librarian: ['/member/news-feed', '/upload-minutes/view-upload-minutes'],
    Reviewer: ['/member/admin-dashboard', '/member/approvecpdmembership'],
    Moderator: ['/member/admin-dashboard', '/member/news-feed', '/user/inquiries'],
    Coordinator: ['/member/admin-dashboard', '/member/event-creation', '/member/event-assign'],
    Trainer: ['/member/admin-dashboard', '/member/event-creation', '/member/event-assign'],
  };
  const MY_ACCOUNT = ['/user/profile', '/user/password-reset', '/user/change-password'];

  it.each(EXTRA_ROLES.map(([id, name, description]) => [name, description, id]))('%s ("%s")', (name, description, id) => {
    const role = api.db.get('roles').find({ userRoleID: id }).value();
    const urls = role.menuIds.map((menuId) => api.db.get('menus').find({ id: menuId }).value().url);
    expect(new Set(urls)).toEqual(new Set([...EXPECTED[name], ...MY_ACCOUNT]));
  });

  it('no seeded role but the Administrator decides applications; only Finance and the Treasurer decide transactions', () => {
    const holders = (url) => api.db.get('roles').value().filter((role) => role.userRoleID < 900 && role.menuIds.includes(api.db.get('menus').find({ url }).value().id)).map((role) => role.userRoleName);
    expect(holders(DECIDE.APPLICATIONS)).toEqual(['Administrator']);
    expect(holders(DECIDE.TRANSACTIONS)).toEqual(['Administrator', 'Finance', 'Treasurer']);
  });
});
