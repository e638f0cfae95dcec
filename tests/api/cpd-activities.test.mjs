// CPD activities: the status and category lookups, add / edit / delete with an evidence PDF (≤ 5 MB,
// told by content; a refused add stores nothing, a replaced or deleted activity takes its file with it), every
// ACTIVITY_TEXT rule, the paged list with its filters, the ownership rule (another member gets 403 and nothing
// changes) and the evidence download for CPD staff.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_USER_ID, activityForm, pdfBytes, sendActivity, startCpdApi } from './cpd-goals-support.mjs';
import { uploadsDirOf } from '../../mock-api/lib/files/uploads.mjs';
import { ACTIVITY_STATUS_OPTIONS, ACTIVITY_TEXT, CPD_CATEGORIES, CPD_TEXT, GOAL_TEXT, cpdYearBounds } from '../../src/domain/cpdRules.mjs';

const t = startCpdApi();
const { api, client, rows } = t;
afterAll(() => api.cleanup());

const demoToken = () => t.userToken(DEMO_USER_ID);
const demo = () => client(demoToken());
const addActivity = (fields, file, token = demoToken()) => sendActivity(api.request.post('/api/CPD/addcpdactivities').set('Authorization', `Bearer ${token}`), { fields, file });
const updateActivity = (fields, file, token = demoToken()) => sendActivity(api.request.put('/api/CPD/activities/update').set('Authorization', `Bearer ${token}`), { fields, file });
const snapshot = () => JSON.stringify([rows('cpdActivities'), rows('files')]);
const uploads = () => readdirSync(uploadsDirOf(api.dataDir)).sort();
const fileOnDisk = (fileId) => existsSync(path.join(uploadsDirOf(api.dataDir), rows('files').find((f) => f.fileId === fileId)?.storedName ?? 'none'));
const activity = (ActivityID) => rows('cpdActivities').find((a) => a.ActivityID === ActivityID);
const theirActivity = () => rows('cpdActivities').find((a) => a.UserID === t.otherMemberId() && a.evidenceFileId);

describe('look-ups', () => {
  it('get-cpdactivity-status: Planned 1, Completed 2', async () => {
    expect((await demo().get('/api/CPD/get-cpdactivity-status')).body.data).toEqual(ACTIVITY_STATUS_OPTIONS);
  });
  it('get-cpd-categories: id, name and hint of each category', async () => {
    const { data } = (await demo().get('/api/CPD/get-cpd-categories')).body;
    expect(data).toEqual(CPD_CATEGORIES.map(({ id, name, hint }) => ({ id, name, hint })));
  });
});

