// CPD settings (GET/POST CPD/settings, PUT CPD/settings/update): the yearly requirement, one row per effective
// year, SETTINGS_TEXT rules on the server, and the list's compliance following the row in force.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signin, tokenOf } from './helpers.mjs';
import { NOW, reviewerToken, seed, startCpdApi } from './cpd-registrations-support.mjs';
import { addRole, addUser, PASSWORD } from '../security/support.mjs';

const api = startCpdApi();
const tokens = {};
const rows = () => api.db.get('cpdSettings').value();
const create = (body, token = tokens.editor) => as(api.request, token).post('/api/CPD/settings').send(body);
const update = (body, token = tokens.editor) => as(api.request, token).put('/api/CPD/settings/update').send(body);
const valid = (overrides = {}) => ({ effectiveYear: 2028, yearStartMonth: 4, yearStartDay: 1, hoursPerYear: 30, minFormal: 10, minInformal: 5, minContribution: 5, minWorkBased: 5, ...overrides });

beforeAll(async () => {
  tokens.member = await tokenOf(api.request, 'member');
  tokens.admin = await tokenOf(api.request, 'admin');
  // A staff role holding only CPD Settings (menu of /cpd/settings).
  const menuId = api.db.get('menus').find({ url: '/cpd/settings' }).value().id;
  addRole(api, { userRoleID: 970, menuIds: [menuId] });
  const editor = addUser(api, { userID: 971, roleId: 970 });
  tokens.editor = (await signin(api.request, editor.username, PASSWORD)).body.token;
  tokens.reviewer = await reviewerToken(api, 972);
});
afterAll(() => api.cleanup());

describe('GET CPD/settings', () => {
  it('answers every signed-in user the rows, newest effective year first', async () => {
    const response = await as(api.request, tokens.member).get('/api/CPD/settings');
    expect(response.body.total).toBe(seed.cpdSettings.length);
    expect(response.body.data).toEqual([...seed.cpdSettings].sort((a, b) => b.effectiveYear - a.effectiveYear));
  });
});

describe('POST CPD/settings', () => {
  it("saves a new year's settings: '00' \"CPD settings saved\", stamped and logged", async () => {
    const response = await create({ ...valid(), hoursPerYear: '30', minWorkBased: '' });
    expect(response.body).toMatchObject({ statusCode: '00', status: 'CPD settings saved' });
    const row = rows().at(-1);
    expect(response.body.data).toEqual(row);
    expect(row).toEqual({ id: row.SettingID, SettingID: Math.max(...seed.cpdSettings.map((s) => s.SettingID)) + 1, ...valid(), minWorkBased: 0, updatedAt: new Date(NOW).toISOString(), updatedBy: 'security971@example.org' });
    expect(api.db.get('activityLog').filter({ entity: 'CPD settings' }).value().at(-1)).toMatchObject({ action: 'create', recordId: row.SettingID });
  });

  it("refuses a second row for the same effective year: '02'", async () => {
    const before = rows().length;
    for (const effectiveYear of [2028, seed.cpdSettings[0].effectiveYear]) {
      expect((await create(valid({ effectiveYear }))).body).toMatchObject({ statusCode: '02', status: 'Settings for this CPD year already exist' });
    }
    expect(rows()).toHaveLength(before);
  });

  it("refuses each out-of-range value with 400 '05' and the SETTINGS_TEXT words; the bounds are accepted", async () => {
    const before = rows().length;
    const problems = async (overrides) => {
      const response = await create(valid(overrides));
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(response.body.statusCode).toBe('05');
      expect(response.body.status).toBe(Object.values(response.body.problems)[0]);
      return response.body.problems;
    };
    for (const effectiveYear of [1999, 2101, 2030.5, 'soon', undefined]) expect(await problems({ effectiveYear })).toEqual({ effectiveYear: 'Effective year must be a year from 2000 to 2100' });
    for (const yearStartMonth of [0, 13]) expect(await problems({ yearStartMonth })).toEqual({ yearStartMonth: 'Start month must be 1 to 12' });
    for (const yearStartDay of [0, 29, 31]) expect(await problems({ yearStartDay })).toEqual({ yearStartDay: 'Start day must be 1 to 28' });
    const hoursText = 'Hours required per year must be a whole number from 1 to 200';
    for (const hoursPerYear of [0, 201, 1.5, '']) expect((await problems({ hoursPerYear, minFormal: 0, minInformal: 0, minContribution: 0, minWorkBased: 0 })).hoursPerYear).toBe(hoursText);
    const minimumText = 'A category minimum must be a whole number from 0 to the hours required per year';
    for (const minFormal of [-1, 31, 2.5, 'x']) expect(await problems({ minFormal })).toEqual({ minFormal: minimumText });
    expect(await problems({ minFormal: 11, minInformal: 5, minContribution: 5, minWorkBased: 10 })).toEqual({ minimumsTotal: 'The category minimums cannot add up to more than the hours required per year' });
    expect((await create([valid()])).status).toBe(400);
    expect(rows()).toHaveLength(before);
    // The bounds: 2000 / 2100, month 1 and 12, day 28, 200 hours, minimums adding up to exactly the hours.
    expect((await create(valid({ effectiveYear: 2000, yearStartMonth: 12, yearStartDay: 28, hoursPerYear: 200, minFormal: 200, minInformal: 0, minContribution: 0, minWorkBased: 0 }))).body.statusCode).toBe('00');
    expect((await create(valid({ effectiveYear: 2100, yearStartMonth: 1, hoursPerYear: 1, minFormal: 1, minInformal: 0, minContribution: 0, minWorkBased: 0 }))).body.statusCode).toBe('00');
    expect((await create(valid({ effectiveYear: 2099, minFormal: 15, minInformal: 5, minContribution: 5, minWorkBased: 5 }))).body.statusCode).toBe('00');
  });
});

