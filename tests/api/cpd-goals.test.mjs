// Development goals (spec §2, §3, §4, §5, §8 "Development goals and CPD", §9 goal limits): the status
// lookup, add / edit / delete with every §8 code and text, the §5 messages at each §9 boundary (the server
// refuses what the form refuses), the paged list, and the ownership rule: another member gets 403 and nothing
// changes; CPD staff read any member's goals.
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_USER_ID, goalForm, startCpdApi } from './cpd-goals-support.mjs';
import { CPD_TEXT, GOAL_STATUS_OPTIONS, GOAL_TEXT, UNEXPECTED_STATUS } from '../../src/domain/cpdRules.mjs';

const t = startCpdApi();
const { api, client, rows } = t;
afterAll(() => api.cleanup());

const demo = () => client(t.userToken(DEMO_USER_ID));
const add = (form, who = demo()) => who.post('/api/CPD/adddevelopmentgoals').send(form);
const snapshot = () => JSON.stringify([rows('developmentGoals'), rows('cpdActivities')]);
const goalsOf = (userId) => rows('developmentGoals').filter((goal) => goal.UserID === userId);
const chars = (n) => 'x'.repeat(n);

describe('GET CPD/get-developmentgoal-status', () => {
  it('lists the §4 statuses as {developmentgoalstatusId, developmentgoalstatusName}', async () => {
    const response = await demo().get('/api/CPD/get-developmentgoal-status');
    expect(response.body.data).toEqual(GOAL_STATUS_OPTIONS);
    expect(response.body.data.map((o) => o.developmentgoalstatusName)).toEqual(['Pending', 'In Progress', 'Complete']);
  });
});

describe('POST CPD/adddevelopmentgoals', () => {
  it("'00' saves the goal for the token's member (a UserID in the body is ignored) and logs it", async () => {
    const response = await add({ ...goalForm({ goaltitle: '  Learn structural design  ', status: '2' }), UserID: 4 });
    expect(response.body).toMatchObject({ statusCode: '00', status: GOAL_TEXT.saved });
    expect(response.body.status).toBe('Your development goal has been saved successfully');
    const goal = rows('developmentGoals').find((row) => row.GoalID === response.body.data.GoalID);
    expect(goal).toMatchObject({ UserID: DEMO_USER_ID, GoalTitle: 'Learn structural design', KeyWords: 'steel, design', StartDate: '2026-02-01', EndDate: '2026-10-31', CpdgoalStatus: 2 });
    expect(response.body.data.CpdgoalStatusName).toBe('In Progress');
    expect(rows('activityLog').some((entry) => entry.entity === 'development goal' && entry.recordId === goal.GoalID && entry.action === 'create')).toBe(true);
  });

  const BOUNDARIES = [
    ['goaltitle', '', GOAL_TEXT.required],
    ['goaltitle', chars(4), 'Please provide a valid goal title (Minimum is 5 characters)'],
    ['goaltitle', chars(51), 'Goal title is too long (Maximum is 50 characters)'],
    ['goaldescription', '', GOAL_TEXT.required],
    ['goaldescription', chars(9), 'Please provide a valid goal description (Minimum is 10 characters)'],
    ['goaldescription', chars(151), 'Goal description is too long (maximum is 150 characters)'],
    ['keywords', '', 'This field can not be empty.'],
    ['keywords', chars(31), 'Keyword is too long (maximum is 30 characters)'],
    ['desiredoutcome', '', GOAL_TEXT.required],
    ['desiredoutcome', chars(9), 'Please provide a valid desired outcome (Minimum is 10 characters)'],
    ['desiredoutcome', chars(151), 'Desired outcome is too long (maximum is 150 characters)'],
    ['startDate', '', GOAL_TEXT.required],
    ['startDate', '2026-02-30', GOAL_TEXT.invalidDate],
    ['endDate', '2026-02-01', GOAL_TEXT.endAfterStart],
    ['endDate', '2026-01-31', GOAL_TEXT.endAfterStart],
    ['status', 4, GOAL_TEXT.statusInvalid],
    ['status', '', GOAL_TEXT.statusInvalid],
  ];
  it.each(BOUNDARIES)("'03' \"Your development goal has not been saved\" when %s is %j: %s; nothing stored", async (field, value, message) => {
    const before = snapshot();
    const response = await add(goalForm({ [field]: value }));
    expect(response.body).toMatchObject({ statusCode: '03', status: 'Your development goal has not been saved', problems: { [field]: message } });
    expect(snapshot()).toBe(before);
  });

  it('accepts every limit exactly (5 and 50, 10 and 150, 30, 10 and 150 characters)', async () => {
    for (const changes of [
      { goaltitle: chars(5), goaldescription: chars(10), keywords: chars(30), desiredoutcome: chars(10) },
      { goaltitle: chars(50), goaldescription: chars(150), keywords: 'k', desiredoutcome: chars(150) },
    ]) {
      expect((await add(goalForm(changes))).body.statusCode).toBe('00');
    }
  });

  it('a field that is not text counts as empty', async () => {
    const response = await add(goalForm({ goaltitle: { $gt: '' }, keywords: ['a'] }));
    expect(response.body.problems).toMatchObject({ goaltitle: GOAL_TEXT.required, keywords: GOAL_TEXT.required });
  });

  it('400 for a body that is not an object', async () => {
    const response = await demo().post('/api/CPD/adddevelopmentgoals').send([goalForm()]);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ status: 'Malformed JSON body', statusCode: '05' });
    const update = await demo().put('/api/CPD/developmentgoals/update').send([goalForm()]);
    expect([update.status, update.body]).toEqual([400, { status: 'Malformed JSON body', statusCode: '05' }]);
  });

  it("'01' for a signed-in user without a member row (an applicant, staff); nothing stored", async () => {
    for (const who of [client(t.userToken(2)), client(t.cpdStaffToken())]) {
      const before = snapshot();
      const response = await add(goalForm(), who);
      expect(response.body).toMatchObject({ statusCode: '01', status: CPD_TEXT.notAMember });
      expect(snapshot()).toBe(before);
    }
  });
});

