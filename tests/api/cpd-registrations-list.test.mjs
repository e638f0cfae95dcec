// The staff list of CPD members (GET CPD/viewallcpdusers) with each approved member's compliance, and the audit
// sample (POST CPD/audit-sample, GET CPD/audit-samples[/{AuditID}]).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CPD_MEMBERSHIP, complianceOf, settingsInForce } from '../../src/domain/cpdRules.mjs';
import { as, tokenOf } from './helpers.mjs';
import { activityRow, latestRows, latestWithStatus, reviewerToken, startCpdApi } from './cpd-registrations-support.mjs';

const api = startCpdApi();
let token;
const list = (query = {}) => as(api.request, token).get('/api/CPD/viewallcpdusers').query({ perPage: 100, ...query });
const activities = () => api.db.get('cpdActivities');
const settingsRows = () => api.db.get('cpdSettings').value();
/** What the list must say of an approved member in a CPD year, from the activities now stored. */
const expectedCompliance = (userId, year) => complianceOf(activities().filter({ UserID: userId }).value(), settingsInForce(settingsRows(), year), year);

const [compliantOne, behindOne, auditedOne] = latestWithStatus(CPD_MEMBERSHIP.APPROVED).slice(-3);

beforeAll(async () => {
  token = await reviewerToken(api);
  // Whatever the seed holds for these three, only these count: they make one member compliant in 2026 (formal 12, informal 8, contribution 2) and one
  // behind (formal 25 but no contribution); planned hours and other years' hours do not count.
  const rows = [
    activityRow(compliantOne.UserID, { CategoryID: 1, Hours: 12 }),
    activityRow(compliantOne.UserID, { CategoryID: 2, Hours: 8 }),
    activityRow(compliantOne.UserID, { CategoryID: 3, Hours: 2 }),
    activityRow(behindOne.UserID, { CategoryID: 1, Hours: 20 }),
    activityRow(behindOne.UserID, { CategoryID: 1, Hours: 5, ActivityDate: '2026-12-31' }),
    activityRow(behindOne.UserID, { CategoryID: 3, Hours: 5, ActivityStatus: 1 }),
    activityRow(behindOne.UserID, { CategoryID: 3, Hours: 5, ActivityDate: '2025-12-31' }),
    activityRow(auditedOne.UserID, { CategoryID: 4, Hours: 3, ActivityDate: '2026-05-01', evidenceFileId: 4242, evidenceFileName: 'Certificate.pdf' }),
    activityRow(auditedOne.UserID, { CategoryID: 2, Hours: 1.5, ActivityDate: '2026-02-01', ActivityStatus: 1 }),
    activityRow(auditedOne.UserID, { CategoryID: 2, Hours: 4, ActivityDate: '2025-06-01' }),
  ];
  activities().remove((row) => [compliantOne, behindOne, auditedOne].some((r) => r.UserID === row.UserID)).value();
  for (const row of rows) activities().push(row).value();
  api.db.write();
});
afterAll(() => api.cleanup());

