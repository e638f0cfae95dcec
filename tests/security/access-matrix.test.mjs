// The access matrix: every route the mock API registers (read from the express router) against every kind
// of caller. A route missing from MATRIX fails, so each new endpoint must state here who may call it, and
// what it declares in code (lib/http/access.mjs) must agree.
import { deserialize, serialize } from 'node:v8';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION, SCREEN } from '../../mock-api/lib/registry/screens.mjs';
import { ownCaseText } from '../../src/domain/ownCase.mjs';
import { addOwnCaseSubject } from './own-case-subject.mjs';
import { ENTRIES as FEES_DUES_OFFICE } from './matrix/payments-fees-dues-office.mjs';
import { ENTRIES as TRANSACTIONS } from './matrix/payments-transactions.mjs';
import { ENTRIES as CARD_GATEWAY } from './matrix/payments-card-gateway.mjs';
import { ENTRIES as CPD_REGISTRATIONS } from './matrix/cpd-registrations-settings-audits.mjs';
import { ENTRIES as CPD_GOALS_ACTIVITIES } from './matrix/cpd-goals-activities.mjs';
import { ENTRIES as TRANSFERS } from './matrix/community-transfers.mjs';
import { ENTRIES as EVENTS } from './matrix/community-events.mjs';
import { ENTRIES as NEWS } from './matrix/community-news.mjs';
import { ENTRIES as MINUTES } from './matrix/community-minutes.mjs';
import { ENTRIES as DASHBOARDS } from './matrix/dashboards.mjs';
import { ENTRIES as MASTER_DATA } from './matrix/master-data.mjs';
import { ENTRIES as SPEC_CALLS } from './matrix/spec-calls.mjs';
import { ENTRIES as PROTOTYPE_SCREENS } from './matrix/prototype-screens.mjs';
import { ENTRIES as RENEWAL_REMINDERS } from './matrix/renewal-reminders.mjs';
import { ENTRIES as CREDENTIALS } from './matrix/credentials.mjs';
import { ENTRIES as NOTIFICATIONS } from './matrix/notifications.mjs';
import { ENTRIES as EVENT_BOOKINGS } from './matrix/event-bookings.mjs';
import { addRole, addUser, brokenTokens, registeredRoutes, routeKey, startSecurityApi, tokenFor } from './support.mjs';

/**
 * access: 'public' | 'signed-in' | 'admin' (role 1 only) | 'staff' (role 1 and staff roles) | [screen or
 * permission URLs].
 * sample: a concrete URL for a path with parameters. Routes with parameters that applicants or members may
 * call say whose data the parameter names: owner (member A asking for member B's) or notPersonal (why not).
 * decides: a decision route's kind of case (src/domain/ownCase.mjs), refused when its subject is the caller;
 * self: the call naming the caller's own case, from the ids of a staff identity who is also the subject
 * (own-case-subject.mjs): { url?, body? }.
 */