describe('GET CPD/developmentgoals/{userid} and CPD/getdevelopmentgoals/{userId}', () => {
  it('pages the member\'s goals, StartDate descending by default, numbered from 1, with the status name', async () => {
    const mine = goalsOf(DEMO_USER_ID);
    const response = await demo().get(`/api/CPD/developmentgoals/${DEMO_USER_ID}`).query({ perPage: 3 });
    expect(response.body.total).toBe(mine.length);
    expect(response.body.data.map((g) => g.index)).toEqual([1, 2, 3]);
    const starts = [...mine].map((g) => g.StartDate).sort().reverse().slice(0, 3);
    expect(response.body.data.map((g) => g.StartDate)).toEqual(starts);
    for (const goal of response.body.data) expect(goal.CpdgoalStatusName).toBe(GOAL_STATUS_OPTIONS.find((o) => o.developmentgoalstatusId === goal.CpdgoalStatus).developmentgoalstatusName);
    const page2 = await demo().get(`/api/CPD/developmentgoals/${DEMO_USER_ID}`).query({ perPage: 3, page: 2 });
    expect(page2.body.data[0].index).toBe(1);
  });

  it('searches title, description, keywords and outcome, filters by status and sorts by a column', async () => {
    const mine = goalsOf(DEMO_USER_ID);
    const target = mine[0];
    const byKeyword = await demo().get(`/api/CPD/developmentgoals/${DEMO_USER_ID}`).query({ filterText: target.KeyWords.toUpperCase(), perPage: 100 });
    expect(byKeyword.body.data.map((g) => g.GoalID)).toContain(target.GoalID);
    expect(byKeyword.body.data.every((g) => [g.GoalTitle, g.GoalDescription, g.KeyWords, g.DesiredOutcome].some((text) => text.toLowerCase().includes(target.KeyWords.toLowerCase())))).toBe(true);
    for (const status of [1, 2, 3]) {
      const filtered = await demo().get(`/api/CPD/developmentgoals/${DEMO_USER_ID}`).query({ status, perPage: 100 });
      expect(filtered.body.total).toBe(mine.filter((g) => g.CpdgoalStatus === status).length);
      expect(filtered.body.total).toBeGreaterThan(0);
    }
    const sorted = await demo().get(`/api/CPD/developmentgoals/${DEMO_USER_ID}`).query({ sortColumn: 'GoalTitle', sortDirection: 'asc', perPage: 100 });
    const titles = sorted.body.data.map((g) => g.GoalTitle);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));
  });

  it('shows "Unexpected Status" for a code outside §4', async () => {
    const odd = { id: 9001, GoalID: 9001, UserID: DEMO_USER_ID, GoalTitle: 'Odd status goal', GoalDescription: 'A goal with an unknown status code.', KeyWords: 'odd', DesiredOutcome: 'Shows the fallback name', StartDate: '2020-01-01', EndDate: '2020-02-01', CpdgoalStatus: 7, CreatedAt: '2020-01-01T00:00:00.000Z', UpdatedAt: null };
    api.db.get('developmentGoals').push(odd).write();
    const response = await demo().get(`/api/CPD/getdevelopmentgoals/${DEMO_USER_ID}`);
    expect(response.body.data.find((g) => g.GoalID === 9001).CpdgoalStatusName).toBe(UNEXPECTED_STATUS);
    api.db.get('developmentGoals').remove({ GoalID: 9001 }).write();
  });

  it('getdevelopmentgoals gives every goal of the member', async () => {
    const response = await demo().get(`/api/CPD/getdevelopmentgoals/${DEMO_USER_ID}`);
    expect(response.body.data.map((g) => g.GoalID).sort((a, b) => a - b)).toEqual(goalsOf(DEMO_USER_ID).map((g) => g.GoalID).sort((a, b) => a - b));
  });

  it("another member gets 403; CPD staff read any member's goals; other staff 403; an unknown user 404", async () => {
    const other = t.otherMemberId();
    for (const path of [`/api/CPD/developmentgoals/${other}`, `/api/CPD/getdevelopmentgoals/${other}`]) {
      expect((await demo().get(path)).status).toBe(403);
      const staff = await client(t.cpdStaffToken()).get(path);
      expect(staff.status).toBe(200);
      expect(staff.body.data.length).toBe(goalsOf(other).length);
      expect((await client(t.otherStaffToken()).get(path)).status).toBe(403);
    }
    expect((await client(t.cpdStaffToken()).get('/api/CPD/developmentgoals/99999')).status).toBe(404);
  });
});