describe('PUT CPD/settings/update', () => {
  it("updates a row: '00' \"CPD settings updated\"; its own year may stay; another row's year is '02'", async () => {
    const row = rows().find((s) => s.effectiveYear === 2028);
    const response = await update({ SettingID: row.SettingID, ...valid({ hoursPerYear: 40, minFormal: 20 }) });
    expect(response.body).toMatchObject({ statusCode: '00', status: 'CPD settings updated', data: { SettingID: row.SettingID, hoursPerYear: 40, minFormal: 20 } });
    expect(api.db.get('activityLog').filter({ entity: 'CPD settings' }).value().at(-1)).toMatchObject({ action: 'update', recordId: row.SettingID });
    const clash = await update({ SettingID: String(row.SettingID), ...valid({ effectiveYear: 2026 }) });
    expect(clash.body).toMatchObject({ statusCode: '02', status: 'Settings for this CPD year already exist' });
    expect(rows().find((s) => s.SettingID === row.SettingID).effectiveYear).toBe(2028);
  });

  it("answers 404 \"These CPD settings do not exist\" for an unknown SettingID, 400 for bad values", async () => {
    const missing = await update({ SettingID: 99999, ...valid() });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ statusCode: '01', status: 'These CPD settings do not exist' });
    const row = rows()[0];
    const before = JSON.stringify(row);
    expect((await update({ SettingID: row.SettingID, ...valid({ yearStartDay: 30 }) })).status).toBe(400);
    expect(JSON.stringify(rows()[0])).toBe(before);
  });
});

describe('settings in force drive compliance', () => {
  it("the staff list's hours required follow the row in force in the CPD year asked for", async () => {
    expect((await create(valid({ effectiveYear: 2027, yearStartMonth: 1, hoursPerYear: 35, minFormal: 10, minInformal: 0, minContribution: 0, minWorkBased: 0 }))).body.statusCode).toBe('00');
    const list = async (year) => (await as(api.request, tokens.reviewer).get('/api/CPD/viewallcpdusers').query({ status: 2, year, perPage: 1 })).body.data[0].HoursRequired;
    expect(await list(2027)).toBe(35);
    expect(await list(2026)).toBe(seed.cpdSettings.find((s) => s.effectiveYear === 2026).hoursPerYear);
    expect(await list(2029)).toBe(40); // 2028's row (updated above) is still in force in 2029
  });
});