const MATRIX = {
  'POST /api/auth/signin': { access: 'public' },
  // The API contract (mock-api/lib/contract/): the OpenAPI document and its reference page describe calls, hold no data.
  'GET /api/openapi.json': { access: 'public' },
  'GET /api/docs': { access: 'public' },
  'GET /api/docs/:asset': { access: 'public', sample: '/api/docs/init.js', notPersonal: 'a file of the reference page' },
  'GET /api/para/globaldetails/:id': { access: [SCREEN.GLOBAL_DETAILS], sample: '/api/para/globaldetails/3' },
  'PUT /api/para/globaldetails': { access: [SCREEN.GLOBAL_DETAILS] },
  // The institute's name, logo path, footer title and version for the public pages (tests/api/institute-identity.test.mjs).
  'GET /api/institute-identity': { access: 'public' },
  'POST /api/usermanagement/reset/password': { access: 'signed-in' },
  'POST /api/otptoresetpassword': { access: 'public' },
  'GET /api/member/verifedotp/:email/:otp': { access: 'public', sample: '/api/member/verifedotp/member@example.org/000000', notPersonal: 'checks a code; the code is the secret' },
  'POST /api/forgotpassword': { access: 'public' },
  'POST /api/usermanagement/otptoresetpassword': { access: 'public' },
  'GET /api/usermanagement/member/verifedotp/:email/:otp': { access: 'public', sample: '/api/usermanagement/member/verifedotp/member@example.org/000000', notPersonal: 'checks a code; the code is the secret' },
  'POST /api/usermanagement/forgotpassword': { access: 'public' },
  'GET /api/usermanagement/get-member-types': { access: 'signed-in' },
  'GET /api/usermanagement/get-member-titles': { access: 'signed-in' },
  'GET /api/usermanagement/get-all-companies': { access: 'signed-in' },
  'GET /api/usermanagement/get-all-universities': { access: 'signed-in' },
  'GET /api/usermanagement/allrolelist': { access: [SCREEN.ROLES] },
  'GET /api/usermanagement/alluserroles': { access: [SCREEN.ROLES, SCREEN.USER_CREATION, SCREEN.BLOCK_ACCESS] },
  'GET /api/usermanagement/alluserstatus': { access: [SCREEN.ROLES] },
  'GET /api/usermanagement/roleoptions': { access: [SCREEN.ROLES] },
  'GET /api/usermanagement/roleedit/:userRoleID': { access: [SCREEN.ROLES], sample: '/api/usermanagement/roleedit/23' },
  'POST /api/usermanagement/rolecreation': { access: [SCREEN.ROLES] },
  'PUT /api/usermanagement/updaterole': { access: [SCREEN.ROLES] },
  'DELETE /api/usermanagement/deleterole/:userRoleID': { access: [SCREEN.ROLES], sample: '/api/usermanagement/deleterole/899' },
  'GET /api/usermanagement/getUserListInCompany': { access: [SCREEN.ALL_USERS] },
  'GET /api/para/users': { access: [SCREEN.ALL_USERS] },
  'GET /api/usermanagement/userauth': { access: [SCREEN.USER_AUTH] },
  'PUT /api/usermanagement/userauth': { access: [SCREEN.USER_AUTH], decides: 'account', self: (s) => ({ body: { userID: s.userId, approve: 'approve' } }) },
  'PUT /api/para/user': { access: [SCREEN.ALL_USERS] },
  'DELETE /api/para/user/:userID': { access: [SCREEN.ALL_USERS], sample: '/api/para/user/45' },
  'GET /api/usermanagement/get-all-usernames': { access: [SCREEN.BLOCK_ACCESS] },
  'POST /api/usermanagement/usercreation': { access: [SCREEN.USER_CREATION] },
  'POST /api/application/set-user-role-from-member': { access: [SCREEN.USER_CREATION] },
  'POST /api/usermanagement/set-user-role-from-member': { access: [SCREEN.USER_CREATION] },
  'GET /api/usermanagement/activemenuitems/all': { access: [SCREEN.BLOCK_ACCESS] },
  'GET /api/usermanagement/menuaccesstable/allowed/:userSwitch/roleid/:role': { access: [SCREEN.USER_CREATION], sample: '/api/usermanagement/menuaccesstable/allowed/true/roleid/23' },
  'GET /api/usermanagement/roleaccess/allowed/:allowed/roleid/:role': { access: [SCREEN.BLOCK_ACCESS], sample: '/api/usermanagement/roleaccess/allowed/1/roleid/22' },
  'GET /api/usermanagement/useraccess/allowed/:allowed/userEVENTID/:user': { access: [SCREEN.BLOCK_ACCESS], sample: '/api/usermanagement/useraccess/allowed/1/userEVENTID/3' },
  'PUT /api/usermanagement/blockmenu': { access: [SCREEN.BLOCK_ACCESS] },
  'GET /api/api-log/list': { access: [SCREEN.ACTIVITY_LOG] },
  'POST /api/inquiries': { access: 'public' },
  'GET /api/para/inquiries': { access: [SCREEN.INQUIRIES] },
  'PUT /api/para/inquiries': { access: [SCREEN.INQUIRIES] },
  'GET /api/mail/outbox': { access: 'admin' },
  // The member's own profile, records and files (the token's user only), and the staff member screens.
  'GET /api/usermanagement/member/1': { access: 'signed-in' },
  'GET /api/usermanagement/user/1': { access: 'signed-in' },
  'POST /api/usermanagement/member/userProfileUpdateMember': { access: 'signed-in' },
  'POST /api/usermanagement/member/userProfileUpdate': { access: 'signed-in' },
  'GET /api/usermanagement/member/change-requests': { access: 'signed-in' },
  'GET /api/usermanagement/member/workexperience': { access: 'signed-in' },
  'POST /api/usermanagement/member/workexperience': { access: 'signed-in' },
  'GET /api/usermanagement/member/academicqualification_': { access: 'signed-in' },
  'POST /api/usermanagement/member/academicqualification': { access: 'signed-in' },
  'GET /api/usermanagement/member/professionalmembership__': { access: 'signed-in' },
  'POST /api/usermanagement/member/professionalmembership': { access: 'signed-in' },
  'DELETE /api/usermanagement/employer/:id': { access: 'signed-in', sample: '/api/usermanagement/employer/99999', owner: "another member's row: 403, nothing changes (members-records.test.mjs)" },
  'DELETE /api/usermanagement/academic/:id': { access: 'signed-in', sample: '/api/usermanagement/academic/99999', owner: "another member's row: 403, nothing changes (members-records.test.mjs)" },
  'DELETE /api/usermanagement/prof/:id': { access: 'signed-in', sample: '/api/usermanagement/prof/99999', owner: "another member's row: 403, nothing changes (members-records.test.mjs)" },
  'GET /api/usermanagement/files/:fileId': { access: 'signed-in', sample: '/api/usermanagement/files/99999', owner: "another member's file: 403 (members-uploads.test.mjs)" },
  'GET /api/usermanagement/member/workexperienceadmin/:userId': { access: [SCREEN.MEMBER_LOOKUP, SCREEN.MEMBER_OVERVIEW, SCREEN.EDIT_MEMBER, SCREEN.APPROVE_MEMBERS, SCREEN.VIEW_APPLICATIONS, SCREEN.VIEW_APPLICANT, SCREEN.COUNCIL_REVIEW, SCREEN.APPLICANT_REGISTRATION], sample: '/api/usermanagement/member/workexperienceadmin/3' },
  'POST /api/usermanagement/member/workexperienceadmin': { access: [SCREEN.EDIT_MEMBER, SCREEN.APPLICANT_REGISTRATION], decides: 'memberRecord', self: (s) => ({ body: { userId: s.userId } }) },
  'GET /api/usermanagement/member/academicqualification_admin/:userId': { access: [SCREEN.MEMBER_LOOKUP, SCREEN.MEMBER_OVERVIEW, SCREEN.EDIT_MEMBER, SCREEN.APPROVE_MEMBERS, SCREEN.VIEW_APPLICATIONS, SCREEN.VIEW_APPLICANT, SCREEN.COUNCIL_REVIEW, SCREEN.APPLICANT_REGISTRATION], sample: '/api/usermanagement/member/academicqualification_admin/3' },
  'POST /api/usermanagement/member/academicqualificationadmin': { access: [SCREEN.EDIT_MEMBER, SCREEN.APPLICANT_REGISTRATION], decides: 'memberRecord', self: (s) => ({ body: { userId: s.userId } }) },
  'GET /api/usermanagement/member/professionalmembership__admin/:userId': { access: [SCREEN.MEMBER_LOOKUP, SCREEN.MEMBER_OVERVIEW, SCREEN.EDIT_MEMBER, SCREEN.APPROVE_MEMBERS, SCREEN.VIEW_APPLICATIONS, SCREEN.VIEW_APPLICANT, SCREEN.COUNCIL_REVIEW, SCREEN.APPLICANT_REGISTRATION], sample: '/api/usermanagement/member/professionalmembership__admin/3' },
  'POST /api/usermanagement/member/professionalmembershipadmin': { access: [SCREEN.EDIT_MEMBER, SCREEN.APPLICANT_REGISTRATION], decides: 'memberRecord', self: (s) => ({ body: { userId: s.userId } }) },
  'GET /api/application/memberdetails/:memberNo': { access: [SCREEN.MEMBER_LOOKUP, SCREEN.MEMBER_OVERVIEW], sample: '/api/application/memberdetails/M0001' },
  'GET /api/usermanagement/members': { access: [SCREEN.VIEW_MEMBERS] },
  'GET /api/application/memberdetail/:memberID': { access: [SCREEN.MEMBER_OVERVIEW, SCREEN.EDIT_MEMBER], sample: '/api/application/memberdetail/1' },
  'POST /api/application/updatemember/:memberID': { access: [SCREEN.EDIT_MEMBER], sample: '/api/application/updatemember/1', decides: 'memberRecord', self: (s) => ({ url: `/api/application/updatemember/${s.memberID}` }) },
  'GET /api/usermanagement/member/change-requests-admin/:userId': { access: [SCREEN.MEMBER_OVERVIEW], sample: '/api/usermanagement/member/change-requests-admin/3' },
  'GET /api/usermanagement/member/approval-queue': { access: [SCREEN.APPROVE_MEMBERS] },
  'PUT /api/usermanagement/member/decision': { access: [SCREEN.APPROVE_MEMBERS, SCREEN.MEMBER_OVERVIEW], decides: 'memberDetails', self: (s) => ({ body: { key: s.queueKey, decision: 'approve' } }) },
  'POST /api/usermanagement/member/approve-all-details-from-admin/:memberID/:status': { access: [SCREEN.MEMBER_OVERVIEW], sample: '/api/usermanagement/member/approve-all-details-from-admin/99999/2', decides: 'memberDetails', self: (s) => ({ url: `/api/usermanagement/member/approve-all-details-from-admin/${s.memberID}/2` }) },
  'POST /api/usermanagement/member/cancel-membership/:memberID': { access: [SCREEN.MEMBER_OVERVIEW], sample: '/api/usermanagement/member/cancel-membership/1', decides: 'membership', self: (s) => ({ url: `/api/usermanagement/member/cancel-membership/${s.memberID}`, body: { reason: 'Leaving.' } }) },
  'POST /api/usermanagement/member/reactivate-membership/:memberID': { access: [SCREEN.MEMBER_OVERVIEW], sample: '/api/usermanagement/member/reactivate-membership/1', decides: 'membership', self: (s) => ({ url: `/api/usermanagement/member/reactivate-membership/${s.memberID}`, body: { reason: 'Back.' } }) },
  'GET /api/usermanagement/member/entitlements/:memberID': { access: [SCREEN.MEMBER_OVERVIEW], sample: '/api/usermanagement/member/entitlements/1' },
  'POST /api/usermanagement/member/entitlements/update': { access: [SCREEN.MEMBER_OVERVIEW], decides: 'entitlements', self: (s) => ({ body: { memberID: s.memberID } }) },
  'GET /api/usermanagement/member/cv/:memberID': { access: [SCREEN.MEMBER_OVERVIEW], sample: '/api/usermanagement/member/cv/32' },
  // Applications, applicant side: registration, the applicant's own application (token's user) and staff on their behalf.
  'POST /api/usermanagement/member/quickregister': { access: 'public' },
  'GET /api/usermanagement/member/signup-member-types': { access: 'public' },
  'POST /api/usermanagement/member/adminappregister': { access: [SCREEN.APPLICANT_REGISTRATION] },
  'POST /api/usermanagement/member/updateApplicantDetail': { access: 'signed-in' },
  'POST /api/usermanagement/member/updatemember': { access: [SCREEN.APPLICANT_REGISTRATION] },
  'POST /api/usermanagement/applicant/approval': { access: 'signed-in' },
  'POST /api/usermanagement/applicant/approvaladmin': { access: [SCREEN.APPLICANT_REGISTRATION] },
  'GET /api/usermanagement/applicant/:userId': { access: [SCREEN.VIEW_APPLICATIONS, SCREEN.VIEW_APPLICANT, SCREEN.COUNCIL_REVIEW, SCREEN.APPLICANT_REGISTRATION], sample: '/api/usermanagement/applicant/2' },
  'PUT /api/usermanagement/member/workexperience/:id': { access: 'signed-in', sample: '/api/usermanagement/member/workexperience/99999', owner: "another user's row: 403, nothing changes (applications-applicant.test.mjs)" },
  'GET /api/usermanagement/applicant/cv/:userId': { access: 'signed-in', sample: '/api/usermanagement/applicant/cv/99999', owner: "another applicant's CV: 403 (applications-applicant.test.mjs)" },
  // Applications, staff side: applications, their decision and PDF, council reviews.
  'GET /api/application/viewApplication': { access: [SCREEN.VIEW_APPLICATIONS, SCREEN.VIEW_APPLICANT] },
  'GET /api/application/getApplicantDetails/:userId': { access: [SCREEN.VIEW_APPLICATIONS, SCREEN.VIEW_APPLICANT, SCREEN.COUNCIL_REVIEW, SCREEN.APPLICANT_REGISTRATION], sample: '/api/application/getApplicantDetails/41' },
  'GET /api/application/employeeDetails/:userId': { access: [SCREEN.VIEW_APPLICATIONS, SCREEN.VIEW_APPLICANT, SCREEN.COUNCIL_REVIEW, SCREEN.APPLICANT_REGISTRATION], sample: '/api/application/employeeDetails/41' },
  'GET /api/application/accadamicQualification/:userId': { access: [SCREEN.VIEW_APPLICATIONS, SCREEN.VIEW_APPLICANT, SCREEN.COUNCIL_REVIEW, SCREEN.APPLICANT_REGISTRATION], sample: '/api/application/accadamicQualification/41' },
  'GET /api/application/professionalDetails/:userId': { access: [SCREEN.VIEW_APPLICATIONS, SCREEN.VIEW_APPLICANT, SCREEN.COUNCIL_REVIEW, SCREEN.APPLICANT_REGISTRATION], sample: '/api/application/professionalDetails/41' },
  'GET /api/application/payment-details-for-approve-application/:userId': { access: [SCREEN.VIEW_APPLICATIONS, SCREEN.VIEW_APPLICANT, SCREEN.COUNCIL_REVIEW, SCREEN.APPLICANT_REGISTRATION], sample: '/api/application/payment-details-for-approve-application/101' },
  // Deciding an application and assigning its reviewers is its own permission; never on one's own application.
  'PUT /api/application/updateroleapplicationApprovalOrReject/applicationId/:id/status/:status': { access: [PERMISSION.DECIDE_APPLICATIONS], sample: '/api/application/updateroleapplicationApprovalOrReject/applicationId/99999/status/2', decides: 'application', self: (s) => ({ url: `/api/application/updateroleapplicationApprovalOrReject/applicationId/${s.applicationId}/status/16`, body: { comment: 'No.' } }) },
  'POST /api/application/generateapplicationpdf': { access: [SCREEN.VIEW_APPLICANT, SCREEN.COUNCIL_REVIEW] },
  'GET /api/application/council-members': { access: [PERMISSION.DECIDE_APPLICATIONS] },
  'POST /api/application/committee-assign': { access: [PERMISSION.DECIDE_APPLICATIONS], decides: 'reviewers', self: (s) => ({ body: { applicationId: s.applicationId, reviewerUserIds: [47] } }) },
  'GET /api/application/committee-member-list/:userid': { access: [SCREEN.VIEW_APPLICATIONS, SCREEN.VIEW_APPLICANT, SCREEN.COUNCIL_REVIEW, SCREEN.APPLICANT_REGISTRATION], sample: '/api/application/committee-member-list/41' },
  'POST /api/application/committee-review': { access: [SCREEN.COUNCIL_REVIEW], decides: 'review', self: (s) => ({ body: { reviewId: s.reviewId, recommendation: 'Recommend', comment: 'Fine.' } }) },
  'GET /api/:collection': { access: 'staff', sample: '/api/notes' },
  'GET /api/:collection/:id': { access: 'staff', sample: '/api/notes/1' },
  'POST /api/:collection': { access: 'admin', sample: '/api/notes' },
  'PUT /api/:collection/:id': { access: 'admin', sample: '/api/notes/1' },
  'PATCH /api/:collection/:id': { access: 'admin', sample: '/api/notes/1' },
  'DELETE /api/:collection/:id': { access: 'admin', sample: '/api/notes/1' },
  ...FEES_DUES_OFFICE,
  ...TRANSACTIONS,
  ...CARD_GATEWAY,
  ...CPD_REGISTRATIONS,
  ...CPD_GOALS_ACTIVITIES,
  ...TRANSFERS,
  ...EVENTS,
  ...NEWS,
  ...MINUTES,
  ...DASHBOARDS,
  ...RENEWAL_REMINDERS,
  ...CREDENTIALS,
  ...NOTIFICATIONS,
  ...EVENT_BOOKINGS,
  ...MASTER_DATA,
  ...SPEC_CALLS,
  ...PROTOTYPE_SCREENS,
};

