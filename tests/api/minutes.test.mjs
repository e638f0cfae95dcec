// Meeting minutes (spec §2 /upload-minutes/view-upload-minutes; calls ours, under
// upload-minutes/): every call with its exact texts, the form's limits at their boundaries, a refused upload
// (not a PDF, over 5 MB, missing) storing nothing, a new PDF replacing the old one, paging, sorting and the
// committee / date range / title filters, the download's bytes and name, the refusals by role (nothing changes)
// and malformed input.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addUser, startSecurityApi, tokenFor } from '../security/support.mjs';
import { bearer } from './helpers.mjs';
import { makeTextPdf } from '../../mock-api/lib/files/pdf.mjs';
import { MINUTES_LIMITS, MINUTES_TEXT } from '../../src/domain/minutesRules.mjs';
import { pdfText } from './pdf-text.mjs';

const NOW = Date.UTC(2026, 10, 23, 6, 30, 0); // 23 November 2026, 12.00 in Colombo
const api = startSecurityApi({ now: () => NOW });
afterAll(() => api.cleanup());

const rows = (collection) => api.db.get(collection).value();
const userNamed = (username) => rows('users').find((user) => user.username === username);
const tokenOfUser = (user) => tokenFor(user, { now: NOW });
const tokens = {
  admin: tokenOfUser(userNamed('admin@example.org')),
  member: tokenOfUser(userNamed('member@example.org')),
  applicant: tokenOfUser(userNamed('applicant@example.org')),
  // staff01 is Council (role 23): its menus do not hold Meeting Minutes
  council: tokenOfUser(userNamed('staff01@example.org')),
  // seeded roles 28 Secretariat and 30 Librarian hold menu 170 (/upload-minutes/view-upload-minutes)
  secretariat: tokenOfUser(addUser(api, { userID: 970, roleId: 28, username: 'secretariat@example.org' })),
  librarian: tokenOfUser(addUser(api, { userID: 971, roleId: 30, username: 'librarian@example.org' })),
};

const pdf = async (title = 'Minutes of a test meeting') => Buffer.from(await makeTextPdf({ title, lines: ['Present: the committee.'] }));
const pdfOfSize = async (bytes) => {
  const base = await pdf();
  return Buffer.concat([base, Buffer.alloc(bytes - base.length, 0x20)]);
};
const DETAILS = { title: 'Council meeting, October 2026', committee: 'Council', meetingDate: '2026-10-17' };