describe('POST CPD/addcpdactivities', () => {
  it("'00' saves the activity with its evidence PDF for the token's member", async () => {
    const filesBefore = rows('files').length;
    const response = await addActivity({ ...activityForm({ ActivityTitle: 'Evidence seminar' }), UserID: 4 }, pdfBytes(), undefined);
    expect(response.body).toMatchObject({ statusCode: '00', status: ACTIVITY_TEXT.saved });
    const saved = activity(response.body.data.ActivityID);
    expect(saved).toMatchObject({ UserID: DEMO_USER_ID, ActivityTitle: 'Evidence seminar', CategoryID: 1, Hours: 3.5, ActivityStatus: 2, GoalID: null });
    expect(rows('files').length).toBe(filesBefore + 1);
    const file = rows('files').find((f) => f.fileId === saved.evidenceFileId);
    expect(file).toMatchObject({ ownerUserId: DEMO_USER_ID, originalName: 'certificate.pdf' });
    expect(response.body.data).toMatchObject({ CategoryName: 'Formal learning', ActivityStatusName: 'Completed', evidence: { fileId: file.fileId, fileName: 'certificate.pdf' } });
    expect(rows('activityLog').some((e) => e.entity === 'CPD activity' && e.recordId === saved.ActivityID)).toBe(true);
    // The member downloads their own evidence.
    const download = await demo().get(`/api/usermanagement/files/${file.fileId}`);
    expect(download.status).toBe(200);
  });

  it("'00' without evidence (JSON), naming one of the member's goals; a Planned activity may be dated ahead", async () => {
    const goal = rows('developmentGoals').find((g) => g.UserID === DEMO_USER_ID);
    const response = await demo().post('/api/CPD/addcpdactivities').send(activityForm({ GoalID: goal.GoalID, ActivityStatus: 1, ActivityDate: '2027-03-01', Hours: 2 }));
    expect(response.body.statusCode).toBe('00');
    expect(response.body.data).toMatchObject({ GoalID: goal.GoalID, GoalTitle: goal.GoalTitle, ActivityStatusName: 'Planned', evidence: null, evidenceFileId: null });
  });

  const RULES = [
    ['ActivityTitle', '', ACTIVITY_TEXT.titleRequired],
    ['ActivityTitle', 'abcd', ACTIVITY_TEXT.titleShort],
    ['ActivityTitle', 'x'.repeat(101), ACTIVITY_TEXT.titleLong],
    ['CategoryID', '', ACTIVITY_TEXT.categoryRequired],
    ['CategoryID', '5', ACTIVITY_TEXT.categoryRequired],
    ['ActivityDate', '', ACTIVITY_TEXT.dateRequired],
    ['ActivityDate', '2026-13-01', GOAL_TEXT.invalidDate],
    ['ActivityDate', '2026-11-24', ACTIVITY_TEXT.dateInFuture],
    ['Hours', '', ACTIVITY_TEXT.hoursRequired],
    ['Hours', 'abc', ACTIVITY_TEXT.hoursRequired],
    ['Hours', '0x10', ACTIVITY_TEXT.hoursRequired],
    ['Hours', '0', ACTIVITY_TEXT.hoursPositive],
    ['Hours', '24.01', ACTIVITY_TEXT.hoursTooMany],
    ['Hours', '1.234', ACTIVITY_TEXT.hoursDecimals],
    ['Provider', '', ACTIVITY_TEXT.providerRequired],
    ['Provider', 'p'.repeat(101), ACTIVITY_TEXT.providerLong],
    ['Description', 'd'.repeat(501), ACTIVITY_TEXT.descriptionLong],
    ['GoalID', '99999', ACTIVITY_TEXT.goalUnknown],
    ['ActivityStatus', '', ACTIVITY_TEXT.statusRequired],
    ['ActivityStatus', '3', ACTIVITY_TEXT.statusRequired],
  ];
  it.each(RULES)("'03' notSaved when %s is %j: %s; no row and no file stored", async (field, value, message) => {
    const before = snapshot();
    const files = uploads();
    const response = await addActivity(activityForm({ [field]: value }), pdfBytes());
    expect(response.body).toMatchObject({ statusCode: '03', status: ACTIVITY_TEXT.notSaved, problems: { [field]: message } });
    expect(snapshot()).toBe(before);
    expect(uploads()).toEqual(files);
  });

  it('accepts the limits exactly: 5 and 100 title characters, 24 hours, 100 provider and 500 description characters, today', async () => {
    const response = await addActivity(activityForm({ ActivityTitle: 'x'.repeat(100), Hours: '24', Provider: 'p'.repeat(100), Description: 'd'.repeat(500), ActivityDate: '2026-11-23' }));
    expect(response.body.statusCode).toBe('00');
    expect((await addActivity(activityForm({ ActivityTitle: 'abcde', ActivityDate: '2026-08-08' }))).body.statusCode).toBe('00');
  });

  it("refuses a goal of another member (ACTIVITY_TEXT.goalUnknown)", async () => {
    const theirs = rows('developmentGoals').find((g) => g.UserID === t.otherMemberId());
    const response = await addActivity(activityForm({ GoalID: String(theirs.GoalID) }));
    expect(response.body.problems).toEqual({ GoalID: 'This goal is not one of yours' });
  });

  it('the hours of one day add up to at most 24, this activity included', async () => {
    expect((await addActivity(activityForm({ ActivityDate: '2026-06-06', Hours: '20' }))).body.statusCode).toBe('00');
    const over = await addActivity(activityForm({ ActivityDate: '2026-06-06', Hours: '4.01' }));
    expect(over.body).toMatchObject({ statusCode: '03', problems: { Hours: ACTIVITY_TEXT.hoursPerDay } });
    expect((await addActivity(activityForm({ ActivityDate: '2026-06-06', Hours: '4' }))).body.statusCode).toBe('00');
  });

  it("'03' with the upload text for a file that is not a PDF or is over 5 MB; nothing stored", async () => {
    for (const [file, text] of [
      [Buffer.from('GIF89a not a pdf'), 'pdf required'],
      [pdfBytes(5242881), 'File size must be less than or equal to 5MB'],
    ]) {
      const before = snapshot();
      const files = uploads();
      const response = await addActivity(activityForm(), file);
      expect(response.body).toMatchObject({ statusCode: '03', status: text, problems: { evidence: text } });
      expect(snapshot()).toBe(before);
      expect(uploads()).toEqual(files);
    }
    // Exactly 5 MB is accepted.
    expect((await addActivity(activityForm({ ActivityDate: '2026-04-04' }), pdfBytes(5242880))).body.statusCode).toBe('00');
  });

  it("'01' for a signed-in user without a member row; nothing stored", async () => {
    const before = snapshot();
    const response = await addActivity(activityForm(), pdfBytes(), t.userToken(2));
    expect(response.body).toMatchObject({ statusCode: '01', status: CPD_TEXT.notAMember });
    expect(snapshot()).toBe(before);
  });
});