const api = startSecurityApi();
const routes = registeredRoutes(api.app);
/** Administration screens and permissions: every menu URL that is not a member's or applicant's own page. */
const adminScreenIds = () =>
  api.db.get('menus').value().filter((row) => (row.type === 'item' || row.type === 'permission') && row.url && !row.selfService && !row.adminOnly).map((row) => row.id);
/** The menu ids a role needs to hold these URLs: a permission counts only with its screen. */
const menuIdsHolding = (urls) => {
  const rows = urls.map((url) => api.db.get('menus').find({ url }).value());
  return [...new Set(rows.flatMap((row) => (row.type === 'permission' ? [row.id, row.screenId] : [row.id])))];
};

const callers = {};
/** A staff identity who is also the subject of every kind of decision (own-case-subject.mjs). */
let self;
/** Staff roles made on demand: one holding exactly `screens`, one holding every other administration screen. */
const staffFor = (() => {
  let nextId = 900;
  const made = new Map();
  return (screens) => {
    const key = screens.join(' ');
    if (!made.has(key)) {
      const held = menuIdsHolding(screens);
      const withRole = addRole(api, { userRoleID: nextId++, menuIds: held });
      const withoutRole = addRole(api, { userRoleID: nextId++, menuIds: adminScreenIds().filter((id) => !held.includes(id)) });
      made.set(key, {
        with: tokenFor(addUser(api, { userID: nextId++, roleId: withRole.userRoleID })),
        without: tokenFor(addUser(api, { userID: nextId++, roleId: withoutRole.userRoleID })),
      });
    }
    return made.get(key);
  };
})();

