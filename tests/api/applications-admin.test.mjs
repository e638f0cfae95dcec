// The staff side of applications: the seed, the applications table, an applicant's details,
// records, evidence and payments, approve and reject with every rule and code, and the council's assignment,
// reviews and review lists with who may see what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, latestMail, signin, startApi, tokenOf } from './helpers.mjs';
import { buildSeed } from '../../mock-api/seed.mjs';
import { newMembershipFeeOf } from '../../src/domain/paymentRules.mjs';
import { APPLICATION_TEXT, RECOMMENDATIONS } from '../../src/domain/applicationRules.mjs';

const NOW = Date.parse('2026-11-02T08:30:00.000Z');
const SEED = buildSeed();
/** The clock moves only in the last test (a later submission round). */
let clock = NOW;
const api = startApi({ now: () => clock });
afterAll(() => api.cleanup());
const tokens = {};
const staffToken = async (username) => {
  const response = await signin(api.request, username, 'User@123');
  if (!response.body.token) throw new Error(`login of ${username} failed: ${response.body.status}`);
  return response.body.token;
};
beforeAll(async () => {
  tokens.admin = await tokenOf(api.request, 'admin');
  tokens.council = await staffToken('staff01@example.org'); // user 47, Council: the council review screen only
  // User 48, Council too: just the applications assigned to them.
  tokens.reviewer = await staffToken('staff02@example.org');
  tokens.finance = await staffToken('staff04@example.org'); // user 50, Finance: no application screen
});
const admin = () => as(api.request, tokens.admin);
const A = '/api/application';
const appOf = (userId) => api.db.get('applications').find({ userId }).value();
const appOfId = (applicationId) => api.db.get('applications').find({ applicationId }).value();
const lastLog = () => api.db.get('activityLog').last().value();
const decide = (applicationId, status, body = {}) => admin().put(`${A}/updateroleapplicationApprovalOrReject/applicationId/${applicationId}/status/${status}`).send(body);

describe('seed', () => {
  const seed = buildSeed();
  const count = (status) => seed.applications.filter((row) => row.status === status).length;

  it('has ~25 applications in every status; the demo applicant is a partly filled draft without records', () => {
    expect(seed.applications.length).toBeGreaterThanOrEqual(25);
    expect({ draft: count(14), submitted: count(15), approved: count(2), rejected: count(16) }).toEqual({ draft: 6, submitted: 16, approved: 4, rejected: 3 });
    const demo = seed.applications.find((row) => row.userId === 2);
    expect(demo).toMatchObject({ status: 14, lastName: 'Silva', email: 'applicant@example.org', fullName: '', dob: '', submittedAt: null, cvFileId: null });
    expect(demo.nicNumber).not.toBe('');
    for (const kind of ['employment', 'academic', 'professional']) expect(seed[kind].some((row) => row.userid === 2), kind).toBe(false);
  });

  it('gives submitted applications records with evidence, council reviews by staff 47-49 (some answered), approved ones paid history', () => {
    const files = new Map(seed.files.map((row) => [row.fileId, row]));
    for (const application of seed.applications.filter((row) => row.status === 15)) {
      const academic = seed.academic.filter((row) => row.userid === application.userId);
      expect(academic.length, `user ${application.userId}`).toBeGreaterThan(0);
      for (const row of [...academic, ...seed.employment.filter((job) => job.userid === application.userId)]) {
        expect(row.status).toBe(1);
        expect(files.get(row.fileId)).toMatchObject({ ownerUserId: application.userId });
      }
    }
    const underReview = new Set(seed.committeeReviews.filter((row) => seed.applications.find((a) => a.applicationId === row.applicationId).status === 15).map((row) => row.applicationId));
    expect(underReview.size).toBe(8);
    expect(new Set(seed.committeeReviews.map((row) => row.reviewerUserId))).toEqual(new Set([47, 48, 49]));
    expect(seed.committeeReviews.some((row) => row.recommendation === null)).toBe(true);
    expect(new Set(seed.committeeReviews.map((row) => row.recommendation).filter(Boolean))).toEqual(new Set(RECOMMENDATIONS));
    for (const application of seed.applications.filter((row) => row.status === 2)) {
      const member = seed.members.find((row) => row.userid === application.userId);
      expect(application.memberNo).toBe(member.memberNo);
      expect(seed.payments.find((row) => row.userId === application.userId)).toMatchObject({ paymentType: 'New Membership', status: 2 });
    }
  });
});