describe('PUT CPD/activities/update', () => {
  const addOwn = async (changes = {}) => (await addActivity(activityForm({ ActivityDate: '2026-02-02', ...changes }), pdfBytes())).body.data;

  it("'00' keeps the stored evidence when no file is sent, and a new file replaces the old one (removed)", async () => {
    const added = await addOwn();
    const kept = await updateActivity({ ...activityForm({ ActivityDate: '2026-02-02', Hours: '5', ActivityTitle: 'Renamed seminar' }), ActivityID: added.ActivityID });
    expect(kept.body).toMatchObject({ statusCode: '00', status: ACTIVITY_TEXT.updated });
    expect(activity(added.ActivityID)).toMatchObject({ ActivityTitle: 'Renamed seminar', Hours: 5, evidenceFileId: added.evidenceFileId });
    const replaced = await updateActivity({ ...activityForm({ ActivityDate: '2026-02-02' }), ActivityID: added.ActivityID }, pdfBytes(4096));
    expect(replaced.body.statusCode).toBe('00');
    const now = activity(added.ActivityID).evidenceFileId;
    expect(now).not.toBe(added.evidenceFileId);
    expect(rows('files').some((f) => f.fileId === added.evidenceFileId)).toBe(false);
    expect(fileOnDisk(now)).toBe(true);
  });

  it("the day's sum leaves the edited activity itself out", async () => {
    const added = await addOwn({ ActivityDate: '2026-01-09', Hours: '20' });
    const response = await updateActivity({ ...activityForm({ ActivityDate: '2026-01-09', Hours: '24' }), ActivityID: added.ActivityID });
    expect(response.body.statusCode).toBe('00');
  });

  it("'02' for an unknown activity", async () => {
    const response = await updateActivity({ ...activityForm(), ActivityID: 99999 });
    expect(response.body).toMatchObject({ statusCode: '02', status: ACTIVITY_TEXT.notAvailable });
  });

  it("'03' with the problems; nothing changes and the new file is not kept", async () => {
    const added = await addOwn();
    const before = snapshot();
    const files = uploads();
    const response = await updateActivity({ ...activityForm({ Hours: '-1' }), ActivityID: added.ActivityID }, pdfBytes());
    expect(response.body).toMatchObject({ statusCode: '03', status: ACTIVITY_TEXT.notSaved, problems: { Hours: ACTIVITY_TEXT.hoursRequired } });
    expect(snapshot()).toBe(before);
    expect(uploads()).toEqual(files);
  });

  it("403 for another member's activity; nothing changes", async () => {
    const theirs = theirActivity();
    const before = snapshot();
    const response = await updateActivity({ ...activityForm(), ActivityID: theirs.ActivityID }, pdfBytes());
    expect(response.status).toBe(403);
    expect(snapshot()).toBe(before);
  });
});

