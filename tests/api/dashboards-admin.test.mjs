// The admin dashboard's calls: every figure counted from the data at request time, moving after
// writes through the API (a bank deposit approved, an application submitted and approved), the approvals of
// only the queues whose screen the caller holds, and months and years on the Sri Lanka clock (UTC+05:30).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signin, startApi, tokenOf } from './helpers.mjs';
import { multipart, samplePdf } from './members-support.mjs';
import { addRole, addUser, menuIdOf, startSecurityApi, tokenFor } from '../security/support.mjs';
import { PERMISSION, SCREEN } from '../../mock-api/lib/registry/screens.mjs';

/** Noon in Colombo on 23 November 2026 (06:30 UTC). */
const NOW = Date.parse('2026-11-23T06:30:00.000Z');
const api = startSecurityApi({ now: () => NOW });
/** A token of a new staff user whose role ticks exactly these screens. */
const roleToken = (roleId, urls) => {
  const role = addRole(api, { userRoleID: roleId, menuIds: urls.map((url) => menuIdOf(api, url)) });
  return tokenFor(addUser(api, { userID: roleId + 1, roleId: role.userRoleID }), { now: NOW });
};
afterAll(() => api.cleanup());
const tokens = {};
const staffToken = async (username) => (await signin(api.request, username, 'User@123')).body.token;
beforeAll(async () => {
  tokens.admin = await tokenOf(api.request, 'admin');
  tokens.member = await tokenOf(api.request, 'member');
  tokens.applicant = await tokenOf(api.request, 'applicant');
  tokens.finance = await staffToken('staff04@example.org'); // role 24 Finance: dashboard + payment screens
  tokens.registrar = await staffToken('staff06@example.org'); // role 25 Registrar: dashboard + member screens
  tokens.council = await staffToken('staff01@example.org'); // role 23 Council: dashboard + council review
  tokens.examiner = await staffToken('staff07@example.org'); // role 26 Examiner: dashboard + application screens, no decision
  tokens.auditor = await staffToken('staff08@example.org'); // role 27 Auditor: dashboard + transactions, no decision
});

const D = '/api/dashboard';
const counts = async (token = tokens.admin) => as(api.request, token).get(`${D}/dashboardApplicationcounts`);
const memberDetails = async (token = tokens.admin) => as(api.request, token).get(`${D}/get-member-details-for-dashboard`);
const rows = (name) => api.db.get(name).value();
const countOf = (list, key, value) => list.find((row) => row[key] === value).count;
const queue = (approvals, key) => approvals.find((row) => row.key === key)?.count;

