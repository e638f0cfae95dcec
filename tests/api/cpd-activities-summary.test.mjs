// The member's CPD summary (GET CPD/actvitydetails), the annual declaration (POST CPD/declaration) and the
// dashboard's CPD counts (GET dashboard/dashboardcpdcounts): figures from the seed's rows by the shared
// rules (complianceOf, settingsInForce), never hardcoded; own data or CPD staff, another member 403.
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_USER_ID, startCpdApi } from './cpd-goals-support.mjs';
import { CPD_MEMBERSHIP_NAMES, CPD_TEXT, DECLARATION_TEXT, complianceOf, settingsInForce } from '../../src/domain/cpdRules.mjs';

const t = startCpdApi();
const { api, client, rows } = t;
afterAll(() => api.cleanup());

const demo = () => client(t.userToken(DEMO_USER_ID));
const activitiesOf = (userId) => rows('cpdActivities').filter((a) => a.UserID === userId);
const expectedCompliance = (userId, year) => complianceOf(activitiesOf(userId), settingsInForce(rows('cpdSettings'), year), year);
const latestRegistration = (userId) => rows('cpdRegistrations').filter((r) => r.UserID === userId).sort((a, b) => b.CPDMemberID - a.CPDMemberID)[0];
const snapshot = () => JSON.stringify(rows('cpdDeclarations'));

describe('GET CPD/actvitydetails/{userId}', () => {
  it('summarises the current CPD year (2026) by default', async () => {
    const response = await demo().get(`/api/CPD/actvitydetails/${DEMO_USER_ID}`);
    expect(response.body.statusCode).toBe('00');
    const { data } = response.body;
    const registration = latestRegistration(DEMO_USER_ID);
    expect(data.registration).toMatchObject({ CPDMemberID: registration.CPDMemberID, Status: registration.Status, StatusName: CPD_MEMBERSHIP_NAMES[registration.Status] });
    expect(data).toMatchObject({ year: 2026, currentYear: 2026, declarationStatement: DECLARATION_TEXT.statement });
    expect(data.years).toEqual([...data.years].sort((a, b) => b - a));
    expect(data.years).toEqual(expect.arrayContaining([2026, 2025]));
    expect(data.settings.effectiveYear).toBe(settingsInForce(rows('cpdSettings'), 2026).effectiveYear);
    expect(data.compliance).toEqual(expectedCompliance(DEMO_USER_ID, 2026));
    const goals = rows('developmentGoals').filter((g) => g.UserID === DEMO_USER_ID);
    expect(data.goalsByStatus).toEqual([1, 2, 3].map((status) => ({ status, name: ['Pending', 'In Progress', 'Complete'][status - 1], count: goals.filter((g) => g.CpdgoalStatus === status).length })));
    expect(data.activityCount).toBe(activitiesOf(DEMO_USER_ID).filter((a) => a.ActivityDate.startsWith('2026')).length);
    expect(data.declaration).toBeNull();
  });

  it('another year: its settings, compliance and declaration', async () => {
    const { data } = (await demo().get(`/api/CPD/actvitydetails/${DEMO_USER_ID}`).query({ year: 2025 })).body;
    expect(data.year).toBe(2025);
    expect(data.settings.effectiveYear).toBe(settingsInForce(rows('cpdSettings'), 2025).effectiveYear);
    expect(data.compliance).toEqual(expectedCompliance(DEMO_USER_ID, 2025));
    const declared = rows('cpdDeclarations').find((d) => d.UserID === DEMO_USER_ID && d.year === 2025);
    expect(data.declaration).toEqual(declared ? { DeclarationID: declared.DeclarationID, UserID: DEMO_USER_ID, year: 2025, statement: declared.statement, signedAt: declared.signedAt } : null);
  });

  it('400 for a year that is not one', async () => {
    for (const year of ['20x5', '1999', '12345']) expect((await demo().get(`/api/CPD/actvitydetails/${DEMO_USER_ID}`).query({ year })).status).toBe(400);
  });

  it('another member gets 403; CPD staff read any member; other staff 403; unknown user 404', async () => {
    const other = t.otherMemberId();
    expect((await demo().get(`/api/CPD/actvitydetails/${other}`)).status).toBe(403);
    const staff = await client(t.cpdStaffToken()).get(`/api/CPD/actvitydetails/${other}`);
    expect(staff.body.data.compliance).toEqual(expectedCompliance(other, 2026));
    expect((await client(t.otherStaffToken()).get(`/api/CPD/actvitydetails/${other}`)).status).toBe(403);
    expect((await client(t.cpdStaffToken()).get('/api/CPD/actvitydetails/99999')).status).toBe(404);
  });
});

