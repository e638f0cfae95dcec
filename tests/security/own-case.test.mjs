// Nobody decides their own case. A member whose account was moved to a staff role (set-user-role-from-member)
// holding every administration screen tries each decision on their own payment, records, membership, transfer,
// CPD registration and attendance; an applicant moved to that role tries the decisions on their own application.
// Each is refused with 403 and the words of src/domain/ownCase.mjs, and nothing changes; another staff member
// holding the same role decides the same case.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownCaseText } from '../../src/domain/ownCase.mjs';
import { RECORD_TEXT } from '../../src/domain/memberRules.mjs';
import { APPLICATION_STATUS } from '../../src/domain/applicationRules.mjs';
import { CPD_MEMBERSHIP } from '../../src/domain/cpdRules.mjs';
import { nextId } from '../../mock-api/lib/storage/ids.mjs';
import { as } from '../api/helpers.mjs';
import { EMPLOYMENT, multipart, samplePdf } from '../api/members-support.mjs';
import { jpegBytes } from '../api/payments-support.mjs';
import { addRole, addUser, startSecurityApi, tokenFor } from './support.mjs';
import { everyStaffGrant } from './own-case-subject.mjs';

/** 2026-11-23 10:00 in Sri Lanka. */
const NOW = Date.parse('2026-11-23T04:30:00Z');
const api = startSecurityApi({ now: () => NOW });
const MEMBER_USER = 3;
const MEMBER_ID = 1;
const MEMBER_NO = 'M0001';
const ALL_SCREENS_ROLE = 950;
const OTHER_STAFF = 951;
const MISC_ITEM = 'certificate-copy';

const user = (userID) => api.db.get('users').find({ userID }).value();
const state = () => JSON.stringify(api.db.getState());
const ids = {};
const tokens = {};

beforeAll(async () => {
  tokens.admin = tokenFor(user(1), { now: NOW });
  tokens.member = tokenFor(user(MEMBER_USER), { now: NOW });
  const member = as(api.request, tokens.member);
  const admin = as(api.request, tokens.admin);

  // The member's own cases, made the ordinary way while still a member.
  const deposit = await multipart(
    api.request,
    '/api/application/bank-deposit-save',
    tokens.member,
    { paymentType: 'Membership Renewal', referenceNumber: 'DEP 2026/1120-1', depositDate: '2026-11-20', depositBank: 'Bank of Ceylon' },
    { field: 'slip', buffer: jpegBytes(), filename: 'slip.jpg', contentType: 'image/jpeg' },
  );
  expect(deposit.body, 'bank deposit').toMatchObject({ statusCode: '00' });
  ids.payment = api.db.get('payments').filter({ userId: MEMBER_USER, status: 1 }).value().at(-1).paymentId;
  const employment = await multipart(api.request, '/api/usermanagement/member/workexperience', tokens.member, EMPLOYMENT, { field: 'file', buffer: await samplePdf() });
  expect(employment.body, 'employment record').toMatchObject({ statusCode: '00' });
  ids.employment = employment.body.employerid;
  const transfer = await member.post('/api/usermanagement/member-transfer').send({ toChapterId: 2, reason: 'Moved to Kandy for a new job at the university.' });
  expect(transfer.body, 'transfer request').toMatchObject({ statusCode: '00' });
  ids.transfer = transfer.body.data.transferId;
  // The member's CPD registration waits for a decision again.
  ids.cpdRegistration = api.db.get('cpdRegistrations').filter({ UserID: MEMBER_USER }).value().at(-1).CPDMemberID;
  api.db.get('cpdRegistrations').find({ CPDMemberID: ids.cpdRegistration }).assign({ Status: CPD_MEMBERSHIP.PENDING, comment: '', DecidedAt: null, DecidedBy: null }).write();
  // An event that has started, the member registered to it by staff.
  const eventId = nextId(api.db, 'events', 'eventId');
  api.db.get('events').push({ id: eventId, eventId, title: 'Seminar on Bridge Inspection', eventType: 'Seminar', venue: 'BMICH', description: 'Talks.', startAt: '2026-11-20T09:00', endAt: '2026-11-20T12:00', cpdHours: 3, feeLkr: 0, capacity: 50, createdAt: '2026-10-01T00:00:00.000Z', updatedAt: null }).write();
  const registered = await admin.post('/api/event/add-event-member').send({ eventId, memberID: MEMBER_ID });
  expect(registered.body, 'event registration').toMatchObject({ statusCode: '00' });
  ids.eventMember = registered.body.data.eventMemberId;

  // The member becomes staff the ordinary way: a role with every screen, given through set-user-role-from-member.
  addRole(api, { userRoleID: ALL_SCREENS_ROLE, menuIds: everyStaffGrant(api) });
  const moved = await admin.post('/api/usermanagement/set-user-role-from-member').send({ memberNumber: MEMBER_NO, userRoleName: ALL_SCREENS_ROLE });
  expect(moved.body, 'role set from member').toMatchObject({ statusCode: '00' });
  tokens.self = tokenFor(user(MEMBER_USER), { now: NOW });
  tokens.other = tokenFor(addUser(api, { userID: OTHER_STAFF, roleId: ALL_SCREENS_ROLE }), { now: NOW });

  // An applicant whose account is in the same staff role, with a submitted application.
  const application = api.db.get('applications').find({ status: APPLICATION_STATUS.SUBMITTED }).value();
  ids.application = application.applicationId;
  ids.applicant = application.userId;
  api.db.get('users').find({ userID: ids.applicant }).assign({ userRoleID: ALL_SCREENS_ROLE, statusID: 2, expireDate: '2099-12-31' }).write();
  tokens.applicant = tokenFor(user(ids.applicant), { now: NOW });
});
afterAll(() => api.cleanup());