describe('dashboardApplicationcounts', () => {
  it('counts the applications by status and per Sri Lanka month over the last 12 months, as the data has them', async () => {
    const response = await counts();
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ statusCode: '00', status: 'Success' });
    const { applications } = response.body.data;
    const apps = rows('applications');
    expect(applications.total).toBe(apps.length);
    expect(applications.byStatus).toEqual([
      { status: 14, label: 'Draft', count: apps.filter((row) => row.status === 14).length },
      { status: 15, label: 'Submitted', count: apps.filter((row) => row.status === 15).length },
      { status: 2, label: 'Approved', count: apps.filter((row) => row.status === 2).length },
      { status: 16, label: 'Rejected', count: apps.filter((row) => row.status === 16).length },
    ]);
    expect(applications.byMonth.map((row) => row.month)).toEqual(['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11']);
    const colomboMonth = (iso) => new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 7);
    for (const row of applications.byMonth) {
      expect(row.submitted, row.month).toBe(apps.filter((app) => app.submittedAt && colomboMonth(app.submittedAt) === row.month).length);
      expect(row.approved, row.month).toBe(apps.filter((app) => app.status === 2 && app.decidedAt && colomboMonth(app.decidedAt) === row.month).length);
      expect(row.rejected, row.month).toBe(apps.filter((app) => app.status === 16 && app.decidedAt && colomboMonth(app.decidedAt) === row.month).length);
    }
    expect(applications.byMonth.some((row) => row.submitted > 0)).toBe(true);
  });

  it('the administrator sees every approval queue with its count and route', async () => {
    const { approvals } = (await counts()).body.data;
    const pendingUsers = rows('users').filter((user) => user.statusID === 1).length;
    expect(approvals.map(({ key, url }) => [key, url])).toEqual([
      ['userAuthorisations', '/user/userauth'],
      ['applications', '/member/viewapplications'],
      ['memberChanges', '/member/approvemember'],
      ['transactions', '/member/approvetransaction'],
      ['cpdRegistrations', '/member/approvecpdmembership'],
      ['transfers', '/member/member-transfer-approval'],
    ]);
    expect(queue(approvals, 'userAuthorisations')).toBe(pendingUsers);
    expect(queue(approvals, 'applications')).toBe(rows('applications').filter((row) => row.status === 15).length);
    expect(queue(approvals, 'transactions')).toBe(rows('payments').filter((row) => row.status === 1).length);
    expect(queue(approvals, 'transfers')).toBe(rows('memberTransfers').filter((row) => row.status === 1).length);
    const queueTotal = (await as(api.request, tokens.admin).get('/api/usermanagement/member/approval-queue')).body.total;
    expect(queue(approvals, 'memberChanges')).toBe(queueTotal);
    const userAuthTotal = (await as(api.request, tokens.admin).get('/api/usermanagement/userauth')).body.total;
    expect(queue(approvals, 'userAuthorisations')).toBe(userAuthTotal);
    for (const row of approvals) expect(typeof row.label === 'string' && row.label.length > 0).toBe(true);
  });

  it('staff see only the queues whose screen they hold', async () => {
    expect((await counts(tokens.finance)).body.data.approvals.map((row) => row.key)).toEqual(['transactions']);
    expect((await counts(tokens.registrar)).body.data.approvals.map((row) => row.key)).toEqual(['memberChanges', 'transfers']);
    // A queue is work for those who decide it: reading its screen without the permission to decide shows none.
    for (const who of ['council', 'examiner', 'auditor']) expect((await counts(tokens[who])).body.data.approvals, who).toEqual([]);
    const decider = roleToken(964, [SCREEN.ADMIN_DASHBOARD, SCREEN.VIEW_APPLICATIONS, SCREEN.VIEW_APPLICANT, PERMISSION.DECIDE_APPLICATIONS]);
    expect((await counts(decider)).body.data.approvals.map((row) => row.key)).toEqual(['applications']);
    // A role holding the dashboard and nothing else: the figures, no queue.
    const onlyDashboard = roleToken(960, [SCREEN.ADMIN_DASHBOARD]);
    const response = await counts(onlyDashboard);
    expect(response.body.data.approvals).toEqual([]);
    expect(response.body.data.applications.total).toBe(rows('applications').length);
  });

  it('refuses members, applicants and staff without the dashboard screen', async () => {
    for (const token of [tokens.member, tokens.applicant]) {
      expect((await counts(token)).status).toBe(403);
      expect((await memberDetails(token)).status).toBe(403);
    }
    const noDashboard = roleToken(962, [SCREEN.APPROVE_TRANSACTIONS]);
    expect((await counts(noDashboard)).body).toEqual({ status: 'You are not allowed to use this function', statusCode: '02' });
    expect((await memberDetails(noDashboard)).status).toBe(403);
  });

  it('CPD: latest registrations by status; approved members compliant or behind in this CPD year', async () => {
    const { cpd } = (await counts()).body.data;
    const latest = new Map();
    for (const row of rows('cpdRegistrations')) if (!latest.has(row.UserID) || latest.get(row.UserID).CPDMemberID < row.CPDMemberID) latest.set(row.UserID, row);
    const statusCount = (status) => [...latest.values()].filter((row) => row.Status === status).length;
    expect(cpd.byStatus).toEqual([
      { status: 1, label: 'Pending', count: statusCount(1) },
      { status: 2, label: 'Approved', count: statusCount(2) },
      { status: 3, label: 'Rejected', count: statusCount(3) },
    ]);
    expect(cpd.year).toBe(2026);
    expect(cpd.compliant + cpd.behind).toBe(statusCount(2));
    expect(queue((await counts()).body.data.approvals, 'cpdRegistrations')).toBe(statusCount(1));
  });

  it('events: upcoming ones (not yet ended in Colombo) and this year\'s registrations and attendances', async () => {
    const { events } = (await counts()).body.data;
    const nowText = '2026-11-23T12:00';
    const all = rows('events');
    expect(events.upcoming).toBe(all.filter((event) => event.endAt >= nowText).length);
    const thisYear = new Set(all.filter((event) => event.startAt.startsWith('2026-')).map((event) => event.eventId));
    const registrations = rows('eventMembers').filter((row) => thisYear.has(row.eventId));
    expect(events.registrationsThisYear).toBe(registrations.length);
    expect(events.attendedThisYear).toBe(registrations.filter((row) => row.attended).length);
    // One more event ending today at 12:00 Colombo time still counts; one that ended at 11:59 does not.
    const base = { title: 'Dashboard test', eventType: 'Seminar', venue: 'Colombo', description: 'A test event for the dashboard', cpdHours: 0, feeLkr: 0, capacity: null, createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z' };
    api.db.get('events').push({ ...base, id: 9001, eventId: 9001, startAt: '2026-11-23T09:00', endAt: '2026-11-23T12:00' }, { ...base, id: 9002, eventId: 9002, startAt: '2026-11-23T09:00', endAt: '2026-11-23T11:59' }).write();
    api.db.get('eventMembers').push({ id: 9001, eventMemberId: 9001, eventId: 9002, memberID: 1, userid: 3, memberNo: 'M0001', memberName: 'Kasun Sandun Jayawardena', registeredAt: '2026-11-01T00:00:00.000Z', attended: true, attendedAt: '2026-11-23T05:00:00.000Z', cpdActivityId: null }).write();
    expect((await counts()).body.data.events).toEqual({ upcoming: events.upcoming + 1, registrationsThisYear: events.registrationsThisYear + 1, attendedThisYear: events.attendedThisYear + 1 });
    api.db.get('events').remove((event) => event.eventId >= 9001).write();
    api.db.get('eventMembers').remove({ eventMemberId: 9001 }).write();
  });
});

