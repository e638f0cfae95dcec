// CPD registration (POST CPD/cpdadvancedfields, GET CPD/registration/{id}) and its look-ups: the member's own
// registration, the form's rules on the server, one open registration at a time, who may read one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CPD_MEMBERSHIP, ENTRY_LEVELS, PRIMARY_SKILLS } from '../../src/domain/cpdRules.mjs';
import { as, tokenOf } from './helpers.mjs';
import { TODAY, financeToken, memberWithStatus, reviewerToken, seed, startCpdApi, tokenOfUserId, unregisteredMember } from './cpd-registrations-support.mjs';

const api = startCpdApi();
const tokens = {};
const registrations = () => api.db.get('cpdRegistrations').value();
const rowsOf = (userId) => registrations().filter((row) => row.UserID === userId);
const register = (token, body) => as(api.request, token).post('/api/CPD/cpdadvancedfields').send(body);
const valid = (overrides = {}) => ({ cpdStartDate: '2026-12-01', primarySkillId: 2, entryLevelId: 3, ...overrides });

beforeAll(async () => {
  tokens.admin = await tokenOf(api.request, 'admin');
  tokens.member = await tokenOf(api.request, 'member');
  tokens.applicant = await tokenOf(api.request, 'applicant');
  tokens.finance = await financeToken(api.request);
  tokens.reviewer = await reviewerToken(api);
});
afterAll(() => api.cleanup());

describe('look-ups', () => {
  it('GET CPD/get-primary-skill and get-entry-level answer the shared lists to anyone signed in', async () => {
    for (const token of [tokens.member, tokens.applicant, tokens.finance]) {
      expect((await as(api.request, token).get('/api/CPD/get-primary-skill')).body).toEqual({ data: PRIMARY_SKILLS });
      expect((await as(api.request, token).get('/api/CPD/get-entry-level')).body).toEqual({ data: ENTRY_LEVELS });
    }
    expect((await api.request.get('/api/CPD/get-primary-skill')).status).toBe(401);
  });
});