describe('GET CPD/viewallcpdusers', () => {
  it("lists each member's latest registration, newest first, with its status name and 1-based index", async () => {
    const response = await list();
    const expected = latestRows().sort((a, b) => b.CreatedAt.localeCompare(a.CreatedAt));
    expect(response.body.total).toBe(expected.length);
    expect(response.body.data.map((row) => row.CPDMemberID)).toEqual(expected.slice(0, 100).map((row) => row.CPDMemberID));
    expect(response.body.data.map((row) => row.index)).toEqual(response.body.data.map((_, i) => i + 1));
    for (const row of response.body.data) expect(row.StatusName).toBe({ 1: 'Pending', 2: 'Approved', 3: 'Rejected' }[row.Status]);
    const page2 = await list({ perPage: 10, page: 2 });
    expect(page2.body.data.map((row) => row.CPDMemberID)).toEqual(expected.slice(10, 20).map((row) => row.CPDMemberID));
    expect(page2.body.data[0].index).toBe(1);
  });

  it('filters by status (1, 2, 3; anything else is ignored)', async () => {
    for (const status of [1, 2, 3]) {
      const response = await list({ status });
      expect(response.body.total, `status ${status}`).toBe(latestWithStatus(status).length);
      expect(response.body.data.every((row) => row.Status === status)).toBe(true);
    }
    expect((await list({ status: 7 })).body.total).toBe(latestRows().length);
  });

  it('gives approved rows the hours done and required in the CPD year and Compliant; others null', async () => {
    const rows = (await list()).body.data;
    for (const row of rows) {
      if (row.Status !== CPD_MEMBERSHIP.APPROVED) {
        expect(row, row.MemberNo).toMatchObject({ HoursDone: null, HoursRequired: null, Compliant: null });
        continue;
      }
      const compliance = expectedCompliance(row.UserID, 2026);
      expect(row, row.MemberNo).toMatchObject({ HoursDone: compliance.done, HoursRequired: compliance.required, Compliant: compliance.compliant });
    }
    const byUser = new Map(rows.map((row) => [row.UserID, row]));
    expect(byUser.get(compliantOne.UserID)).toMatchObject({ HoursDone: 22, HoursRequired: 20, Compliant: true });
    // 25 formal hours but none of the 2 contribution hours of 2026: behind.
    expect(byUser.get(behindOne.UserID)).toMatchObject({ HoursDone: 25, Compliant: false });
  });

  it('filters by compliance (compliant | behind), only approved rows having one', async () => {
    const compliant = (await list({ compliance: 'compliant' })).body;
    const behind = (await list({ compliance: 'behind' })).body;
    expect(compliant.data.every((row) => row.Compliant === true)).toBe(true);
    expect(behind.data.every((row) => row.Compliant === false)).toBe(true);
    expect(compliant.data.map((row) => row.UserID)).toContain(compliantOne.UserID);
    expect(behind.data.map((row) => row.UserID)).toContain(behindOne.UserID);
    expect(compliant.total + behind.total).toBe(latestWithStatus(CPD_MEMBERSHIP.APPROVED).length);
    expect((await list({ compliance: 'maybe' })).body.total).toBe(latestRows().length);
  });

  it('counts another CPD year when asked (year), under the settings in force then', async () => {
    const response = await list({ year: 2025, status: 2, filterText: behindOne.MemberNo });
    // 2025: the 2024 settings (no contribution minimum); the 5 hours dated 2025-12-31 count.
    const compliance = expectedCompliance(behindOne.UserID, 2025);
    expect(compliance.done).toBeGreaterThanOrEqual(5);
    expect(response.body.data[0]).toMatchObject({ UserID: behindOne.UserID, HoursDone: compliance.done, HoursRequired: 20 });
    expect(response.body.year).toBe(2025);
    expect((await list({ year: 1999 })).body.year).toBe(2026);
  });

  it('searches MemberNo, names, primary skill and entry level; sorts by any listed column', async () => {
    const target = latestRows()[0];
    const byNo = (await list({ filterText: target.MemberNo })).body;
    expect(byNo.data.map((row) => row.MemberNo)).toContain(target.MemberNo);
    expect(byNo.data.every((row) => row.MemberNo.includes(target.MemberNo))).toBe(true);
    const bySkill = (await list({ filterText: target.PrimarySkills.toUpperCase() })).body;
    expect(bySkill.total).toBe(latestRows().filter((row) => [row.MemberNo, row.FirstName, row.LastName, row.PrimarySkills, row.EntryLevel].some((cell) => cell.toLowerCase().includes(target.PrimarySkills.toLowerCase()))).length);
    expect((await list({ filterText: 'user1' })).body.total).toBe(0); // CreatedBy is not searched
    const sorted = (await list({ sortColumn: 'MemberNo', sortDirection: 'asc' })).body.data.map((row) => row.MemberNo);
    expect(sorted).toEqual([...sorted].sort());
  });
});