describe('get-member-details-for-dashboard', () => {
  it('counts every member by status, type and chapter (each adding up to the total)', async () => {
    const response = await memberDetails();
    expect(response.body.statusCode).toBe('00');
    const { members } = response.body.data;
    const all = rows('members');
    expect(members.total).toBe(all.length);
    expect(members.byStatus).toEqual([
      { status: 2, label: 'Active', count: all.filter((m) => m.status === 2).length },
      { status: 1, label: 'Pending', count: all.filter((m) => m.status === 1).length },
      { status: 16, label: 'Cancelled', count: all.filter((m) => m.status === 16).length },
    ]);
    expect(members.byType.map((row) => row.label)).toEqual(rows('memberTypes').map((type) => type.typeDes));
    for (const row of members.byType) expect(row.count).toBe(all.filter((m) => m.membertypeid === row.typeId).length);
    for (const row of members.byChapter.filter((r) => r.chapterId !== null)) expect(row.count).toBe(all.filter((m) => m.chapterId === row.chapterId).length);
    expect(members.byChapter.map((row) => row.label).slice(0, rows('chapters').length)).toEqual(rows('chapters').map((chapter) => chapter.name));
    for (const breakdown of [members.byStatus, members.byType, members.byChapter]) expect(breakdown.reduce((sum, row) => sum + row.count, 0)).toBe(all.length);
  });

  it('a member without a chapter is counted under "Not assigned"', async () => {
    const before = (await memberDetails()).body.data.members.byChapter;
    const unassigned = rows('members').filter((m) => !Number.isInteger(m.chapterId)).length;
    expect(before.some((row) => row.chapterId === null)).toBe(unassigned > 0);
    const colombo = countOf(before, 'chapterId', 1);
    api.db.get('members').find({ memberID: 1 }).assign({ chapterId: null }).write();
    const after = (await memberDetails()).body.data.members.byChapter;
    expect(after.at(-1)).toEqual({ chapterId: null, label: 'Not assigned', count: unassigned + 1 });
    expect(countOf(after, 'chapterId', 1)).toBe(colombo - 1);
    api.db.get('members').find({ memberID: 1 }).assign({ chapterId: 1 }).write();
  });

  it('sums the approved payments of this month and year by mode; a deposit counts only once approved, by its amount', async () => {
    const before = (await memberDetails()).body.data.payments;
    const approvedIn = (prefix) => rows('payments').filter((row) => row.status === 2 && String(row.paidDate).startsWith(prefix));
    expect(before.month.label).toBe('November 2026');
    expect(before.year.label).toBe('2026');
    expect(before.year.totalLkr).toBe(approvedIn('2026-').reduce((sum, row) => sum + row.amount, 0));
    expect(before.year.count).toBe(approvedIn('2026-').length);
    expect(before.month.totalLkr).toBe(approvedIn('2026-11-').reduce((sum, row) => sum + row.amount, 0));
    expect(before.year.byMode.map((row) => row.mode)).toEqual(['Payment Gateway', 'Payment Slip', 'To Institute Office']);
    for (const period of [before.month, before.year]) expect(period.byMode.reduce((sum, row) => sum + row.amountLkr, 0)).toBe(period.totalLkr);
    const slipBefore = before.month.byMode.find((row) => row.mode === 'Payment Slip');
    const transactionsBefore = queue((await counts()).body.data.approvals, 'transactions');

    // The demo member deposits their arrears on 20 November: pending, nothing taken yet.
    const deposit = await multipart(api.request, '/api/application/bank-deposit-save', tokens.member, { paymentType: 'Membership Renewal', referenceNumber: 'DEP 2026/1120-1', depositDate: '2026-11-20', depositBank: 'Bank of Ceylon' }, { field: 'slip', buffer: await samplePdf('Slip'), filename: 'slip.pdf' });
    expect(deposit.body.statusCode).toBe('00');
    const { paymentId, amount } = deposit.body;
    expect(amount).toBeGreaterThan(0);
    expect((await memberDetails()).body.data.payments).toEqual(before);
    expect(queue((await counts()).body.data.approvals, 'transactions')).toBe(transactionsBefore + 1);

    const approve = await as(api.request, tokens.finance).put('/api/application/approve-transactions').send({ paymentId, approve: 'approve' });
    expect(approve.body.statusCode).toBe('00');
    const after = (await memberDetails(tokens.finance)).body.data.payments;
    expect(after.month.totalLkr).toBe(before.month.totalLkr + amount);
    expect(after.month.count).toBe(before.month.count + 1);
    expect(after.year.totalLkr).toBe(before.year.totalLkr + amount);
    expect(after.month.byMode.find((row) => row.mode === 'Payment Slip')).toEqual({ ...slipBefore, amountLkr: slipBefore.amountLkr + amount, count: slipBefore.count + 1 });
    expect(queue((await counts()).body.data.approvals, 'transactions')).toBe(transactionsBefore);
  });
});