/** A multipart write: text fields, plus the PDF when given ({ buffer, filename? }). */
const send = (method, url, token, fields, file) => {
  let call = api.request[method](url).set(bearer(token));
  for (const [name, value] of Object.entries(fields)) call = call.field(name, value);
  if (file) call = call.attach('file', file.buffer, { filename: file.filename ?? 'minutes.pdf', contentType: file.contentType ?? 'application/pdf' });
  return call;
};
const add = async (fields = {}, file, token = tokens.admin) => send('post', '/api/upload-minutes/add', token, { ...DETAILS, ...fields }, file === undefined ? { buffer: await pdf() } : file);
const update = (minutesId, fields, file, token = tokens.admin) => send('put', `/api/upload-minutes/update/${minutesId}`, token, fields, file);
const list = (query = {}, token = tokens.admin) => api.request.get('/api/upload-minutes/minutes').query(query).set(bearer(token));
const binary = (call) =>
  call.buffer(true).parse((res, done) => {
    const chunks = [];
    res.on('data', (chunk) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
const download = (minutesId, token = tokens.admin) => binary(api.request.get(`/api/upload-minutes/file/${minutesId}`).set(bearer(token)));

const uploadsOnDisk = () => readdirSync(path.join(api.dataDir, 'uploads')).sort();
const snapshot = () => JSON.stringify({ minutes: rows('meetingMinutes'), files: rows('files'), disk: uploadsOnDisk() });
const rowOf = (minutesId) => rows('meetingMinutes').find((row) => row.minutesId === minutesId);
const fileOf = (fileId) => rows('files').find((row) => row.fileId === fileId);
const logOf = (minutesId, action) => rows('activityLog').find((entry) => entry.entity === 'meeting minutes' && entry.recordId === minutesId && entry.action === action);

describe('POST upload-minutes/add', () => {
  it("'00' \"Minutes have been uploaded\": stored trimmed with the PDF, now, by the caller, and logged", async () => {
    const response = await add({ title: '  Council meeting, October 2026  ' }, { buffer: await pdf('October minutes'), filename: 'council-october.pdf' }, tokens.secretariat);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ statusCode: '00', status: 'Minutes have been uploaded', message: MINUTES_TEXT.uploaded });
    const { minutesId } = response.body.data;
    const row = rowOf(minutesId);
    expect(row).toEqual({
      id: minutesId, minutesId, title: 'Council meeting, October 2026', committee: 'Council', meetingDate: '2026-10-17',
      fileId: row.fileId, fileName: 'council-october.pdf', uploadedAt: new Date(NOW).toISOString(), uploadedBy: 'secretariat@example.org',
    });
    expect(response.body.data).toEqual({ ...row, id: undefined });
    expect(fileOf(row.fileId)).toMatchObject({ ownerUserId: 970, originalName: 'council-october.pdf' });
    expect(logOf(minutesId, 'create')).toMatchObject({ username: 'secretariat@example.org', detail: `Minutes #${minutesId} (Council, 2026-10-17: Council meeting, October 2026) created` });
  });

  it('a staff role holding only the screen (Librarian, role 30) may upload too; a meeting today is fine', async () => {
    const response = await add({ meetingDate: '2026-11-23', committee: 'Annual General Meeting' }, undefined, tokens.librarian);
    expect(response.body).toMatchObject({ statusCode: '00', message: MINUTES_TEXT.uploaded });
  });

  it("the details' problems answer '02' \"Minutes have not been saved\" with each field's text, storing nothing", async () => {
    const before = snapshot();
    const cases = [
      [{ title: '' }, { title: 'This field is required' }],
      [{ title: '   ' }, { title: 'This field is required' }],
      [{ title: 'x'.repeat(MINUTES_LIMITS.titleMin - 1) }, { title: 'Title must be 5 to 150 characters' }],
      [{ title: 'x'.repeat(MINUTES_LIMITS.titleMax + 1) }, { title: MINUTES_TEXT.titleLength }],
      [{ committee: '' }, { committee: 'This field is required' }],
      [{ committee: 'Golf Committee' }, { committee: 'Choose one of the committees' }],
      [{ committee: 'council' }, { committee: MINUTES_TEXT.committeeInvalid }],
      [{ meetingDate: '' }, { meetingDate: 'This field is required' }],
      [{ meetingDate: '17/10/2026' }, { meetingDate: 'Enter a real meeting date (YYYY-MM-DD)' }],
      [{ meetingDate: '2026-02-30' }, { meetingDate: MINUTES_TEXT.dateInvalid }],
      [{ meetingDate: '2026-11-24' }, { meetingDate: 'The meeting date cannot be in the future' }],
    ];
    for (const [fields, problems] of cases) {
      const response = await add(fields);
      expect(response.body, JSON.stringify(fields)).toEqual({ statusCode: '02', status: 'Minutes have not been saved', message: MINUTES_TEXT.notSaved, problems });
    }
    expect(snapshot()).toBe(before);
  });

  it('the title limits are inclusive: 5 and 150 characters are saved', async () => {
    expect((await add({ title: 'x'.repeat(5) })).body.statusCode).toBe('00');
    expect((await add({ title: 'y'.repeat(150) })).body.statusCode).toBe('00');
  });

  it('a missing file or a file that is not a PDF (by content, whatever its name) is "Attach the minutes as a PDF file", storing nothing', async () => {
    const before = snapshot();
    const missing = await add({}, null);
    expect(missing.body).toEqual({ statusCode: '02', status: 'Attach the minutes as a PDF file', message: MINUTES_TEXT.pdfRequired, problems: { file: MINUTES_TEXT.pdfRequired } });
    const text = await add({}, { buffer: Buffer.from('not a PDF at all'), filename: 'minutes.pdf' });
    expect(text.body).toMatchObject({ statusCode: '02', message: MINUTES_TEXT.pdfRequired, problems: { file: MINUTES_TEXT.pdfRequired } });
    const json = await api.request.post('/api/upload-minutes/add').set(bearer(tokens.admin)).send(DETAILS);
    expect(json.body).toMatchObject({ statusCode: '02', message: MINUTES_TEXT.pdfRequired });
    expect(snapshot()).toBe(before);
  });

  it('a PDF over 5 MB is refused with the size text, storing nothing; exactly 5 MB is accepted', async () => {
    const before = snapshot();
    const big = await add({}, { buffer: await pdfOfSize(5242881) });
    expect(big.body).toMatchObject({ statusCode: '02', message: 'File size must be less than or equal to 5MB', problems: { file: MINUTES_TEXT.fileTooLarge } });
    expect(snapshot()).toBe(before);
    expect((await add({}, { buffer: await pdfOfSize(5242880) })).body.statusCode).toBe('00');
  });

  it("field problems and the file's come together, under notSaved", async () => {
    const response = await add({ title: '' }, null);
    expect(response.body).toMatchObject({ statusCode: '02', message: MINUTES_TEXT.notSaved, problems: { title: MINUTES_TEXT.required, file: MINUTES_TEXT.pdfRequired } });
  });
});

describe('PUT upload-minutes/update/:minutesId', () => {
  it("changes the details and keeps the PDF when none is sent: '00' \"Minutes have been updated\", logged", async () => {
    const { minutesId } = (await add()).body.data;
    const before = rowOf(minutesId);
    const response = await update(minutesId, { title: 'Council meeting, 17 October 2026', committee: 'Executive Committee', meetingDate: '2026-10-18' }, null, tokens.secretariat);
    expect(response.body).toMatchObject({ statusCode: '00', status: 'Minutes have been updated', message: MINUTES_TEXT.updated });
    expect(rowOf(minutesId)).toEqual({ ...before, title: 'Council meeting, 17 October 2026', committee: 'Executive Committee', meetingDate: '2026-10-18' });
    expect(fileOf(before.fileId)).toBeDefined();
    expect(logOf(minutesId, 'update')).toMatchObject({ username: 'secretariat@example.org' });
  });

  it('a new PDF replaces the old one: the old row and bytes are removed, the new one is served', async () => {
    const { minutesId, fileId: oldFileId } = (await add()).body.data;
    const oldStored = fileOf(oldFileId).storedName;
    const response = await update(minutesId, DETAILS, { buffer: await pdf('Corrected minutes'), filename: 'corrected.pdf' }, tokens.librarian);
    expect(response.body).toMatchObject({ statusCode: '00', message: MINUTES_TEXT.updated, data: { fileName: 'corrected.pdf', uploadedBy: 'librarian@example.org' } });
    const row = rowOf(minutesId);
    expect(row.fileId).not.toBe(oldFileId);
    expect(fileOf(oldFileId)).toBeUndefined();
    expect(uploadsOnDisk()).not.toContain(oldStored);
    expect(pdfText((await download(minutesId)).body)).toContain('Corrected minutes');
  });

  it('refused details, a file that is not a PDF or over 5 MB change nothing and store nothing', async () => {
    const { minutesId } = (await add()).body.data;
    const before = snapshot();
    expect((await update(minutesId, { ...DETAILS, meetingDate: '2027-01-01' }, { buffer: await pdf() })).body).toMatchObject({ statusCode: '02', message: MINUTES_TEXT.notSaved, problems: { meetingDate: MINUTES_TEXT.dateInFuture } });
    expect((await update(minutesId, DETAILS, { buffer: Buffer.from('hello'), filename: 'x.pdf' })).body).toMatchObject({ statusCode: '02', message: MINUTES_TEXT.pdfRequired, problems: { file: MINUTES_TEXT.pdfRequired } });
    expect((await update(minutesId, DETAILS, { buffer: await pdfOfSize(6 * 1024 * 1024) })).body).toMatchObject({ statusCode: '02', message: MINUTES_TEXT.fileTooLarge });
    expect((await update(minutesId, { title: 'abc' })).body).toMatchObject({ statusCode: '02', problems: { title: MINUTES_TEXT.titleLength, committee: MINUTES_TEXT.required, meetingDate: MINUTES_TEXT.required } });
    expect(snapshot()).toBe(before);
  });

  it("accepts a JSON body (details only); unknown minutes are '01' \"These minutes are no longer available\"", async () => {
    const { minutesId } = (await add()).body.data;
    const json = await api.request.put(`/api/upload-minutes/update/${minutesId}`).set(bearer(tokens.admin)).send({ ...DETAILS, title: 'Renamed by JSON' });
    expect(json.body).toMatchObject({ statusCode: '00', data: { title: 'Renamed by JSON' } });
    for (const id of ['99999', 'abc', '0', '-1', '1.5']) {
      const response = await update(id, DETAILS, { buffer: await pdf() });
      expect(response.body, id).toEqual({ statusCode: '01', status: 'These minutes are no longer available', message: MINUTES_TEXT.notFound });
    }
  });
});

describe('DELETE upload-minutes/delete/:minutesId', () => {
  it("removes the row and its PDF: '00' \"Minutes have been deleted\", logged; again '01'", async () => {
    const { minutesId, fileId } = (await add()).body.data;
    const stored = fileOf(fileId).storedName;
    const response = await api.request.delete(`/api/upload-minutes/delete/${minutesId}`).set(bearer(tokens.secretariat));
    expect(response.body).toEqual({ statusCode: '00', status: 'Minutes have been deleted', message: MINUTES_TEXT.deleted });
    expect(rowOf(minutesId)).toBeUndefined();
    expect(fileOf(fileId)).toBeUndefined();
    expect(uploadsOnDisk()).not.toContain(stored);
    expect(logOf(minutesId, 'delete')).toBeDefined();
    const again = await api.request.delete(`/api/upload-minutes/delete/${minutesId}`).set(bearer(tokens.admin));
    expect(again.body).toEqual({ statusCode: '01', status: MINUTES_TEXT.notFound, message: MINUTES_TEXT.notFound });
    expect((await download(minutesId)).status).toBe(404);
  });
});

describe('GET upload-minutes/file/:minutesId', () => {
  it('sends the stored bytes as a PDF under the name the server gives it (never the uploaded name)', async () => {
    const bytes = await pdf('Finance minutes');
    const { minutesId } = (await add({ committee: 'Finance Committee' }, { buffer: bytes, filename: 'finance-2026.pdf' })).body.data;
    const response = await download(minutesId, tokens.librarian);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`attachment; filename="Meeting minutes ${minutesId}.pdf"`);
    expect(Buffer.compare(response.body, bytes)).toBe(0);
  });

  it('unknown minutes are 404 with the text', async () => {
    const response = await api.request.get('/api/upload-minutes/file/99999').set(bearer(tokens.admin));
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ statusCode: '01', message: MINUTES_TEXT.notFound });
  });
});

