// Uploads cannot fill the disk: each account's files together stay within its quota (UPLOAD_QUOTA_MB, here 20 MB;
// 50 MB by default), a record kind that carries a file has a cap per account, staff uploads count to the account
// they are for, and no file outlives its record: not when the record is removed by any path, not when the upload
// is cut off, not when a start-up finds a file nothing names.
import http from 'node:http';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, tokenOf } from '../api/helpers.mjs';
import { ACADEMIC, EMPLOYMENT, multipart, pdfOfSize, samplePdf } from '../api/members-support.mjs';
import { activityForm, sendActivity } from '../api/cpd-goals-support.mjs';
import { startSecurityApi, tokenFor } from './support.mjs';
import { readConfig } from '../../mock-api/lib/config.mjs';
import { insertRow } from '../../mock-api/lib/storage/changes.mjs';
import { receivePdf, storePdf, uploadsDirOf } from '../../mock-api/lib/files/uploads.mjs';
import { express } from '../../mock-api/lib/http/router.mjs';
import { storageUsedBy } from '../../mock-api/lib/files/upload-quota.mjs';

const QUOTA_MB = 20;
const FIVE_MB = 5242880;
const api = startSecurityApi({ env: { UPLOAD_QUOTA_MB: String(QUOTA_MB) } });
afterAll(() => api.cleanup());

const MEMBER = 3;
const OTHER_MEMBER = 4;
const tokens = {};
let bigPdf;
beforeAll(async () => {
  tokens.member = await tokenOf(api.request, 'member');
  tokens.admin = await tokenOf(api.request, 'admin');
  bigPdf = await pdfOfSize(FIVE_MB);
});

const storedNames = () => readdirSync(uploadsDirOf(api.dataDir)).sort();
const files = () => api.db.get('files').value();
const snapshot = () => ({ onDisk: storedNames(), rows: files().length });
const onDisk = (fileId) => {
  const row = files().find((file) => file.fileId === fileId);
  return Boolean(row) && existsSync(path.join(uploadsDirOf(api.dataDir), row.storedName));
};
/** A job of its own dates each time: the same start twice is refused for another reason. */
const job = (n) => ({ ...EMPLOYMENT, startDate: `${1920 + n}-01-05`, endDate: `${1920 + n}-12-05` });
const addOwnJob = (n, buffer = bigPdf) => multipart(api.request, '/api/usermanagement/member/workexperience', tokens.member, job(n), { field: 'file', buffer });
const addJobFor = (userId, n, buffer = bigPdf) =>
  multipart(api.request, '/api/usermanagement/member/workexperienceadmin', tokens.admin, { ...job(n), userId: String(userId) }, { field: 'file', buffer });

const STORAGE_FULL = `Your storage is full (${QUOTA_MB} MB). Delete a file you no longer need, or ask the institute.`;
const STORAGE_FULL_OF = `This account's storage is full (${QUOTA_MB} MB). Delete a file it no longer needs first.`;