describe('applications table', () => {
  it('pages every application by applicationId ascending, with and without the trailing slash', async () => {
    const first = (await admin().get(`${A}/viewApplication/`)).body;
    expect(first.total).toBe(29);
    expect(first.data).toHaveLength(10);
    expect(first.data.map((row) => row.applicationId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(first.data[4]).toEqual({ id: 5, applicationId: 5, nic: '199522712345', title: 'Mr', firstName: 'Tharindu', lastName: 'Silva', mobilName: '0771239876', Email: 'applicant@example.org', createdDate: '2026-01-02T10:00:00.000Z', statusName: 'Draft', status: 14, userId: 2 });
    const third = (await admin().get(`${A}/viewApplication`).query({ page: 3, perPage: 10 })).body;
    expect(third.data.map((row) => row.applicationId)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29]);
  });

  it('sorts by a row column and filters over NIC, names, e-mail and status name', async () => {
    const byName = (await admin().get(`${A}/viewApplication`).query({ sortColumn: 'firstName', sortDirection: 'desc', perPage: 100 })).body.data.map((row) => row.firstName);
    expect(byName).toEqual([...byName].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })));
    const review = (await admin().get(`${A}/viewApplication`).query({ filterText: 'under council', perPage: 100 })).body;
    expect(review.total).toBe(8);
    expect(review.data.every((row) => row.status === 15 && row.statusName === 'Under Council Review')).toBe(true);
    expect((await admin().get(`${A}/viewApplication`).query({ filterText: 'REJECTED' })).body.total).toBe(3);
    const nic = appOf(41).nicNumber;
    expect((await admin().get(`${A}/viewApplication`).query({ filterText: nic })).body.data.map((row) => row.userId)).toEqual([41]);
    expect((await admin().get(`${A}/viewApplication`).query({ filterText: 'USER41@EXAMPLE' })).body.total).toBe(1);
    expect((await admin().get(`${A}/viewApplication`).query({ sortColumn: 'passwordHash', perPage: 1 })).body.data[0].applicationId).toBe(1);
  });
});

describe('GET application/viewMemeberByStatus/status/{status}', () => {
  const byStatus = (status, query = {}) => admin().get(`${A}/viewMemeberByStatus/status/${status}`).query({ perPage: 100, ...query });

  it('status 3 (spec §9): the submitted applications awaiting a decision that have no council reviewers yet, as table rows', async () => {
    const { body } = await byStatus(3);
    const expected = api.db.get('applications').value().filter((row) => row.status === 15 && !api.db.get('committeeReviews').some({ applicationId: row.applicationId }).value());
    expect(body.total).toBeGreaterThan(0);
    expect(body.data.map((row) => row.applicationId).sort((a, b) => a - b)).toEqual(expected.map((row) => row.applicationId).sort((a, b) => a - b));
    expect(body.data.every((row) => row.status === 15 && row.statusName === 'Submitted')).toBe(true);
    expect(Object.keys(body.data[0]).sort()).toEqual(['Email', 'applicationId', 'createdDate', 'firstName', 'id', 'lastName', 'mobilName', 'nic', 'status', 'statusName', 'title', 'userId']);
  });

  it('17 lists those under council review and 16 the rejected; paged like the table; another status is 400', async () => {
    expect((await byStatus(17)).body.total).toBe(8);
    expect((await byStatus(17)).body.data.every((row) => row.statusName === 'Under Council Review')).toBe(true);
    expect((await byStatus(16)).body.total).toBe(3);
    expect((await byStatus(17, { page: 2, perPage: 5 })).body.data).toHaveLength(3);
    const wrong = await byStatus(2);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ statusCode: '05', status: "Field 'status' must be one of: 3, 17, 16" });
  });
});