describe('GET upload-minutes/minutes', () => {
  const seeded = () => rows('meetingMinutes');
  const byDefault = (a, b) => b.meetingDate.localeCompare(a.meetingDate) || b.minutesId - a.minutesId;

  it('pages 10 at a time, newest meeting first by default, with every row field but id', async () => {
    const all = [...seeded()].sort(byDefault);
    const first = await list();
    expect(first.body.total).toBe(all.length);
    expect(first.body.data.map((row) => row.minutesId)).toEqual(all.slice(0, 10).map((row) => row.minutesId));
    expect(Object.keys(first.body.data[0]).sort()).toEqual(['committee', 'fileId', 'fileName', 'meetingDate', 'minutesId', 'title', 'uploadedAt', 'uploadedBy']);
    const second = await list({ page: 2, perPage: 5 });
    expect(second.body.data.map((row) => row.minutesId)).toEqual(all.slice(5, 10).map((row) => row.minutesId));
  });

  it('sorts by meeting date, committee, title, uploaded by and uploaded at, either way', async () => {
    for (const column of ['meetingDate', 'committee', 'title', 'uploadedBy', 'uploadedAt']) {
      for (const direction of ['asc', 'desc']) {
        const response = await list({ sortColumn: column, sortDirection: direction, perPage: 100 });
        const values = response.body.data.map((row) => row[column]);
        const sorted = [...values].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true }));
        expect(values, `${column} ${direction}`).toEqual(direction === 'asc' ? sorted : sorted.reverse());
      }
    }
  });

  it('an unknown sort column falls back to the default order', async () => {
    const response = await list({ sortColumn: 'fileId', perPage: 100 });
    expect(response.body.data.map((row) => row.minutesId)).toEqual([...seeded()].sort(byDefault).map((row) => row.minutesId));
  });

  it('filters by committee, by a meeting date range (inclusive) and by title text, together', async () => {
    const council = await list({ committee: 'Council', perPage: 100 });
    expect(council.body.total).toBe(seeded().filter((row) => row.committee === 'Council').length);
    expect(council.body.data.every((row) => row.committee === 'Council')).toBe(true);
    const range = await list({ from: '2025-05-10', to: '2025-09-27', perPage: 100 });
    expect(range.body.data.map((row) => row.meetingDate).sort()).toEqual(['2025-05-10', '2025-06-21', '2025-07-19', '2025-09-27']);
    const text = await list({ filterText: 'GENERAL meeting' });
    expect(text.body.data.map((row) => row.title)).toEqual(['Annual General Meeting 2025']);
    const together = await list({ committee: 'Council', from: '2025-01-01', to: '2025-12-31', filterText: 'july' });
    expect(together.body.data.map((row) => row.title)).toEqual(['Council meeting, July 2025']);
  });

  it('the search looks at titles only (not the uploader) and values that name nothing filter nothing', async () => {
    expect((await list({ filterText: 'admin@example' })).body.total).toBe(0);
    const everything = (await list()).body.total;
    for (const query of [{ committee: 'Golf' }, { from: '2025-13-01' }, { to: 'yesterday' }, { page: 'x', perPage: '5000' }]) {
      const response = await list(query);
      expect(response.status, JSON.stringify(query)).toBe(200);
      expect(response.body.total, JSON.stringify(query)).toBe(everything);
    }
  });
});