describe('PUT CPD/developmentgoals/update', () => {
  const update = (body, who = demo()) => who.put('/api/CPD/developmentgoals/update').send(body);

  it("'00' \"Your goal has been updated successfully\"", async () => {
    const goal = goalsOf(DEMO_USER_ID)[0];
    const response = await update({ GoalID: goal.GoalID, ...goalForm({ goaltitle: 'Renamed goal title', status: 3 }) });
    expect(response.body).toMatchObject({ statusCode: '00', status: 'Your goal has been updated successfully' });
    expect(rows('developmentGoals').find((g) => g.GoalID === goal.GoalID)).toMatchObject({ GoalTitle: 'Renamed goal title', CpdgoalStatus: 3, UserID: DEMO_USER_ID });
  });

  it("'02' \"This goal details is not available\" for an unknown goal", async () => {
    const response = await update({ GoalID: 99999, ...goalForm() });
    expect(response.body).toMatchObject({ statusCode: '02', status: 'This goal details is not available' });
  });

  it("'03' \"Your goal has not been updated\" with the §5 problems; nothing changes", async () => {
    const goal = goalsOf(DEMO_USER_ID)[0];
    const before = snapshot();
    const response = await update({ GoalID: goal.GoalID, ...goalForm({ goaltitle: 'abcd', endDate: '2026-01-01' }) });
    expect(response.body).toMatchObject({ statusCode: '03', status: 'Your goal has not been updated', problems: { goaltitle: GOAL_TEXT.titleShort, endDate: GOAL_TEXT.endAfterStart } });
    expect(snapshot()).toBe(before);
  });

  it("403 for another member's goal; nothing changes", async () => {
    const theirs = goalsOf(t.otherMemberId())[0];
    const before = snapshot();
    const response = await update({ GoalID: theirs.GoalID, ...goalForm() });
    expect(response.status).toBe(403);
    expect(snapshot()).toBe(before);
  });
});

