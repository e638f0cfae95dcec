// Approving and rejecting a Pending CPD registration (PUT CPD/approve-membership/approve|reject, spec §8) and the
// decision mails the approval screen asks for afterwards (GET CPD/send-cpd-member-…-email/{CPDMemberID}).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_MAX, CPD_MEMBERSHIP } from '../../src/domain/cpdRules.mjs';
import { as, mailsTo, tokenOf } from './helpers.mjs';
import { NOW, latestWithStatus, pendingRow, reviewerToken, seed, startCpdApi } from './cpd-registrations-support.mjs';

const api = startCpdApi();
const tokens = {};
const stored = (CPDMemberID) => api.db.get('cpdRegistrations').find({ CPDMemberID }).value();
const decide = (action, body, token = tokens.reviewer) => as(api.request, token).put(`/api/CPD/approve-membership/${action}`).send(body);
const emailOf = (row) => seed.members.find((member) => member.userid === row.UserID).email;
const approvalMail = (id) => as(api.request, tokens.reviewer).get(`/api/CPD/send-cpd-member-approval-email-to-exisiting-member/${id}`);
const rejectMail = (id) => as(api.request, tokens.reviewer).get(`/api/CPD/send-cpd-member-reject-email-to-exisiting-member/${id}`);
const decisionLogs = () => api.db.get('activityLog').filter({ entity: 'CPD registration' }).value();

beforeAll(async () => {
  tokens.admin = await tokenOf(api.request, 'admin');
  tokens.reviewer = await reviewerToken(api);
});
afterAll(() => api.cleanup());

describe("the comment rule: '03'", () => {
  it("approve without a comment answers '03' \"Please add a comment before approve\" and changes nothing", async () => {
    const row = pendingRow(0);
    for (const comment of [undefined, '', '   ', 42, null]) {
      const response = await decide('approve', { ...row, comment });
      expect(response.body, JSON.stringify(comment)).toMatchObject({ statusCode: '03', status: 'Please add a comment before approve' });
    }
    expect(stored(row.CPDMemberID)).toEqual(row);
  });

  it("reject without a comment answers '03' \"Please add a comment before reject\" and changes nothing", async () => {
    const row = pendingRow(0);
    for (const comment of [undefined, '', ' \n ']) {
      const response = await decide('reject', { ...row, comment });
      expect(response.body).toMatchObject({ statusCode: '03', status: 'Please add a comment before reject' });
    }
    expect(stored(row.CPDMemberID)).toEqual(row);
  });

  it(`refuses a comment over ${COMMENT_MAX} characters with '03'; ${COMMENT_MAX} is accepted`, async () => {
    const row = pendingRow(1);
    const long = await decide('reject', { CPDMemberID: row.CPDMemberID, comment: 'x'.repeat(501) });
    expect(long.body).toMatchObject({ statusCode: '03', status: 'Comment is too long (maximum is 500 characters)' });
    expect(stored(row.CPDMemberID).Status).toBe(CPD_MEMBERSHIP.PENDING);
    const exact = await decide('reject', { CPDMemberID: row.CPDMemberID, comment: ` ${'x'.repeat(500)} ` });
    expect(exact.body.statusCode).toBe('00');
    expect(stored(row.CPDMemberID).comment).toBe('x'.repeat(500));
  });
});