beforeAll(() => {
  api.db.get('notes').push({ id: 1, title: 'Agenda' }).write();
  addRole(api, { userRoleID: 899, menuIds: [300] }); // unused, only a self-service page: any role manager may delete it
  const admin = api.db.get('users').find({ userID: 1 }).value();
  const broken = brokenTokens(api.db.get('users').find({ userID: 3 }).value()); // the member's, made to claim the administrator
  const ghost = addUser(api, { userID: 800, roleId: 1 });
  const ghostToken = tokenFor(ghost);
  api.db.get('users').remove({ userID: 800 }).write();
  self = addOwnCaseSubject(api, { userID: 880, roleId: 881 });
  Object.assign(callers, {
    noToken: null,
    tampered: broken.tampered,
    expired: broken.expired,
    algNone: broken.algNone,
    deletedUser: ghostToken,
    applicant: tokenFor(api.db.get('users').find({ userID: 2 }).value()),
    member: tokenFor(api.db.get('users').find({ userID: 3 }).value()),
    admin: tokenFor(admin),
  });
});
afterAll(() => api.cleanup());

const call = (method, url, token, body = {}) => {
  const request = api.request[method.toLowerCase()](url);
  if (token) request.set('Authorization', `Bearer ${token}`);
  return request.send(body);
};
/**
 * All the data as bytes: v8's serializer, about twice as fast as JSON over the whole store, twice a route. Equal bytes
 * are equal data; unequal bytes may still be (a number stored another way), so expectUnchanged then compares as JSON.
 */