const MEMBER_FORM = (member) => ({ title: member.title, firstName: member.firstName, middleName: member.middleName, lastName: member.lastName, membertypeid: member.membertypeid, designation: 'Chief Engineer', mobileNo: '0771112223', email: member.email, addressNo: 'No. 1', addressSt: 'Main Street', addressCity: 'Galle' });
const ENTITLEMENTS = { memberID: MEMBER_ID, votingRights: false, postNominals: true, journal: true, library: true, cpdPortal: true };

/** [what, kind of case, the call as token's holder, the statusCode another staff member gets]. */
const CASES = [
  ['approve their own bank deposit', 'payment', (t) => as(api.request, t).put('/api/application/approve-transactions').send({ paymentId: ids.payment, approve: 'approve' }), '00'],
  ['record an office cash payment for their own dues', 'officePayment', (t) => as(api.request, t).post(`/api/application/payment/${MEMBER_NO}`).send({ referenceNumber: 'OFF-1', paidDate: '2026-11-23' })],
  ['record a miscellaneous payment for themselves', 'officePayment', (t) => as(api.request, t).post(`/api/application/miscellaneous-payment/${MEMBER_NO.toLowerCase()}`).send({ referenceNumber: 'OFF-2', paidDate: '2026-11-23', itemId: MISC_ITEM, quantity: 1 })],
  ['record a new-membership payment for themselves', 'officePayment', (t) => as(api.request, t).post(`/api/application/membership-payment/${MEMBER_NO}`).send({ referenceNumber: 'OFF-3', paidDate: '2026-11-23' })],
  ['approve their own employment record', 'memberDetails', (t) => as(api.request, t).put('/api/usermanagement/member/decision').send({ key: `employment-${ids.employment}`, decision: 'approve' }), '00'],
  ['approve all their own pending details', 'memberDetails', (t) => as(api.request, t).post(`/api/usermanagement/member/approve-all-details-from-admin/${MEMBER_ID}/2`).send({}), '00'],
  ['change their own entitlements', 'entitlements', (t) => as(api.request, t).post('/api/usermanagement/member/entitlements/update').send(ENTITLEMENTS), '00'],
  ['edit their own member record', 'memberRecord', (t) => as(api.request, t).post(`/api/application/updatemember/${MEMBER_ID}`).send(MEMBER_FORM(api.db.get('members').find({ memberID: MEMBER_ID }).value())), '00'],
  ['change their own member type', 'memberRecord', (t) => as(api.request, t).post(`/api/application/updatemembertype/${MEMBER_ID}`).send({ membertypeid: 4 }), '00'],
  ['add an approved employment record to their own profile', 'memberRecord', async (t) => multipart(api.request, '/api/usermanagement/member/workexperienceadmin', t, { ...EMPLOYMENT, companynameother: 'Hill Analytics', startDate: '2019-01-01', endDate: '2020-12-31', userId: MEMBER_USER }, { field: 'file', buffer: await samplePdf() }), '00'],
  ['approve their own chapter transfer', 'transfer', (t) => as(api.request, t).put('/api/usermanagement/approve-transfer').send({ transferId: ids.transfer, comment: 'Checked.' }), '00'],
  ['approve their own CPD registration', 'cpdRegistration', (t) => as(api.request, t).put('/api/CPD/approve-membership/approve').send({ CPDMemberID: ids.cpdRegistration, comment: 'Registration checked.' }), '00'],
  ['mark their own event attendance (crediting CPD hours)', 'attendance', (t) => as(api.request, t).put(`/api/event/update-event-member/${ids.eventMember}`).send({ attended: true }), '00'],
  ['cancel their own membership', 'membership', (t) => as(api.request, t).post(`/api/usermanagement/member/cancel-membership/${MEMBER_ID}`).send({ reason: 'Asked to leave.' }), '00'],
  ['reactivate their own membership', 'membership', (t) => as(api.request, t).post(`/api/usermanagement/member/reactivate-membership/${MEMBER_ID}`).send({ reason: 'Back again.' }), '00'],
  ['authorize their own account', 'account', (t) => as(api.request, t).put('/api/usermanagement/userauth').send({ userID: MEMBER_USER, firstName: 'Kasun', lastName: 'Jayawardena', approve: 'approve' })],
];