describe("an applicant's details, records, evidence and payments", () => {
  it('answers the header with the applicant status and the user names; 404 without an application', async () => {
    const { memberData } = (await admin().get(`${A}/getApplicantDetails/41`)).body;
    expect(memberData).toMatchObject({ userId: 41, applicationId: appOf(41).applicationId, firstName: 'Dilini', lastName: 'Mohamed', username: 'user41@example.org', status: 17, applicationStatus: 15, statusName: 'Under Council Review', nicNumber: appOf(41).nicNumber, hasCv: true });
    expect((await admin().get(`${A}/getApplicantDetails/3`)).status).toBe(404);
  });

  it('lists the three record kinds paged, with evidence file and status', async () => {
    for (const path of ['employeeDetails', 'accadamicQualification']) {
      const list = (await admin().get(`${A}/${path}/41`)).body;
      expect(list.total, path).toBeGreaterThan(0);
      expect(list.data.every((row) => row.userid === 41 && row.status === 1 && Number.isInteger(row.fileId) && row.fileName)).toBe(true);
    }
    expect((await admin().get(`${A}/professionalDetails/2`)).body).toEqual({ data: [], total: 0 });
  });

  it("lets application staff download an applicant's evidence; a council-only reviewer just their assigned applicants'", async () => {
    const assigned = api.db.get('committeeReviews').find({ reviewerUserId: 48 }).value().applicantUserId;
    const notAssigned = 36; // submitted, no council reviewers
    const fileOf = (userid) => api.db.get('academic').find({ userid }).value().fileId;
    const admins = await admin().get(`/api/usermanagement/files/${fileOf(assigned)}`);
    expect(admins.status).toBe(200);
    expect(admins.headers['content-type']).toBe('application/pdf');
    expect((await as(api.request, tokens.reviewer).get(`/api/usermanagement/files/${fileOf(assigned)}`)).status).toBe(200);
    expect((await as(api.request, tokens.reviewer).get(`/api/usermanagement/files/${fileOf(notAssigned)}`)).status).toBe(403);
    expect((await as(api.request, tokens.finance).get(`/api/usermanagement/files/${fileOf(assigned)}`)).status).toBe(403);
    expect((await as(api.request, tokens.reviewer).get(`${A}/getApplicantDetails/${assigned}`)).status).toBe(200);
    expect((await as(api.request, tokens.reviewer).get(`${A}/employeeDetails/${notAssigned}`)).body).toEqual({ status: 'You are not allowed to use this function', statusCode: '02' });
  });

  it('lists payments with their status name', async () => {
    const paid = (await admin().get(`${A}/payment-details-for-approve-application/101`)).body;
    const seeded = SEED.payments.filter((row) => row.userId === 101);
    expect(paid.total).toBe(seeded.length);
    expect(paid.data).toContainEqual(expect.objectContaining({ paymentId: 1, paymentType: 'New Membership', amount: seeded.find((row) => row.paymentId === 1).amount, status: 2, statusName: 'Approved', receiptNo: 'RCPT-00001' }));
    expect((await admin().get(`${A}/payment-details-for-approve-application/41`)).body).toEqual({ data: [], total: 0 });
  });
});