describe('DELETE CPD/developmentgoals/{GoalID}', () => {
  it("'00' deletes the goal; activities that named it keep going without it", async () => {
    const goal = goalsOf(DEMO_USER_ID).find((g) => rows('cpdActivities').some((a) => a.GoalID === g.GoalID));
    const served = rows('cpdActivities').filter((a) => a.GoalID === goal.GoalID).map((a) => a.ActivityID);
    const response = await demo().delete(`/api/CPD/developmentgoals/${goal.GoalID}`);
    expect(response.body).toMatchObject({ statusCode: '00', status: GOAL_TEXT.deleted });
    expect(rows('developmentGoals').some((g) => g.GoalID === goal.GoalID)).toBe(false);
    for (const ActivityID of served) expect(rows('cpdActivities').find((a) => a.ActivityID === ActivityID).GoalID).toBeNull();
  });

  it("'02' for an unknown goal", async () => {
    const response = await demo().delete('/api/CPD/developmentgoals/99999');
    expect(response.body).toMatchObject({ statusCode: '02', status: GOAL_TEXT.notAvailable });
  });

  it("403 for another member's goal; nothing changes", async () => {
    const theirs = goalsOf(t.otherMemberId())[0];
    const before = snapshot();
    expect((await demo().delete(`/api/CPD/developmentgoals/${theirs.GoalID}`)).status).toBe(403);
    expect(snapshot()).toBe(before);
  });
});

describe('GET usermanagement/allDevelopmentGoals (CPD staff)', () => {
  const all = (query, token = t.cpdStaffToken()) => client(token).get('/api/usermanagement/allDevelopmentGoals').query(query);

  it("pages every member's goals, newest start first, each with whose it is and numbered from 1", async () => {
    const { body } = await all({ page: 1, perPage: 10 });
    expect(body.total).toBe(rows('developmentGoals').length);
    expect(new Set(rows('developmentGoals').map((goal) => goal.UserID)).size).toBeGreaterThan(1);
    expect(body.data.map((goal) => goal.index)).toEqual(body.data.map((_, i) => i + 1));
    const starts = body.data.map((goal) => goal.StartDate);
    expect(starts).toEqual([...starts].sort().reverse());
    const demoMember = rows('members').find((member) => member.userid === DEMO_USER_ID);
    const demoGoal = (await all({ filterText: demoMember.memberNo, perPage: 100 })).body.data;
    expect(demoGoal.length).toBe(goalsOf(DEMO_USER_ID).length);
    expect(demoGoal[0]).toMatchObject({ UserID: DEMO_USER_ID, MemberNo: demoMember.memberNo, FirstName: demoMember.firstName, LastName: demoMember.lastName });
  });

  it('filters by a §4 goal status', async () => {
    const { body } = await all({ status: 3, perPage: 100 });
    expect(body.total).toBeGreaterThan(0);
    expect(body.total).toBe(rows('developmentGoals').filter((goal) => goal.CpdgoalStatus === 3).length);
    expect(body.data.every((goal) => goal.CpdgoalStatus === 3 && goal.CpdgoalStatusName === 'Complete')).toBe(true);
  });

  it('is refused to a member and to staff without the CPD approval screen', async () => {
    expect((await all({}, t.userToken(DEMO_USER_ID))).status).toBe(403);
    expect((await all({}, t.otherStaffToken())).status).toBe(403);
  });
});