describe('figures move after an application is submitted and approved', () => {
  it('a rejected application submitted again, then approved: statuses, the month, the queue and the members move', async () => {
    const application = api.db.get('applications').find({ userId: 230 }).value();
    expect(application.status).toBe(16);
    const first = (await counts()).body.data;
    const membersBefore = (await memberDetails()).body.data.members;
    const applicant = await staffToken('user230@example.org');
    expect((await as(api.request, applicant).post('/api/usermanagement/applicant/approval').send({})).body.statusCode).toBe('00');

    const second = (await counts()).body.data;
    expect(countOf(second.applications.byStatus, 'status', 15)).toBe(countOf(first.applications.byStatus, 'status', 15) + 1);
    expect(countOf(second.applications.byStatus, 'status', 16)).toBe(countOf(first.applications.byStatus, 'status', 16) - 1);
    expect(second.applications.byMonth.at(-1)).toEqual({ ...first.applications.byMonth.at(-1), submitted: first.applications.byMonth.at(-1).submitted + 1 });
    expect(queue(second.approvals, 'applications')).toBe(queue(first.approvals, 'applications') + 1);

    const decided = await as(api.request, tokens.admin).put(`/api/application/updateroleapplicationApprovalOrReject/applicationId/${application.applicationId}/status/2`).send({ comment: '' });
    expect(decided.body.statusCode).toBe('00');
    const third = (await counts()).body.data;
    expect(countOf(third.applications.byStatus, 'status', 15)).toBe(countOf(first.applications.byStatus, 'status', 15));
    expect(countOf(third.applications.byStatus, 'status', 2)).toBe(countOf(first.applications.byStatus, 'status', 2) + 1);
    expect(third.applications.byMonth.at(-1).approved).toBe(first.applications.byMonth.at(-1).approved + 1);
    expect(queue(third.approvals, 'applications')).toBe(queue(first.approvals, 'applications'));
    expect(third.applications.total).toBe(first.applications.total);

    const membersAfter = (await memberDetails()).body.data.members;
    expect(membersAfter.total).toBe(membersBefore.total + 1);
    const newMember = api.db.get('members').find({ userid: 230 }).value();
    expect(countOf(membersAfter.byStatus, 'status', newMember.status)).toBe(countOf(membersBefore.byStatus, 'status', newMember.status) + 1);
    expect(countOf(membersAfter.byType, 'typeId', newMember.membertypeid)).toBe(countOf(membersBefore.byType, 'typeId', newMember.membertypeid) + 1);
  });
});