describe('DELETE CPD/activities/{ActivityID}', () => {
  it("'00' deletes the activity and its evidence file", async () => {
    const added = (await addActivity(activityForm({ ActivityDate: '2026-03-03' }), pdfBytes())).body.data;
    expect(fileOnDisk(added.evidenceFileId)).toBe(true);
    const stored = rows('files').find((f) => f.fileId === added.evidenceFileId).storedName;
    const response = await demo().delete(`/api/CPD/activities/${added.ActivityID}`);
    expect(response.body).toMatchObject({ statusCode: '00', status: ACTIVITY_TEXT.deleted });
    expect(activity(added.ActivityID)).toBeUndefined();
    expect(rows('files').some((f) => f.fileId === added.evidenceFileId)).toBe(false);
    expect(uploads()).not.toContain(stored);
  });

  it("'02' for an unknown activity", async () => {
    expect((await demo().delete('/api/CPD/activities/99999')).body).toMatchObject({ statusCode: '02', status: ACTIVITY_TEXT.notAvailable });
  });

  it("403 for another member's activity; nothing changes", async () => {
    const before = snapshot();
    expect((await demo().delete(`/api/CPD/activities/${theirActivity().ActivityID}`)).status).toBe(403);
    expect(snapshot()).toBe(before);
  });
});

describe('GET CPD/all-activities/{userid}', () => {
  const list = (query, who = demo(), userId = DEMO_USER_ID) => who.get(`/api/CPD/all-activities/${userId}`).query({ perPage: 100, ...query });
  const mine = () => rows('cpdActivities').filter((a) => a.UserID === DEMO_USER_ID);

  it('pages the member\'s activities, ActivityDate descending by default, with names and evidence', async () => {
    const response = await list({ perPage: 5 });
    expect(response.body.total).toBe(mine().length);
    expect(response.body.data.map((a) => a.index)).toEqual([1, 2, 3, 4, 5]);
    const dates = response.body.data.map((a) => a.ActivityDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const withEvidence = (await list({})).body.data.find((a) => a.evidenceFileId);
    expect(withEvidence.evidence).toEqual({ fileId: withEvidence.evidenceFileId, fileName: withEvidence.evidenceFileName });
  });

  it('filters by CPD year, category and status, and searches title, provider and description', async () => {
    const { from, to } = cpdYearBounds(2025, { yearStartMonth: 1, yearStartDay: 1 });
    const year = await list({ year: 2025 });
    expect(year.body.total).toBe(mine().filter((a) => a.ActivityDate >= from && a.ActivityDate <= to).length);
    expect(year.body.total).toBeGreaterThan(0);
    const formal = await list({ categoryId: 1 });
    expect(formal.body.total).toBe(mine().filter((a) => a.CategoryID === 1).length);
    const planned = await list({ status: 1 });
    expect(planned.body.total).toBe(mine().filter((a) => a.ActivityStatus === 1).length);
    expect(planned.body.total).toBeGreaterThan(0);
    const provider = mine()[0].Provider;
    const search = await list({ filterText: provider.toLowerCase() });
    expect(search.body.total).toBe(mine().filter((a) => [a.ActivityTitle, a.Provider, a.Description].some((text) => text.toLowerCase().includes(provider.toLowerCase()))).length);
  });

  it('another member gets 403; CPD staff read any member; other staff 403; unknown user 404', async () => {
    const other = t.otherMemberId();
    expect((await list({}, demo(), other)).status).toBe(403);
    const staff = await list({}, client(t.cpdStaffToken()), other);
    expect(staff.body.total).toBe(rows('cpdActivities').filter((a) => a.UserID === other).length);
    expect((await list({}, client(t.otherStaffToken()), other)).status).toBe(403);
    expect((await list({}, client(t.cpdStaffToken()), 99999)).status).toBe(404);
  });
});

describe('GET usermanagement/files/{fileId}: CPD evidence', () => {
  it('CPD staff download a CPD activity\'s evidence but not a member\'s other files; another member is refused', async () => {
    const evidence = theirActivity().evidenceFileId;
    const cpdStaff = client(t.cpdStaffToken());
    const response = await cpdStaff.get(`/api/usermanagement/files/${evidence}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('application/pdf');
    const cpdFileIds = new Set(rows('cpdActivities').map((a) => a.evidenceFileId));
    const otherFile = rows('files').find((f) => !cpdFileIds.has(f.fileId) && f.ownerUserId !== DEMO_USER_ID);
    expect((await cpdStaff.get(`/api/usermanagement/files/${otherFile.fileId}`)).status).toBe(403);
    expect((await demo().get(`/api/usermanagement/files/${evidence}`)).status).toBe(403);
  });
});
