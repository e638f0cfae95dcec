// The meeting minutes seed: twelve meetings of every committee, January 2025 .. 15 November
// 2026, each a real PDF of its own meeting (title, date, attendees, agenda) uploaded by the administrator.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSeed } from '../../mock-api/seed.mjs';
import { minutesSeed } from '../../mock-api/seed/minutes.mjs';
import { SEED_MEETINGS, longDate } from '../../mock-api/seed/minutes-documents.mjs';
import { evidenceRegistry } from '../../mock-api/seed/evidence.mjs';
import { MINUTES_COMMITTEES, minutesProblems } from '../../src/domain/minutesRules.mjs';
import { as, startApi, tokenOf } from './helpers.mjs';
import { pdfText } from './pdf-text.mjs';

const seed = buildSeed();
const rows = seed.meetingMinutes;
const SEED_TODAY = '2026-11-23';

describe('minutesSeed', () => {
  it('is deterministic: the same rows and files from the same input', () => {
    const again = evidenceRegistry();
    const first = minutesSeed({ users: seed.users, evidence: again });
    const second = minutesSeed({ users: seed.users, evidence: evidenceRegistry() });
    expect(second).toEqual(first);
    expect(first.meetingMinutes.map(({ title, meetingDate }) => [title, meetingDate])).toEqual(rows.map(({ title, meetingDate }) => [title, meetingDate]));
  });

  it('holds twelve minutes with unique ids (id = minutesId), every committee, meetings 2025-01 .. 2026-11-15', () => {
    expect(rows).toHaveLength(12);
    expect(new Set(rows.map((row) => row.minutesId)).size).toBe(12);
    for (const row of rows) expect(row.id).toBe(row.minutesId);
    expect(new Set(rows.map((row) => row.committee))).toEqual(new Set(MINUTES_COMMITTEES));
    const dates = rows.map((row) => row.meetingDate);
    expect(dates[0] >= '2025-01-01').toBe(true);
    expect(dates.at(-1)).toBe('2026-11-15');
    expect([...dates].sort()).toEqual(dates);
  });

  it('every row passes the upload form rule on the seed day, and was uploaded after its meeting, before that day', () => {
    for (const row of rows) {
      expect(minutesProblems(row, SEED_TODAY), row.title).toEqual({});
      expect(row.uploadedAt > row.meetingDate, row.title).toBe(true);
      expect(row.uploadedAt < SEED_TODAY, row.title).toBe(true);
      expect(new Date(row.uploadedAt).toISOString()).toBe(row.uploadedAt);
    }
  });

  it("names a files row owned by the uploader (the administrator, user 1) under the row's file name", () => {
    const admin = seed.users.find((user) => user.userID === 1);
    for (const row of rows) {
      expect(row.uploadedBy).toBe(admin.username);
      const file = seed.files.find((f) => f.fileId === row.fileId);
      expect(file, row.title).toMatchObject({ ownerUserId: 1, originalName: row.fileName });
      expect(row.fileName).toMatch(/^minutes-[a-z-]+-\d{4}-\d{2}-\d{2}\.pdf$/);
    }
    expect(new Set(rows.map((row) => row.fileId)).size).toBe(12);
  });
});

describe('the seeded minutes PDFs, as the API serves them', () => {
  const api = startApi();
  let admin;
  beforeAll(async () => {
    admin = await tokenOf(api.request, 'admin');
  });
  afterAll(() => api.cleanup());

  it("each is a real PDF holding its own meeting's title, date, attendees and agenda", async () => {
    const texts = new Set();
    for (const row of api.db.get('meetingMinutes').value()) {
      const meeting = SEED_MEETINGS.find((m) => m.meetingDate === row.meetingDate && m.title === row.title);
      const response = await as(api.request, admin).get(`/api/upload-minutes/file/${row.minutesId}`).buffer(true).parse((res, done) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
      expect(response.status, row.title).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(response.body);
      expect(text).toContain(`Minutes: ${row.title}`);
      expect(text).toContain(longDate(row.meetingDate));
      expect(text).toContain(row.meetingDate);
      expect(text).toContain(meeting.attendees[0]);
      for (const item of meeting.agenda) expect(text).toContain(item);
      texts.add(text);
    }
    expect(texts.size).toBe(12);
  });

  it('writes the dates as the calendar has them', () => {
    expect(longDate('2025-01-18')).toBe('Saturday 18 January 2025');
    expect(longDate('2026-11-15')).toBe('Sunday 15 November 2026');
  });
});