describe('storage quota', () => {
  it('is 50 MB unless UPLOAD_QUOTA_MB says otherwise', () => {
    expect(readConfig({ JWT_SECRET: 'x'.repeat(32) }, api.dataDir).uploads).toEqual({ quotaMb: 50, quotaBytes: 50 * 1024 * 1024 });
    expect(readConfig({ JWT_SECRET: 'x'.repeat(32), UPLOAD_QUOTA_MB: '80' }, api.dataDir).uploads.quotaMb).toBe(80);
    expect(readConfig({ JWT_SECRET: 'x'.repeat(32), UPLOAD_QUOTA_MB: 'lots' }, api.dataDir).uploads.quotaMb).toBe(50);
  });

  it('8 x 5 MB by one member: what fits is stored, the rest is refused with the text and leaves nothing behind', async () => {
    const used = storageUsedBy(api.db, MEMBER);
    expect(used).toBeGreaterThan(0);
    const fitting = Math.floor((QUOTA_MB * 1024 * 1024 - used) / FIVE_MB);
    expect(fitting).toBe(3);
    for (let n = 0; n < 8; n += 1) {
      const before = snapshot();
      const response = await addOwnJob(n);
      if (n < fitting) {
        expect(response.body, `upload ${n + 1}`).toMatchObject({ statusCode: '00' });
        continue;
      }
      expect(response.status, `upload ${n + 1}`).toBe(413);
      expect(response.body).toEqual({ status: STORAGE_FULL, statusCode: '02', message: STORAGE_FULL, limit: 'storage' });
      expect(snapshot()).toEqual(before);
    }
    expect(storageUsedBy(api.db, MEMBER)).toBe(used + fitting * FIVE_MB);
  });

  it('a file that takes the place of another needs only the difference: an edit with a new 5 MB file is stored', async () => {
    const used = storageUsedBy(api.db, MEMBER);
    const pending = api.db.get('employment').filter({ userid: MEMBER, status: 1 }).value().find((row) => files().find((file) => file.fileId === row.fileId)?.size === FIVE_MB);
    expect(pending).toBeTruthy();
    const response = await api.request.put(`/api/usermanagement/member/workexperience/${pending.employerid}`).set('Authorization', `Bearer ${tokens.member}`)
      .field({ ...EMPLOYMENT, startDate: pending.startdate, endDate: pending.enddate }).attach('file', bigPdf, 'replacement.pdf');
    expect(response.body).toMatchObject({ statusCode: '00' });
    expect(storageUsedBy(api.db, MEMBER)).toBe(used);
  });

  it("staff adding a member's record use the member's storage, never their own", async () => {
    const staffUsed = storageUsedBy(api.db, 1);
    const used = storageUsedBy(api.db, OTHER_MEMBER);
    const fitting = Math.floor((QUOTA_MB * 1024 * 1024 - used) / FIVE_MB);
    for (let n = 0; n < fitting; n += 1) expect((await addJobFor(OTHER_MEMBER, 30 + n)).body, `upload ${n + 1}`).toMatchObject({ statusCode: '00' });
    const newest = files().at(-1);
    expect(newest.ownerUserId).toBe(OTHER_MEMBER);
    const before = snapshot();
    const refused = await addJobFor(OTHER_MEMBER, 40);
    expect(refused.status).toBe(413);
    expect(refused.body).toMatchObject({ status: STORAGE_FULL_OF, limit: 'storage' });
    expect(snapshot()).toEqual(before);
    expect(storageUsedBy(api.db, 1)).toBe(staffUsed);
    // The member meets the same full storage in their own words.
    const own = await multipart(api.request, '/api/usermanagement/member/workexperience', tokenFor(api.db.get('users').find({ userID: OTHER_MEMBER }).value()), job(41), { field: 'file', buffer: bigPdf });
    expect(own.status).toBe(413);
    expect(own.body.status).toBe(STORAGE_FULL);
  });
});