describe('POST CPD/cpdadvancedfields', () => {
  it('registers an unregistered member as Pending, with the settings in force in the start date CPD year', async () => {
    const member = unregisteredMember(0);
    const token = await tokenOfUserId(api.request, member.userid);
    const response = await register(token, valid({ primarySkillId: '2', entryLevelId: { value: 3, label: 'x' } }));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ statusCode: '00', status: 'Your CPD registration has been submitted for approval' });
    expect(response.body.data).toMatchObject({
      UserID: member.userid,
      MemberID: member.memberID,
      MemberNo: member.memberNo,
      FirstName: member.firstName,
      LastName: member.lastName,
      Title: member.title,
      CPDStartDate: '2026-12-01',
      PrimarySkillID: 2,
      PrimarySkills: PRIMARY_SKILLS[1].primarySkillName,
      EntryLevelID: 3,
      EntryLevel: ENTRY_LEVELS[2].entryLevelName,
      Status: CPD_MEMBERSHIP.PENDING,
      StatusName: 'Pending',
      SettingID: seed.cpdSettings.find((row) => row.effectiveYear === 2026).SettingID,
      CreatedAt: `${TODAY}T10:00:00.000Z`,
      CreatedBy: seed.users.find((user) => user.userID === member.userid).username,
      comment: '',
    });
    expect(response.body.data.CPDMemberID).toBe(Math.max(...seed.cpdRegistrations.map((row) => row.CPDMemberID)) + 1);
    const own = await as(api.request, token).get(`/api/CPD/registration/${member.userid}`);
    expect(own.body).toMatchObject({ statusCode: '00', data: { CPDMemberID: response.body.data.CPDMemberID, StatusName: 'Pending' } });
    const log = api.db.get('activityLog').filter({ entity: 'CPD registration', action: 'create' }).value();
    expect(log.at(-1)).toMatchObject({ userId: member.userid, recordId: response.body.data.CPDMemberID });
  });

  it('takes the settings of an earlier CPD year for a start date in it', async () => {
    const member = unregisteredMember(1);
    const response = await register(await tokenOfUserId(api.request, member.userid), valid({ cpdStartDate: '2025-12-15' }));
    expect(response.body.data.SettingID).toBe(seed.cpdSettings.find((row) => row.effectiveYear === 2024).SettingID);
  });

  it("refuses a second registration while one is Pending or Approved: '02'", async () => {
    for (const status of [CPD_MEMBERSHIP.PENDING, CPD_MEMBERSHIP.APPROVED]) {
      const member = memberWithStatus(status);
      const before = rowsOf(member.userid).length;
      const response = await register(await tokenOfUserId(api.request, member.userid), valid());
      expect(response.body, `status ${status}`).toMatchObject({ statusCode: '02', status: 'You have already registered for CPD' });
      expect(rowsOf(member.userid)).toHaveLength(before);
    }
    expect((await register(tokens.member, valid())).body.statusCode).toBe('02');
  });

  it('lets a Rejected member register again; the new row is the one GET registration answers', async () => {
    const member = memberWithStatus(CPD_MEMBERSHIP.REJECTED);
    const token = await tokenOfUserId(api.request, member.userid);
    const response = await register(token, valid());
    expect(response.body.statusCode).toBe('00');
    const rows = rowsOf(member.userid);
    expect(rows.at(-1)).toMatchObject({ CPDMemberID: response.body.data.CPDMemberID, Status: CPD_MEMBERSHIP.PENDING });
    expect(rows.slice(0, -1).map((row) => row.Status)).toEqual(rows.slice(0, -1).map(() => CPD_MEMBERSHIP.REJECTED));
    expect((await as(api.request, token).get(`/api/CPD/registration/${member.userid}`)).body.data.CPDMemberID).toBe(response.body.data.CPDMemberID);
  });

  it("answers '01' to a signed-in user who is no member, storing nothing", async () => {
    const before = registrations().length;
    for (const token of [tokens.applicant, tokens.finance, tokens.admin]) {
      expect((await register(token, valid())).body).toMatchObject({ statusCode: '01', status: 'Only members may register for CPD' });
    }
    expect(registrations()).toHaveLength(before);
  });

  it("refuses bad fields with 400 '05', the first problem in status and every problem by field", async () => {
    const member = unregisteredMember(2);
    const token = await tokenOfUserId(api.request, member.userid);
    const refusal = async (body) => {
      const response = await register(token, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.statusCode).toBe('05');
      expect(response.body.status).toBe(Object.values(response.body.problems)[0]);
      return response.body.problems;
    };
    expect(await refusal({})).toEqual({ cpdStartDate: 'CPD start date is required', primarySkillId: 'Primary skill is required', entryLevelId: 'Entry level is required' });
    expect(await refusal(valid({ cpdStartDate: '2026-02-30' }))).toEqual({ cpdStartDate: 'Please enter a valid date' });
    expect(await refusal(valid({ cpdStartDate: '01/12/2026' }))).toEqual({ cpdStartDate: 'Please enter a valid date' });
    expect(await refusal(valid({ cpdStartDate: 20261201 }))).toEqual({ cpdStartDate: 'Please enter a valid date' });
    // Within a year either side of today (2026-11-23): the bounds are in, a day beyond is out.
    expect(await refusal(valid({ cpdStartDate: '2027-11-24' }))).toEqual({ cpdStartDate: 'CPD start date must be within a year of today' });
    expect(await refusal(valid({ cpdStartDate: '2025-11-22' }))).toEqual({ cpdStartDate: 'CPD start date must be within a year of today' });
    expect(await refusal(valid({ primarySkillId: PRIMARY_SKILLS.length + 1 }))).toEqual({ primarySkillId: 'Primary skill is required' });
    expect(await refusal(valid({ primarySkillId: '1.5' }))).toEqual({ primarySkillId: 'Primary skill is required' });
    expect(await refusal(valid({ entryLevelId: 0 }))).toEqual({ entryLevelId: 'Entry level is required' });
    const array = await as(api.request, token).post('/api/CPD/cpdadvancedfields').send([valid()]);
    expect(array.status).toBe(400);
    expect(rowsOf(member.userid)).toHaveLength(0);
    expect((await register(token, valid({ cpdStartDate: '2027-11-23' }))).body.statusCode).toBe('00');
  });

  it('accepts the earliest start date, a year before today', async () => {
    const member = unregisteredMember(3);
    expect((await register(await tokenOfUserId(api.request, member.userid), valid({ cpdStartDate: '2025-11-23' }))).body.statusCode).toBe('00');
  });

  it('takes the start date under the name cpdYearStartDate too (spec §3 "Other form fields seen")', async () => {
    const member = unregisteredMember(4);
    const { cpdStartDate, ...rest } = valid();
    const response = await register(await tokenOfUserId(api.request, member.userid), { ...rest, cpdYearStartDate: '2026-12-01' });
    expect(response.body.statusCode).toBe('00');
    expect(api.db.get('cpdRegistrations').find({ CPDMemberID: response.body.data.CPDMemberID }).value().CPDStartDate).toBe('2026-12-01');
  });
});

describe('GET CPD/registration/{id}', () => {
  it("answers '01' with data null to a member who has not registered", async () => {
    const member = unregisteredMember(5);
    const response = await as(api.request, await tokenOfUserId(api.request, member.userid)).get(`/api/CPD/registration/${member.userid}`);
    expect(response.body).toMatchObject({ statusCode: '01', status: 'You have not registered for CPD', data: null });
  });

  it('answers the demo member their Approved registration with the staff comment', async () => {
    const response = await as(api.request, tokens.member).get('/api/CPD/registration/3');
    const seeded = seed.cpdRegistrations.find((row) => row.UserID === 3);
    expect(response.body).toMatchObject({ statusCode: '00', data: { ...seeded, StatusName: 'Approved' } });
    expect(response.body.data.comment).not.toBe('');
  });

  it("refuses another member's registration with 403, and 404 for an unknown user id", async () => {
    const other = memberWithStatus(CPD_MEMBERSHIP.APPROVED);
    const response = await as(api.request, tokens.member).get(`/api/CPD/registration/${other.userid}`);
    expect(response.status).toBe(403);
    expect(response.body.data).toBeUndefined();
    expect((await as(api.request, tokens.member).get('/api/CPD/registration/99999')).status).toBe(404);
    expect((await as(api.request, tokens.member).get('/api/CPD/registration/abc')).status).toBe(404);
    expect((await as(api.request, tokens.finance).get(`/api/CPD/registration/${other.userid}`)).status).toBe(403);
  });

  it('lets CPD staff (the Reviewer role, the administrator) read any member', async () => {
    const other = memberWithStatus(CPD_MEMBERSHIP.REJECTED, 1);
    for (const token of [tokens.reviewer, tokens.admin]) {
      const response = await as(api.request, token).get(`/api/CPD/registration/${other.userid}`);
      expect(response.body).toMatchObject({ statusCode: '00', data: { UserID: other.userid, StatusName: 'Rejected' } });
    }
  });
});