describe('POST CPD/declaration', () => {
  const sign = (body, who = demo()) => who.post('/api/CPD/declaration').send(body);

  it("400 DECLARATION_TEXT.yearInvalid for a year that is neither the current nor the previous CPD year", async () => {
    for (const body of [{ year: 2024 }, { year: 2027 }, {}, { year: 'next' }]) {
      const before = snapshot();
      const response = await sign(body);
      expect(response.status).toBe(400);
      expect(response.body.status).toBe(DECLARATION_TEXT.yearInvalid);
      expect(snapshot()).toBe(before);
    }
  });

  it("'00' signs the current year once; '02' alreadySigned after; the summary shows it", async () => {
    const response = await sign({ year: 2026 });
    expect(response.body).toMatchObject({ statusCode: '00', status: DECLARATION_TEXT.signed, data: { UserID: DEMO_USER_ID, year: 2026, statement: DECLARATION_TEXT.statement } });
    const before = snapshot();
    expect((await sign({ year: '2026' })).body).toMatchObject({ statusCode: '02', status: DECLARATION_TEXT.alreadySigned });
    expect(snapshot()).toBe(before);
    const { data } = (await demo().get(`/api/CPD/actvitydetails/${DEMO_USER_ID}`)).body;
    expect(data.declaration).toMatchObject({ year: 2026, signedAt: response.body.data.signedAt });
  });

  it('the previous year may be signed by a member who has not signed it', async () => {
    const other = t.otherMemberId();
    const who = client(t.userToken(other));
    const signed = rows('cpdDeclarations').some((d) => d.UserID === other && d.year === 2025);
    expect((await sign({ year: 2025 }, who)).body.statusCode).toBe(signed ? '02' : '00');
  });

  it("'01' for a signed-in user without a member row; nothing stored", async () => {
    const before = snapshot();
    expect((await sign({ year: 2026 }, client(t.cpdStaffToken()))).body).toMatchObject({ statusCode: '01', status: CPD_TEXT.notAMember });
    expect(snapshot()).toBe(before);
  });
});

describe('GET dashboard/dashboardcpdcounts/{userid}', () => {
  it("the current CPD year's hours, goals by status and activity count", async () => {
    const response = await demo().get(`/api/dashboard/dashboardcpdcounts/${DEMO_USER_ID}`);
    const compliance = expectedCompliance(DEMO_USER_ID, 2026);
    const goals = rows('developmentGoals').filter((g) => g.UserID === DEMO_USER_ID);
    const count = (status) => goals.filter((g) => g.CpdgoalStatus === status).length;
    expect(response.body).toEqual({
      statusCode: '00',
      status: 'Success',
      data: {
        registrationStatus: latestRegistration(DEMO_USER_ID)?.Status ?? null,
        year: 2026,
        required: compliance.required,
        done: compliance.done,
        remaining: compliance.remaining,
        compliant: compliance.compliant,
        goals: { pending: count(1), inProgress: count(2), complete: count(3) },
        activities: activitiesOf(DEMO_USER_ID).filter((a) => a.ActivityDate.startsWith('2026')).length,
      },
    });
  });

  it('registrationStatus is null for a member who never registered', async () => {
    const registered = new Set(rows('cpdRegistrations').map((r) => r.UserID));
    const unregistered = rows('members').find((m) => !registered.has(m.userid));
    const response = await client(t.userToken(unregistered.userid)).get(`/api/dashboard/dashboardcpdcounts/${unregistered.userid}`);
    expect(response.body.data).toMatchObject({ registrationStatus: null, done: 0, compliant: false });
  });

  it('another member gets 403; CPD staff read any member; other staff 403', async () => {
    const other = t.otherMemberId();
    expect((await demo().get(`/api/dashboard/dashboardcpdcounts/${other}`)).status).toBe(403);
    expect((await client(t.cpdStaffToken()).get(`/api/dashboard/dashboardcpdcounts/${other}`)).body.statusCode).toBe('00');
    expect((await client(t.otherStaffToken()).get(`/api/dashboard/dashboardcpdcounts/${other}`)).status).toBe(403);
  });
});