describe("the decision: '00' and '02'", () => {
  it("approves a Pending row with the comment: '00' \"Member has been approved successfully\"; no mail yet; logged", async () => {
    const row = pendingRow(2);
    const response = await decide('approve', { ...row, comment: '  Evidence checked.  ', Status: 3, UserID: 1 });
    expect(response.body).toMatchObject({ statusCode: '00', status: 'Member has been approved successfully', data: { CPDMemberID: row.CPDMemberID, StatusName: 'Approved' } });
    // Only CPDMemberID and the comment are read from the body.
    expect(stored(row.CPDMemberID)).toEqual({ ...row, Status: CPD_MEMBERSHIP.APPROVED, comment: 'Evidence checked.', DecidedAt: new Date(NOW).toISOString(), DecidedBy: 'security960@example.org' });
    expect(await mailsTo(api.request, emailOf(row))).toEqual([]);
    expect(decisionLogs().at(-1)).toMatchObject({ action: 'approve', recordId: row.CPDMemberID, username: 'security960@example.org' });
  });

  it("answers '02' \"Member has not been approved\" / \"… rejected\" for a row no longer Pending or unknown", async () => {
    const decided = pendingRow(2);
    const before = JSON.stringify(api.db.get('cpdRegistrations').value());
    for (const body of [{ CPDMemberID: decided.CPDMemberID, comment: 'Again' }, { CPDMemberID: 99999, comment: 'Nobody' }, { comment: 'No id' }, [1]]) {
      expect((await decide('approve', body)).body, JSON.stringify(body)).toMatchObject({ statusCode: '02', status: 'Member has not been approved' });
      expect((await decide('reject', body)).body, JSON.stringify(body)).toMatchObject({ statusCode: '02', status: 'Member has not been rejected' });
    }
    const approved = latestWithStatus(CPD_MEMBERSHIP.APPROVED)[0];
    expect((await decide('reject', { CPDMemberID: approved.CPDMemberID, comment: 'Too late' })).body.status).toBe('Member has not been rejected');
    expect(JSON.stringify(api.db.get('cpdRegistrations').value())).toBe(before);
  });

  it("rejects a Pending row: '00' \"Member has been rejected successfully\"", async () => {
    const row = pendingRow(3);
    const response = await decide('reject', { CPDMemberID: String(row.CPDMemberID), comment: 'Entry level does not match.' }, tokens.admin);
    expect(response.body).toMatchObject({ statusCode: '00', status: 'Member has been rejected successfully' });
    expect(stored(row.CPDMemberID)).toMatchObject({ Status: CPD_MEMBERSHIP.REJECTED, comment: 'Entry level does not match.', DecidedBy: 'admin@example.org' });
    expect(decisionLogs().at(-1)).toMatchObject({ action: 'reject', recordId: row.CPDMemberID });
  });
});

describe('the decision mails', () => {
  it("mails an approved member the comment and the current CPD year's requirement; '00' \"Mail sent\"", async () => {
    const row = pendingRow(4);
    await decide('approve', { CPDMemberID: row.CPDMemberID, comment: 'Welcome aboard.' });
    const response = await approvalMail(row.CPDMemberID);
    expect(response.body).toMatchObject({ statusCode: '00', status: 'Mail sent' });
    const [mail, ...others] = await mailsTo(api.request, emailOf(row));
    expect(others).toEqual([]);
    expect(mail.subject).toBe('CPD registration approved');
    expect(mail.body).toContain(`Dear ${row.Title} ${row.FirstName},`);
    expect(mail.body).toContain(`member ${row.MemberNo}`);
    expect(mail.body).toContain('Comment: Welcome aboard.');
    // The 2026 settings are in force on 2026-11-23: 20 hours, 10 formal, 2 contribution.
    const settings = seed.cpdSettings.find((s) => s.effectiveYear === 2026);
    expect(mail.body).toContain(`In the CPD year 01/01/2026 to 31/12/2026 the institute requires ${settings.hoursPerYear} hours, at least ${settings.minFormal} of Formal learning and ${settings.minContribution} of Professional contribution.`);
    expect(decisionLogs().at(-1)).toMatchObject({ action: 'mail', recordId: row.CPDMemberID });
  });

  it('mails a rejected member the comment and that they may register again', async () => {
    const row = pendingRow(5);
    await decide('reject', { CPDMemberID: row.CPDMemberID, comment: 'Please choose your primary skill again.' });
    expect((await rejectMail(row.CPDMemberID)).body).toMatchObject({ statusCode: '00', status: 'Mail sent' });
    const [mail] = await mailsTo(api.request, emailOf(row));
    expect(mail.subject).toBe('CPD registration rejected');
    expect(mail.body).toContain('Comment: Please choose your primary skill again.');
    expect(mail.body).toContain('You may register again from the CPD Member Registration page.');
  });

  it("answers '02' when the row is not decided that way, 404 when unknown; no mail", async () => {
    const pending = pendingRow(6);
    const approved = latestWithStatus(CPD_MEMBERSHIP.APPROVED)[1];
    const rejected = latestWithStatus(CPD_MEMBERSHIP.REJECTED)[0];
    const notDecided = { statusCode: '02', status: 'This CPD registration has not been decided' };
    expect((await approvalMail(pending.CPDMemberID)).body).toMatchObject(notDecided);
    expect((await rejectMail(pending.CPDMemberID)).body).toMatchObject(notDecided);
    expect((await rejectMail(approved.CPDMemberID)).body).toMatchObject(notDecided);
    expect((await approvalMail(rejected.CPDMemberID)).body).toMatchObject(notDecided);
    expect((await approvalMail(99999)).status).toBe(404);
    for (const row of [pending, approved, rejected]) expect(await mailsTo(api.request, emailOf(row))).toEqual([]);
  });
});