describe('the audit sample', () => {
  const draw = (body) => as(api.request, token).post('/api/CPD/audit-sample').send(body);
  const approvedIds = () => latestWithStatus(CPD_MEMBERSHIP.APPROVED).map((row) => row.UserID);

  it('draws ceil(share% of the approved members) distinct approved members, stores and logs the sample', async () => {
    const response = await draw({ share: 10, year: 2026 });
    expect(response.body).toMatchObject({ statusCode: '00', status: 'Audit sample drawn', data: { year: 2026, share: 10 } });
    const { members, AuditID } = response.body.data;
    expect(members).toHaveLength(Math.ceil((10 * approvedIds().length) / 100));
    expect(new Set(members.map((m) => m.UserID)).size).toBe(members.length);
    for (const member of members) {
      expect(approvedIds()).toContain(member.UserID);
      expect(member.compliance).toEqual(expectedCompliance(member.UserID, 2026));
    }
    expect(api.db.get('cpdAudits').find({ AuditID }).value()).toMatchObject({ year: 2026, share: 10, UserIDs: members.map((m) => m.UserID), createdBy: 'security960@example.org' });
    expect(api.db.get('activityLog').filter({ entity: 'CPD audit' }).value().at(-1)).toMatchObject({ action: 'create', recordId: AuditID });
  });

  it("shows each drawn member's activities of the year with the evidence link; 100% draws every approved member", async () => {
    const response = await draw({ share: '100' });
    const { members, year } = response.body.data;
    expect(year).toBe(2026);
    expect(members.map((m) => m.UserID).sort((a, b) => a - b)).toEqual(approvedIds().sort((a, b) => a - b));
    const audited = members.find((m) => m.UserID === auditedOne.UserID);
    expect(audited).toMatchObject({ MemberNo: auditedOne.MemberNo, FirstName: auditedOne.FirstName, LastName: auditedOne.LastName });
    const mine = audited.activities.filter((a) => a.ActivityID >= 90000);
    // Dated in 2026 only (the 2025 one is left out), oldest first, planned ones listed with their status.
    expect(mine).toEqual([
      expect.objectContaining({ ActivityDate: '2026-02-01', CategoryName: 'Informal learning', Hours: 1.5, ActivityStatusName: 'Planned', evidence: null }),
      expect.objectContaining({ ActivityDate: '2026-05-01', CategoryName: 'Work-based learning', Hours: 3, Provider: 'Test provider', ActivityStatusName: 'Completed', evidence: { fileId: 4242, fileName: 'Certificate.pdf' } }),
    ]);
  });

  it('lists past samples (newest first) and shows one again, recomputed', async () => {
    const listed = (await as(api.request, token).get('/api/CPD/audit-samples')).body;
    const stored = api.db.get('cpdAudits').value();
    expect(listed.total).toBe(stored.length);
    expect(listed.data[0]).toEqual({ id: stored[0].AuditID, AuditID: stored[0].AuditID, year: 2026, share: 10, count: stored[0].UserIDs.length, createdAt: stored[0].createdAt, createdBy: 'security960@example.org' });
    const one = await as(api.request, token).get(`/api/CPD/audit-samples/${stored[0].AuditID}`);
    expect(one.body).toMatchObject({ statusCode: '00', data: { AuditID: stored[0].AuditID, share: 10, year: 2026 } });
    expect(one.body.data.members.map((m) => m.UserID)).toEqual(stored[0].UserIDs);
    expect((await as(api.request, token).get('/api/CPD/audit-samples/99999')).body).toMatchObject({ statusCode: '01', status: 'This audit sample does not exist' });
  });

  it('refuses a share that is no whole percent 1..100 and a year out of range, storing nothing', async () => {
    const before = api.db.get('cpdAudits').value().length;
    for (const share of [0, 101, -5, 2.5, 'ten', '', null, undefined]) {
      const response = await draw({ share });
      expect(response.status, String(share)).toBe(400);
      expect(response.body).toMatchObject({ statusCode: '05', status: 'Share must be a whole percent from 1 to 100' });
    }
    for (const year of [1999, 2101, 'next']) expect((await draw({ share: 10, year })).body.status).toBe('CPD year must be a year from 2000 to 2100');
    expect((await draw({ share: 1 })).body.data.members).toHaveLength(1);
    expect(api.db.get('cpdAudits').value()).toHaveLength(before + 1);
  });

  it("answers '02' when no member is approved", async () => {
    const spare = await tokenOf(api.request, 'admin');
    const rows = api.db.get('cpdRegistrations').value();
    const kept = rows.map((row) => row.Status);
    for (const row of rows) row.Status = CPD_MEMBERSHIP.REJECTED;
    api.db.write();
    try {
      expect((await as(api.request, spare).post('/api/CPD/audit-sample').send({ share: 50 })).body).toMatchObject({ statusCode: '02', status: 'There are no approved CPD members to sample' });
    } finally {
      rows.forEach((row, i) => { row.Status = kept[i]; });
      api.db.write();
    }
  });
});