describe('records per kind', () => {
  it('an account keeps at most 30 academic qualifications: the 31st is refused with the text, nothing stored', async () => {
    const userid = 5;
    const user = api.db.get('users').find({ userID: userid }).value();
    const rows = api.db.get('academic');
    const have = rows.filter({ userid }).size().value();
    const highest = Math.max(...rows.map('academicid').value());
    for (let n = 1; n <= 30 - have; n += 1) rows.push({ id: highest + n, academicid: highest + n, userid, status: 1, fileId: null, fileName: '' }).value();
    api.db.write();
    const before = snapshot();
    const response = await multipart(api.request, '/api/usermanagement/member/academicqualification', tokenFor(user), ACADEMIC, { field: 'fileupload', buffer: await samplePdf() });
    expect(response.status).toBe(409);
    const text = 'You can keep at most 30 academic qualifications.';
    expect(response.body).toEqual({ status: text, statusCode: '02', message: text, limit: 'records' });
    expect(snapshot()).toEqual(before);
    // Staff adding one for the account are told it is the account's limit.
    const staff = await multipart(api.request, '/api/usermanagement/member/academicqualificationadmin', tokens.admin, { ...ACADEMIC, userId: String(userid) }, { field: 'fileupload', buffer: await samplePdf() });
    expect(staff.status).toBe(409);
    expect(staff.body.status).toBe('This account can keep at most 30 academic qualifications.');
  });

  it("a CPD activity without evidence counts too (the kind's records, not only its files)", async () => {
    const userid = 6;
    const user = api.db.get('users').find({ userID: userid }).value();
    const rows = api.db.get('cpdActivities');
    const have = rows.filter({ UserID: userid }).size().value();
    const highest = Math.max(...rows.map('ActivityID').value());
    for (let n = 1; n <= 500 - have; n += 1) rows.push({ id: highest + n, ActivityID: highest + n, UserID: userid, ActivityDate: '2001-01-01', Hours: 0, evidenceFileId: null, evidenceFileName: '' }).value();
    api.db.write();
    const response = await sendActivity(as(api.request, tokenFor(user)).post('/api/CPD/addcpdactivities'), { fields: activityForm() });
    expect(response.status).toBe(409);
    expect(response.body.status).toBe('You can keep at most 500 CPD activities.');
  });
});