const state = () => serialize(api.db.getState());
/** The collections whose data (as JSON) differs from `before` (a state()). */
const changedSince = (before) => {
  const then = deserialize(before);
  const now = api.db.getState();
  return [...new Set([...Object.keys(then), ...Object.keys(now)])].filter((name) => JSON.stringify(then[name]) !== JSON.stringify(now[name]));
};
const expectUnchanged = (before, what) => {
  if (!state().equals(before)) expect(changedSince(before), what).toEqual([]);
};
const expectAllowed = (response, who) => {
  expect([401, 403], `${who} was refused`).not.toContain(response.status);
  expect(response.status, `${who}: ${JSON.stringify(response.body)}`).toBeLessThan(500);
};
const expectRefused = (response, who, status, body) => {
  expect(response.status, who).toBe(status);
  if (body) expect(response.body, who).toEqual(body);
};
const FORBIDDEN = { status: 'You are not allowed to use this function', statusCode: '02' };

describe('the matrix covers the router', () => {
  it('every registered route has an entry, and every entry a route', () => {
    const registered = routes.map(routeKey);
    expect(registered.filter((key) => !(key in MATRIX)), 'routes missing from MATRIX').toEqual([]);
    expect(Object.keys(MATRIX).filter((key) => !registered.includes(key)), 'MATRIX entries without a route').toEqual([]);
  });

  it('what each route declares in code is what the matrix says', () => {
    for (const route of routes) {
      const expected = MATRIX[routeKey(route)]?.access;
      const declared = route.access?.kind === 'screens' ? [...route.access.screens] : route.access?.kind;
      expect(declared, routeKey(route)).toEqual(expected);
    }
  });

  it("every decision route carries the own-case guard of the matrix's kind, and names the caller's own case", () => {
    for (const route of routes) {
      const entry = MATRIX[routeKey(route)];
      expect(route.decides, `${routeKey(route)}: the guard's kind`).toBe(entry.decides);
      if (entry.decides) expect(typeof entry.self, `${routeKey(route)}: self`).toBe('function');
    }
  });

  it('a route with parameters that applicants or members may call says whose data it names', () => {
    for (const route of routes) {
      const entry = MATRIX[routeKey(route)];
      const reachesCustomers = entry.access === 'public' || entry.access === 'signed-in';
      if (reachesCustomers && route.path.includes(':')) expect(entry.owner ?? entry.notPersonal, routeKey(route)).toBeTruthy();
    }
  });
});