describe('approve and reject', () => {
  it('refuses unknown applications, other status values and applications that are not submitted', async () => {
    expect((await decide(99999, 2)).body).toMatchObject({ statusCode: '02', status: 'Application not found' });
    expect((await decide(appOf(36).applicationId, 7)).body).toMatchObject({ statusCode: '02', status: 'Status must be 2 (approve) or 16 (reject)' });
    for (const userId of [2, 101, 39]) {
      expect((await decide(appOf(userId).applicationId, 2)).body, `user ${userId}`).toMatchObject({ statusCode: '02', status: APPLICATION_TEXT.notSubmitted, message: APPLICATION_TEXT.notSubmitted });
    }
  });

  it('rejecting needs a comment (at most 1000 characters), mails the reason and logs', async () => {
    const application = appOf(36);
    const logs = api.db.get('activityLog').size().value();
    expect((await decide(application.applicationId, 16, { comment: '  ' })).body).toMatchObject({ statusCode: '02', status: APPLICATION_TEXT.rejectCommentRequired });
    expect((await decide(application.applicationId, 16)).body).toMatchObject({ statusCode: '02', status: APPLICATION_TEXT.rejectCommentRequired });
    // the comment's type and length are the contract's request check: 400 naming the field
    expect((await decide(application.applicationId, 16, { comment: 'x'.repeat(1001) })).body).toEqual({ statusCode: '05', status: "Field 'comment' must be at most 1000 characters" });
    expect((await decide(application.applicationId, 16, { comment: 42 })).body).toEqual({ statusCode: '05', status: "Field 'comment' must be text or null" });
    expect(api.db.get('activityLog').size().value()).toBe(logs);
    expect(appOf(36).status).toBe(15);

    const reason = 'The degree certificate is not certified.';
    expect((await decide(application.applicationId, 16, { comment: ` ${reason} ` })).body).toEqual({ statusCode: '00', status: APPLICATION_TEXT.rejected, message: APPLICATION_TEXT.rejected });
    expect(appOf(36)).toMatchObject({ status: 16, decisionComment: reason, decidedBy: 'admin@example.org', decidedAt: new Date(NOW).toISOString() });
    expect(lastLog()).toMatchObject({ entity: 'application', action: 'reject', recordId: application.applicationId, userId: 1 });
    expect(await latestMail(api.request, 'user36@example.org')).toMatchObject({ subject: 'Your membership application has been rejected', body: expect.stringContaining(reason) });
    expect((await decide(application.applicationId, 16, { comment: reason })).body.status).toBe(APPLICATION_TEXT.notSubmitted);
  });

  it('approving makes the applicant a Pending member owing the new-membership fee: number, role 22, member row, approved records, no payment row, mail, log; they sign in as a member', async () => {
    const application = appOf(41);
    const records = ['employment', 'academic', 'professional'].flatMap((kind) => api.db.get(kind).filter({ userid: 41 }).value());
    expect(records.length).toBeGreaterThan(1);
    const response = await decide(application.applicationId, 2, { comment: 'Welcome' });
    expect(response.body).toEqual({ statusCode: '00', status: APPLICATION_TEXT.approved, message: APPLICATION_TEXT.approved, memberNo: 'M0152' });
    expect(api.db.get('users').find({ userID: 41 }).value().userRoleID).toBe(22);
    const member = api.db.get('members').find({ userid: 41 }).value();
    expect(member).toMatchObject({ memberNo: 'M0152', memberID: 152, firstName: 'Dilini', middleName: 'Nirmala', lastName: 'Mohamed', fullName: application.fullName, nameWithInitials: application.nameWithInitials, nicNumber: application.nicNumber, dob: application.dob, mobileNo: application.mobileNo, email: 'user41@example.org', membertypeid: application.membertypeid, memberTypeName: application.memberTypeName, status: 1, validTillDate: null, lastRenewalYear: null, linkedin: application.linkedin });
    expect(member.cvFile).toMatch(/^data:application\/pdf;base64,JVBERi0/);
    expect(member.designation).not.toBe('');
    for (const row of records) expect(api.db.get(row.employerid ? 'employment' : row.academicid ? 'academic' : 'professional').find({ id: row.id }).value()).toMatchObject({ status: 2, decidedBy: 'admin@example.org' });
    // The fee schedule's fee is due; it is paid through the payment screens (no payments row yet). Approved in
    // November (from 1 October), the first payment covers the next year too: its subscription is next year's.
    const fee = newMembershipFeeOf(SEED.membershipFees, application.membertypeid, new Date(NOW).getFullYear() + 1);
    expect(fee.amount).toBeGreaterThan(0);
    expect(member.newMembershipDue).toEqual(fee);
    expect(api.db.get('payments').filter({ userId: 41 }).size().value()).toBe(0);
    expect(appOf(41)).toMatchObject({ status: 2, memberNo: 'M0152', decisionComment: 'Welcome' });
    expect(lastLog()).toMatchObject({ entity: 'application', action: 'approve', recordId: application.applicationId });
    const mail = await latestMail(api.request, 'user41@example.org');
    expect(mail.subject).toBe('Your membership application has been approved: member number M0152');
    expect(mail.body).toContain(`LKR ${fee.amount.toLocaleString('en-US')}.00`);
    const login = await signin(api.request, 'user41@example.org', 'User@123');
    expect(login.body).toMatchObject({ statusCode: '00', User: { userRoleID: 22 }, membership: { memberNo: 'M0152', status: 1 } });
    const owes = (await as(api.request, login.body.token).get(`${A}/member-view-for-member-renewal`)).body;
    expect(owes).toMatchObject({ member: { memberNo: 'M0152', status: 1 }, newMembershipDue: fee, dues: { years: [] } });
    expect((await admin().get(`${A}/payment-details-for-approve-application/41`)).body.data).toEqual([]);
    expect((await decide(application.applicationId, 2)).body.status).toBe(APPLICATION_TEXT.notSubmitted);
    expect((await decide(appOf(42).applicationId, 2)).body.memberNo).toBe('M0153');
  });

  it("refuses to approve when a member already holds the NIC (nothing changes)", async () => {
    const application = appOf(37);
    api.db.get('applications').find({ userId: 37 }).assign({ nicNumber: '198512345678' }).write();
    const members = api.db.get('members').size().value();
    expect((await decide(application.applicationId, 2)).body).toMatchObject({ statusCode: '02', status: 'This NIC number associates with an existing member.' });
    expect(api.db.get('members').size().value()).toBe(members);
    expect(api.db.get('users').find({ userID: 37 }).value().userRoleID).toBe(21);
    api.db.get('applications').find({ userId: 37 }).assign({ nicNumber: application.nicNumber }).write();
  });
});