describe('months on the Sri Lanka clock', () => {
  it('at 00:15 on 1 December in Colombo (18:45 UTC on 30 November) the month is December', async () => {
    const late = startApi({ now: () => Date.parse('2026-11-30T18:45:00.000Z') });
    try {
      const admin = await tokenOf(late.request, 'admin');
      expect((await as(late.request, admin).get(`${D}/dashboardApplicationcounts`)).body.data.applications.byMonth.at(-1).month).toBe('2026-12');
      expect((await as(late.request, admin).get(`${D}/get-member-details-for-dashboard`)).body.data.payments.month.label).toBe('December 2026');
    } finally {
      late.cleanup();
    }
  }, 60_000); // starts its own API: seeding takes seconds on a busy machine
});

describe('empty collections', () => {
  it('with no chapters, transfers, events or registrations the figures are zeros and everyone is "Not assigned"', async () => {
    const bare = startApi({ now: () => NOW });
    try {
      for (const name of ['chapters', 'memberTransfers', 'events', 'eventMembers']) bare.db.set(name, []).write();
      const admin = await tokenOf(bare.request, 'admin');
      const counted = (await as(bare.request, admin).get(`${D}/dashboardApplicationcounts`)).body.data;
      expect(counted.events).toEqual({ upcoming: 0, registrationsThisYear: 0, attendedThisYear: 0 });
      expect(queue(counted.approvals, 'transfers')).toBe(0);
      const { members } = (await as(bare.request, admin).get(`${D}/get-member-details-for-dashboard`)).body.data;
      expect(members.byChapter).toEqual([{ chapterId: null, label: 'Not assigned', count: members.total }]);
      bare.db.get('members').remove(() => true).write();
      const none = (await as(bare.request, admin).get(`${D}/get-member-details-for-dashboard`)).body.data.members;
      expect(none).toMatchObject({ total: 0, byChapter: [] });
      expect(none.byStatus.every((row) => row.count === 0)).toBe(true);
    } finally {
      bare.cleanup();
    }
  }, 60_000); // starts its own API
});