describe('who may use the minutes', () => {
  const calls = async (token) => [
    await list({}, token),
    await add({}, undefined, token),
    await update(1, DETAILS, null, token),
    await api.request.delete('/api/upload-minutes/delete/1').set(bearer(token)),
    await api.request.get('/api/upload-minutes/file/1').set(bearer(token)),
  ];

  it('a staff role without the Meeting Minutes menu, a member and an applicant get 403 and nothing changes', async () => {
    const before = snapshot();
    for (const who of ['council', 'member', 'applicant']) {
      for (const response of await calls(tokens[who])) {
        expect(response.status, who).toBe(403);
        expect(response.body, who).toEqual({ status: 'You are not allowed to use this function', statusCode: '02' });
      }
    }
    expect(snapshot()).toBe(before);
  });

  it('without a token: 401', async () => {
    expect((await api.request.get('/api/upload-minutes/minutes')).status).toBe(401);
    expect((await api.request.get('/api/upload-minutes/file/1')).status).toBe(401);
  });

  it('the seeded Secretariat (28) and Librarian (30) roles and the administrator read the list', async () => {
    for (const who of ['secretariat', 'librarian', 'admin']) expect((await list({}, tokens[who])).status, who).toBe(200);
  });
});

describe('malformed input', () => {
  it('malformed multipart is 400 and stores nothing', async () => {
    const before = snapshot();
    const response = await api.request
      .post('/api/upload-minutes/add')
      .set(bearer(tokens.admin))
      .set('Content-Type', 'multipart/form-data; boundary=XYZ')
      .send('--XYZ\r\nContent-Disposition: form-data; name="title"\r\n\r\nunterminated');
    expect(response.status).toBe(400);
    expect(snapshot()).toBe(before);
  });

  it('a second file field, or nested field names, are 400', async () => {
    const other = await api.request.post('/api/upload-minutes/add').set(bearer(tokens.admin)).field('title', DETAILS.title).attach('other', await pdf(), 'x.pdf');
    expect(other.status).toBe(400);
    const nested = await api.request.post('/api/upload-minutes/add').set(bearer(tokens.admin)).field('title[__proto__]', 'x').attach('file', await pdf(), 'x.pdf');
    expect(nested.status).toBe(400);
  });

  it('malformed JSON is 400; fields that are not text count as empty', async () => {
    const broken = await api.request.put('/api/upload-minutes/update/1').set(bearer(tokens.admin)).set('Content-Type', 'application/json').send('{"title": ');
    expect(broken.status).toBe(400);
    const typed = await api.request.put('/api/upload-minutes/update/1').set(bearer(tokens.admin)).send({ title: ['Council meeting'], committee: { name: 'Council' }, meetingDate: 20261017 });
    expect(typed.body).toMatchObject({ statusCode: '02', problems: { title: MINUTES_TEXT.required, committee: MINUTES_TEXT.required, meetingDate: MINUTES_TEXT.required } });
  });
});