describe('a member moved to a staff role with every screen', () => {
  it.each(CASES)('may not %s: 403 with the reason, nothing changes; another staff member may', async (what, kind, call, otherCode) => {
    const before = state();
    const refused = await call(tokens.self);
    expect(refused.status, what).toBe(403);
    expect(refused.body).toMatchObject({ statusCode: '02', status: ownCaseText(kind), message: ownCaseText(kind) });
    expect(state(), 'a refused decision changed data').toBe(before);
    const decided = await call(tokens.other);
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    if (otherCode) expect(decided.body, what).toMatchObject({ statusCode: otherCode });
  });

  it('the guard speaks first: even a call the handler would refuse for another reason says why it is not theirs', async () => {
    const response = await as(api.request, tokens.self).put('/api/application/approve-transactions').send({ paymentId: ids.payment, approve: 'maybe' });
    expect(response.status).toBe(403);
    expect(response.body.status).toBe(ownCaseText('payment'));
  });

  it('may not delete their own approved record with staff powers: for their own rows they are the member', async () => {
    const row = api.db.get('employment').find({ userid: MEMBER_USER, status: 2 }).value();
    const response = await as(api.request, tokens.self).delete(`/api/usermanagement/employer/${row.employerid}`);
    expect(response.body).toMatchObject({ statusCode: '02', status: RECORD_TEXT.approvedNotDeletable });
    expect(api.db.get('employment').find({ employerid: row.employerid }).value()).toEqual(row);
  });

  it("still decides another member's case", async () => {
    const other = api.db.get('payments').find({ status: 1 }).value();
    expect(other.userId).not.toBe(MEMBER_USER);
    const response = await as(api.request, tokens.self).put('/api/application/approve-transactions').send({ paymentId: other.paymentId, approve: 'approve' });
    expect(response.body).toMatchObject({ statusCode: '00' });
  });
});

describe('an applicant whose account is in a staff role', () => {
  const councilMember = () => api.db.get('users').find({ userRoleID: 23, statusID: 2 }).value().userID;

  it('may not assign reviewers to their own application, nor review it, nor decide it: 403, nothing changes', async () => {
    const client = as(api.request, tokens.applicant);
    const attempts = [
      ['reviewers', () => client.post('/api/application/committee-assign').send({ applicationId: ids.application, reviewerUserIds: [councilMember()] })],
      ['application', () => client.put(`/api/application/updateroleapplicationApprovalOrReject/applicationId/${ids.application}/status/16`).send({ comment: 'Not enough experience.' })],
      ['application', () => client.put(`/api/application/updateroleapplicationApprovalOrReject/applicationId/${ids.application}/status/2`).send({})],
    ];
    for (const [kind, call] of attempts) {
      const before = state();
      const response = await call();
      expect(response.status, kind).toBe(403);
      expect(response.body).toMatchObject({ statusCode: '02', status: ownCaseText(kind) });
      expect(state(), kind).toBe(before);
    }
  });

  it('may not record a recommendation on their own application, even on a review row naming them', async () => {
    const reviewId = nextId(api.db, 'committeeReviews', 'reviewId');
    api.db.get('committeeReviews').push({ id: reviewId, reviewId, applicationId: ids.application, applicantUserId: ids.applicant, reviewerUserId: ids.applicant, reviewerName: 'Self', assignedAt: '2026-11-01T00:00:00.000Z', assignedBy: 'legacy', recommendation: null, comment: '', reviewedAt: null }).write();
    const before = state();
    const response = await as(api.request, tokens.applicant).post('/api/application/committee-review').send({ reviewId, recommendation: 'Recommend', comment: 'An excellent applicant.' });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ statusCode: '02', status: ownCaseText('review') });
    expect(state()).toBe(before);
  });

  it('is never assigned as a reviewer of their own application by someone else', async () => {
    const before = state();
    const response = await as(api.request, tokens.other).post('/api/application/committee-assign').send({ applicationId: ids.application, reviewerUserIds: [ids.applicant] });
    expect(response.body).toMatchObject({ statusCode: '02', status: 'An applicant cannot review their own application' });
    expect(state()).toBe(before);
  });

  it('another staff member assigns reviewers and decides it', async () => {
    const other = as(api.request, tokens.other);
    expect((await other.post('/api/application/committee-assign').send({ applicationId: ids.application, reviewerUserIds: [councilMember()] })).body).toMatchObject({ statusCode: '00' });
    expect((await other.put(`/api/application/updateroleapplicationApprovalOrReject/applicationId/${ids.application}/status/16`).send({ comment: 'Not enough experience.' })).body).toMatchObject({ statusCode: '00' });
  });
});