describe('no file outlives its record', () => {
  it('a CPD activity removed with its event attendance takes its evidence with it', async () => {
    const registration = api.db.get('eventMembers').find((row) => Number.isInteger(row.cpdActivityId)).value();
    const activity = api.db.get('cpdActivities').find({ ActivityID: registration.cpdActivityId }).value();
    const owner = tokenFor(api.db.get('users').find({ userID: activity.UserID }).value());
    const fields = { ActivityID: activity.ActivityID, ActivityTitle: activity.ActivityTitle, CategoryID: activity.CategoryID, ActivityDate: activity.ActivityDate, Hours: activity.Hours, Provider: activity.Provider, Description: activity.Description, ActivityStatus: activity.ActivityStatus };
    const edit = await sendActivity(as(api.request, owner).put('/api/CPD/activities/update'), { fields, file: await samplePdf('Attendance') });
    expect(edit.body).toMatchObject({ statusCode: '00' });
    const evidence = api.db.get('cpdActivities').find({ ActivityID: activity.ActivityID }).value().evidenceFileId;
    expect(onDisk(evidence)).toBe(true);
    const withdrawn = await as(api.request, tokens.admin).put(`/api/event/update-event-member/${registration.eventMemberId}`).send({ attended: false });
    expect(withdrawn.body).toMatchObject({ statusCode: '00' });
    expect(api.db.get('cpdActivities').find({ ActivityID: activity.ActivityID }).value()).toBeUndefined();
    expect(files().some((file) => file.fileId === evidence)).toBe(false);
    expect(storedNames().some((name) => !files().some((file) => file.storedName === name))).toBe(false);
  });

  it('a deleted record takes its file from the disk and from files', async () => {
    const response = await addOwnJob(50, await samplePdf());
    const row = api.db.get('employment').find({ employerid: response.body.employerid }).value();
    expect(onDisk(row.fileId)).toBe(true);
    const storedName = files().find((file) => file.fileId === row.fileId).storedName;
    expect((await as(api.request, tokens.member).delete(`/api/usermanagement/employer/${row.employerid}`)).body).toMatchObject({ statusCode: '00' });
    expect(files().some((file) => file.fileId === row.fileId)).toBe(false);
    expect(storedNames()).not.toContain(storedName);
  });

  it('an upload cut off mid-body leaves no file, no row and a working API', async () => {
    const server = http.createServer(api.app);
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const before = snapshot();
      const boundary = 'cutoffboundary';
      const head = Buffer.from(
        Object.entries(job(60)).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('') +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="letter.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      );
      await new Promise((resolve) => {
        const request = http.request({
          host: '127.0.0.1',
          port: server.address().port,
          method: 'POST',
          path: '/api/usermanagement/member/workexperience',
          headers: { Authorization: `Bearer ${tokens.member}`, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': head.length + FIVE_MB },
        });
        request.on('error', resolve);
        request.on('close', resolve);
        request.write(head);
        request.write(bigPdf.subarray(0, 2 * 1024 * 1024), () => setTimeout(() => request.destroy(), 100));
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(snapshot()).toEqual(before);
      expect((await as(api.request, tokens.member).get('/api/usermanagement/member/workexperience')).status).toBe(200);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('a file a request stored but then named in no record (refused or failed after storing) is gone before the answer', async () => {
    const ctx = { db: api.db, dataDir: api.dataDir, config: readConfig({ JWT_SECRET: 'x'.repeat(32) }, api.dataDir), now: Date.now };
    const app = express();
    app.use((req, res, next) => ((req.auth = { user: { userID: MEMBER } }), next()));
    app.post('/refuses', receivePdf('file'), (req, res) => {
      storePdf(ctx, { ownerUserId: MEMBER, file: res.locals.upload.file, use: 'employment' });
      res.status(200).json({ statusCode: '02', status: 'refused after storing' });
    });
    app.post('/fails', receivePdf('file'), (req, res) => {
      storePdf(ctx, { ownerUserId: MEMBER, file: res.locals.upload.file, use: 'employment' });
      throw new Error('the record could not be written');
    });
    app.use((error, req, res, next) => res.status(500).json({ statusCode: '02' })); // eslint-disable-line no-unused-vars
    for (const path of ['/refuses', '/fails']) {
      const before = snapshot();
      const response = await supertest(app).post(path).attach('file', await samplePdf(), 'letter.pdf');
      expect(response.body.statusCode, path).toBe('02');
      expect(snapshot(), path).toEqual(before);
    }
  });

  it('a start finds what no record names (a stray file, a files row without a record) and removes it', async () => {
    const other = startSecurityApi();
    const { dataDir } = other;
    const dir = uploadsDirOf(dataDir);
    const unnamed = `${'a'.repeat(32)}.pdf`;
    writeFileSync(path.join(dir, 'stray.pdf'), await samplePdf());
    writeFileSync(path.join(dir, unnamed), await samplePdf());
    insertRow(other.db, 'files', { id: 999001, fileId: 999001, ownerUserId: 3, originalName: 'x.pdf', size: 10, storedName: unnamed, createdAt: '2026-01-01T00:00:00.000Z' });
    const named = other.db.get('files').size().value() - 1;
    other.close();
    const restarted = startSecurityApi({ dataDir });
    try {
      expect(restarted.db.get('files').find({ fileId: 999001 }).value()).toBeUndefined();
      expect(restarted.db.get('files').size().value()).toBe(named);
      const left = readdirSync(dir);
      expect(left).not.toContain('stray.pdf');
      expect(left).not.toContain(unnamed);
      for (const row of restarted.db.get('files').value()) expect(left, row.storedName).toContain(row.storedName);
    } finally {
      restarted.cleanup();
    }
  });
});

describe('the seed', () => {
  it("keeps every account well under its limits (a tenth of the quota, half of each kind's cap)", () => {
    const fresh = startSecurityApi();
    try {
      const owners = new Set(fresh.db.get('files').map('ownerUserId').value());
      for (const owner of owners) expect(storageUsedBy(fresh.db, owner), `user ${owner}`).toBeLessThan((50 * 1024 * 1024) / 10);
      const most = (collection, field) => Math.max(...Object.values(fresh.db.get(collection).countBy(field).value()));
      expect(most('employment', 'userid')).toBeLessThan(25);
      expect(most('academic', 'userid')).toBeLessThan(15);
      expect(most('professional', 'userid')).toBeLessThan(15);
      expect(most('changeRequests', 'userid')).toBeLessThan(25);
      expect(most('cpdActivities', 'UserID')).toBeLessThan(250);
      expect(fresh.db.get('meetingMinutes').size().value()).toBeLessThan(500);
    } finally {
      fresh.cleanup();
    }
  });
});