describe('council', () => {
  const council = () => as(api.request, tokens.council);
  const reviewer = () => as(api.request, tokens.reviewer);

  it('lists the council members: approved staff holding the council review screen', async () => {
    expect((await admin().get(`${A}/council-members`)).body).toEqual([
      { userId: 47, name: 'Chandrika Wijesinghe', username: 'staff01@example.org' },
      { userId: 48, name: 'Roshan Amarasekara', username: 'staff02@example.org' },
      { userId: 49, name: 'Harsha Senanayake', username: 'staff03@example.org' },
    ]);
  });

  it('assigns council members to submitted applications only; again adds nobody; mails the reviewers', async () => {
    const applicationId = appOf(38).applicationId;
    const assign = (body) => admin().post(`${A}/committee-assign`).send(body);
    expect((await assign({ applicationId: appOf(34).applicationId, reviewerUserIds: [47] })).body).toMatchObject({ statusCode: '02', status: 'Only a submitted application can be assigned to or reviewed by the council.' });
    expect((await assign({ applicationId: 99999, reviewerUserIds: [47] })).body.status).toBe('Application not found');
    expect((await assign({ applicationId, reviewerUserIds: [] })).body.status).toBe('Select at least one council member');
    expect((await assign({ applicationId, reviewerUserIds: '47' })).body.status).toBe('Select at least one council member');
    expect((await assign({ applicationId, reviewerUserIds: [47, 50] })).body.status).toBe('User 50 is not a council member');
    expect((await assign({ applicationId, reviewerUserIds: [1] })).body.status).toBe('User 1 is not a council member');
    expect((await assign({ applicationId, reviewerUserIds: ['x'] })).body.status).toBe('User x is not a council member');
    expect(api.db.get('committeeReviews').filter({ applicationId }).size().value()).toBe(0);
    expect((await assign({ applicationId, reviewerUserIds: [47, 49, 47] })).body).toMatchObject({ statusCode: '00', status: 'Reviewers assigned', added: 2 });
    expect((await assign({ applicationId, reviewerUserIds: [49] })).body).toMatchObject({ statusCode: '00', added: 0 });
    expect(api.db.get('committeeReviews').filter({ applicationId }).value().map((row) => row.reviewerUserId)).toEqual([47, 49]);
    expect(lastLog()).toMatchObject({ entity: 'application', action: 'assign', recordId: applicationId });
    expect(await latestMail(api.request, 'staff01@example.org')).toMatchObject({ subject: `Membership application #${applicationId} assigned to you for review` });
    const row = (await admin().get(`${A}/viewApplication`).query({ filterText: appOf(38).nicNumber })).body.data[0];
    expect(row.statusName).toBe('Under Council Review');
  });

  it('takes a recommendation and comment from the assigned reviewer only, while the application is submitted', async () => {
    const review = api.db.get('committeeReviews').find({ applicantUserId: 38, reviewerUserId: 47 }).value();
    const send = (body, who = council) => who().post(`${A}/committee-review`).send(body);
    expect((await send({ reviewId: review.reviewId, recommendation: 'Maybe', comment: 'Fine' })).body).toMatchObject({ statusCode: '02', status: `Recommendation must be one of: ${RECOMMENDATIONS.join(', ')}` });
    expect((await send({ reviewId: review.reviewId, recommendation: 'Recommend', comment: ' ' })).body).toMatchObject({ statusCode: '02', status: 'A comment is required' });
    expect((await send({ reviewId: review.reviewId, recommendation: 'Recommend', comment: 'y'.repeat(1001) })).body.status).toBe('Comment must be at most 1000 characters');
    expect((await send({ reviewId: 99999, recommendation: 'Recommend', comment: 'Fine' })).body.status).toBe('Review not found');
    const others = api.db.get('committeeReviews').find({ applicantUserId: 38, reviewerUserId: 49 }).value();
    expect((await send({ reviewId: others.reviewId, recommendation: 'Recommend', comment: 'Fine' })).body.status).toBe('This review is assigned to another council member');
    expect((await send({ reviewId: review.reviewId, recommendation: 'Recommend', comment: 'Fine' }, admin)).body.status).toBe('This review is assigned to another council member');
    expect(api.db.get('committeeReviews').find({ reviewId: review.reviewId }).value().recommendation).toBeNull();

    expect((await send({ reviewId: review.reviewId, recommendation: 'Recommend with conditions', comment: ' Needs the final exam. ' })).body).toEqual({ statusCode: '00', status: 'Recommendation saved', message: 'Recommendation saved' });
    expect(api.db.get('committeeReviews').find({ reviewId: review.reviewId }).value()).toMatchObject({ recommendation: 'Recommend with conditions', comment: 'Needs the final exam.', reviewedAt: new Date(NOW).toISOString() });
    expect(lastLog()).toMatchObject({ entity: 'committeeReview', action: 'update', recordId: review.reviewId, userId: 47 });
    const decided = api.db.get('committeeReviews').find({ applicantUserId: 101, reviewerUserId: 47 }).value();
    expect((await send({ reviewId: decided.reviewId, recommendation: 'Recommend', comment: 'Late' })).body.status).toBe('Only a submitted application can be assigned to or reviewed by the council.');
  });

  it("lists a reviewer's assignments and an applicant's reviews, to those who may see them", async () => {
    const own = (await council().get(`${A}/committee-member-list/47`).query({ perPage: 100 })).body;
    // the queue holds only applications still awaiting a decision (tests/api/applications-rules.test.mjs)
    const openOf47 = api.db.get('committeeReviews').filter((row) => row.reviewerUserId === 47 && appOfId(row.applicationId).status === 15).size().value();
    expect(own.total).toBe(openOf47);
    expect(own.data.every((row) => row.reviewerUserId === 47)).toBe(true);
    expect(own.data[0]).toEqual(expect.objectContaining({ reviewId: expect.any(Number), applicationId: expect.any(Number), applicantUserId: expect.any(Number), applicantName: expect.any(String), nic: expect.any(String), memberTypeName: expect.any(String), applicationStatusName: expect.any(String), reviewerName: 'Chandrika Wijesinghe', assignedAt: expect.any(String) }));
    const times = own.data.map((row) => row.assignedAt);
    expect(times).toEqual([...times].sort().reverse());
    const ofApplicant = (await admin().get(`${A}/committee-member-list/38`)).body;
    expect(ofApplicant.data.map((row) => row.reviewerUserId).sort()).toEqual([47, 49]);
    expect(ofApplicant.data[0]).toMatchObject({ applicantUserId: 38, applicationStatusName: 'Under Council Review' });
    // staff reading another reviewer's rows see every round, decided ones too
    expect((await admin().get(`${A}/committee-member-list/47`)).body.total).toBe(api.db.get('committeeReviews').filter({ reviewerUserId: 47 }).size().value());

    const reviewerOwn = (await reviewer().get(`${A}/committee-member-list/48`)).body;
    expect(reviewerOwn.total).toBeGreaterThan(0);
    const assigned = reviewerOwn.data.find((row) => row.applicationStatusName === 'Under Council Review').applicantUserId;
    expect((await reviewer().get(`${A}/committee-member-list/${assigned}`)).body.data.some((row) => row.reviewerUserId === 48)).toBe(true);
    expect((await reviewer().get(`${A}/committee-member-list/38`)).status).toBe(403);
    expect((await reviewer().get(`${A}/committee-member-list/47`)).status).toBe(403);
    expect((await as(api.request, tokens.finance).get(`${A}/committee-member-list/50`)).status).toBe(403);
  });
});