describe.each(routes.map((route) => [routeKey(route), route]))('%s', (key, route) => {
  const entry = MATRIX[key];
  const url = entry?.sample ?? route.path;

  it('answers each kind of caller as the matrix says', async () => {
    expect(entry, 'no MATRIX entry').toBeDefined();
    const staff = staffFor(Array.isArray(entry.access) ? entry.access : [SCREEN.ACTIVITY_LOG]);
    if (entry.access === 'public') {
      for (const who of ['noToken', 'tampered', 'applicant', 'member', 'admin']) expectAllowed(await call(route.method, url, callers[who]), who);
      return;
    }
    const before = state();
    expectRefused(await call(route.method, url, null), 'no token', 401, { status: 'No token exist.' });
    expectRefused(await call(route.method, url, callers.tampered), 'tampered', 401, { status: 'Invalid token specified.' });
    expectRefused(await call(route.method, url, callers.expired), 'expired', 401, { status: 'Token expired' });
    expectRefused(await call(route.method, url, callers.algNone), 'alg none', 401, { status: 'Invalid token specified.' });
    expectRefused(await call(route.method, url, callers.deletedUser), "a deleted user's token", 401, { status: 'Invalid token specified.' });
    const customersAllowed = entry.access === 'signed-in';
    for (const who of ['applicant', 'member']) {
      const response = await call(route.method, url, callers[who]);
      if (customersAllowed) expectAllowed(response, who);
      else expectRefused(response, who, 403, FORBIDDEN);
    }
    if (Array.isArray(entry.access)) {
      expectRefused(await call(route.method, url, staff.without), 'a staff role holding every other screen', 403, FORBIDDEN);
      if (!customersAllowed) expectUnchanged(before, 'a refused call changed data');
      expectAllowed(await call(route.method, url, staff.with), 'a staff role holding the screen');
    } else {
      const staffResponse = await call(route.method, url, staff.with);
      if (entry.access === 'admin') expectRefused(staffResponse, 'a staff role', 403, FORBIDDEN);
      else expectAllowed(staffResponse, 'a staff role');
      if (entry.access === 'admin') expectUnchanged(before, 'a refused call changed data');
    }
    expectAllowed(await call(route.method, url, callers.admin), 'administrator');
  });
});

describe('a staff identity who is also the subject', () => {
  const deciding = routes.filter((route) => MATRIX[routeKey(route)]?.decides);

  it('covers every decision route the guard sits on (the payment, office, member, transfer, CPD, attendance, application and account decisions)', () => {
    expect(deciding.length).toBeGreaterThanOrEqual(20);
  });

  it.each(deciding.map((route) => [routeKey(route), route]))("%s refuses the caller's own case: 403 with the reason, nothing changes", async (key, route) => {
    const entry = MATRIX[key];
    const { url, body } = { url: entry.sample ?? route.path, ...entry.self(self) };
    const before = state();
    const response = await call(route.method, url, self.token, body ?? {});
    expect(response.status, key).toBe(403);
    expect(response.body).toEqual({ status: ownCaseText(entry.decides), statusCode: '02', message: ownCaseText(entry.decides) });
    expectUnchanged(before, 'a refused decision changed data');
  });
});