describe('a rejected application submitted again', () => {
  it('starts a new council round: the earlier reviews stay as history but are neither current nor open', async () => {
    const application = appOf(228); // seeded under council review by two reviewers
    const oldReviews = api.db.get('committeeReviews').filter({ applicantUserId: 228 }).value();
    expect(oldReviews.length).toBe(2);
    expect((await decide(application.applicationId, 16, { comment: 'Please add your degree transcript.' })).body.statusCode).toBe('00');
    clock = NOW + 3_600_000;
    const applicant = await signin(api.request, 'user228@example.org', 'User@123');
    expect((await as(api.request, applicant.body.token).post('/api/usermanagement/applicant/approval').send({})).body.statusCode).toBe('00');
    const rowOf = async () => (await admin().get(`${A}/viewApplication`).query({ filterText: application.nicNumber })).body.data[0];
    expect(await rowOf()).toMatchObject({ status: 15, statusName: 'Submitted' });
    const reviewerOf = (review) => staffToken(`staff0${review.reviewerUserId - 46}@example.org`);
    const old = oldReviews[0];
    const late = await as(api.request, old.reviewerUserId === 48 ? tokens.reviewer : await reviewerOf(old)).post(`${A}/committee-review`).send({ reviewId: old.reviewId, recommendation: 'Recommend', comment: 'Late' });
    expect(late.body.status).toBe('Only a submitted application can be assigned to or reviewed by the council.');
    expect((await admin().post(`${A}/committee-assign`).send({ applicationId: application.applicationId, reviewerUserIds: [old.reviewerUserId] })).body).toMatchObject({ statusCode: '00', added: 1 });
    expect((await admin().get(`${A}/committee-member-list/228`)).body.total).toBe(3);
    expect((await rowOf()).statusName).toBe('Under Council Review');
  });
});
