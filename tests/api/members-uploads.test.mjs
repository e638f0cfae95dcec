// Uploads (lib/files/uploads.mjs): PDF by content, at most 5 MB, nothing left behind when refused, downloads for
// the owner and member staff only, under a name the server gives them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, startApi, tokenOf } from './helpers.mjs';
import { EMPLOYMENT, multipart, pdfOfSize, samplePdf, tokenOfOther, uploadsIn } from './members-support.mjs';

const api = startApi();
afterAll(() => api.cleanup());
const tokens = {};
beforeAll(async () => {
  tokens.member = await tokenOf(api.request, 'member');
  tokens.other = await tokenOf(api.request, 'applicant');
  tokens.otherMember = await tokenOfOther(api.request);
  tokens.admin = await tokenOf(api.request, 'admin');
});

const snapshot = () => ({ files: uploadsIn(api.dataDir), rows: api.db.get('files').size().value(), employment: api.db.get('employment').size().value(), requests: api.db.get('changeRequests').size().value() });
const addJob = (file, fields = {}) => multipart(api.request, '/api/usermanagement/member/workexperience', tokens.member, { ...EMPLOYMENT, ...fields }, file && { field: 'file', ...file });
const changeRequest = (file) => multipart(api.request, '/api/usermanagement/member/userProfileUpdate', tokens.member, { memberTypeName: 'Fellow', membertypeid: '4', designation: 'Chief Engineer', remark: 'Promoted' }, file && { field: 'fileupload', ...file });

describe('uploads are PDFs by content', () => {
  it('a text file named .pdf is refused as pdf required, leaving no file and no row', async () => {
    const before = snapshot();
    const job = await addJob({ buffer: Buffer.from('just some text, not a PDF'), filename: 'letter.pdf', contentType: 'application/pdf' });
    expect(job.body).toMatchObject({ statusCode: '02', message: 'pdf required' });
    const request = await changeRequest({ buffer: Buffer.from('plain text'), filename: 'letter.pdf' });
    expect(request.body).toMatchObject({ statusCode: '02', message: 'pdf required' });
    expect(snapshot()).toEqual(before);
  });

  it('a missing file is pdf required', async () => {
    expect((await addJob(undefined)).body).toMatchObject({ statusCode: '02', message: 'pdf required' });
  });

  it('a 6 MB PDF is refused with the size text (employment: 06, change request: 01), leaving nothing behind', async () => {
    const before = snapshot();
    const big = await pdfOfSize(6 * 1024 * 1024);
    expect((await addJob({ buffer: big })).body).toMatchObject({ statusCode: '06', message: 'File size must be less than or equal to 5MB' });
    expect((await changeRequest({ buffer: big })).body).toMatchObject({ statusCode: '01', message: 'File size must be less than or equal to 5MB' });
    // One byte over the limit is refused too; exactly the limit is accepted.
    expect((await addJob({ buffer: await pdfOfSize(5242881) })).body).toMatchObject({ statusCode: '06', message: 'File size must be less than or equal to 5MB' });
    expect(snapshot()).toEqual(before);
    expect((await addJob({ buffer: await pdfOfSize(5242880) }, { startDate: '2010-01-04', endDate: '2011-01-04' })).body).toMatchObject({ statusCode: '00' });
  });

  it('a real PDF declared image/png and named .png is accepted: the content decides', async () => {
    const before = snapshot();
    const response = await addJob({ buffer: await samplePdf(), filename: 'scan.png', contentType: 'image/png' }, { startDate: '2005-05-02', endDate: '2006-05-02' });
    expect(response.body).toMatchObject({ statusCode: '00', message: 'success' });
    const after = snapshot();
    expect(after.rows).toBe(before.rows + 1);
    expect(after.files.length).toBe(before.files.length + 1);
    const row = api.db.get('files').last().value();
    expect(row).toMatchObject({ ownerUserId: 3, originalName: 'scan.png', storedName: expect.stringMatching(/^[0-9a-f]{32}\.pdf$/) });
  });

  it('a file name with directories and control characters is stored under a generated name and shown sanitised', async () => {
    const response = await addJob({ buffer: await samplePdf(), filename: '../../etc/pass"wd.pdf' }, { startDate: '2004-02-02', endDate: '2004-12-02' });
    expect(response.body.statusCode).toBe('00');
    const row = api.db.get('files').last().value();
    expect(row.originalName).toBe('passwd.pdf');
    expect(uploadsIn(api.dataDir)).toContain(row.storedName);
  });

  it('a file under another field name or malformed multipart is a 400, not a crash', async () => {
    const wrongField = await multipart(api.request, '/api/usermanagement/member/workexperience', tokens.member, EMPLOYMENT, { field: 'other', buffer: await samplePdf() });
    expect(wrongField.status).toBe(400);
    const broken = await api.request.post('/api/usermanagement/member/workexperience').set('Authorization', `Bearer ${tokens.member}`).set('Content-Type', 'multipart/form-data; boundary=xyz').send('--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb');
    expect(broken.status).toBe(400);
  });

  it('form field names that reach a prototype or nest deeply are refused like JSON ones', async () => {
    const proto = await api.request.post('/api/usermanagement/member/workexperience').set('Authorization', `Bearer ${tokens.member}`).field('__proto__[polluted]', 'yes');
    expect([proto.status, proto.body]).toEqual([400, { status: 'Request body contains a forbidden key', statusCode: '05' }]);
    expect({}.polluted).toBeUndefined();
    const deep = await api.request.post('/api/usermanagement/member/workexperience').set('Authorization', `Bearer ${tokens.member}`).field('a[b][c][d][e][f][g]', 'x');
    expect([deep.status, deep.body]).toEqual([400, { status: 'Request body is nested too deeply', statusCode: '05' }]);
  });
});

describe('downloads', () => {
  it("the owner gets the PDF under the server's name for its record (RFC 5987 too), not the uploaded name", async () => {
    const record = api.db.get('employment').find({ fileId: 1 }).value();
    expect(record).toBeTruthy();
    const response = await as(api.request, tokens.member).get('/api/usermanagement/files/1').buffer(true).parse((res, done) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/pdf/);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="Employment record ${record.employerid}.pdf"; filename*=UTF-8''Employment%20record%20${record.employerid}.pdf`);
    expect(response.body.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("another member or an applicant gets 403 for someone else's file; staff with a member screen and the administrator get it", async () => {
    const othersFile = api.db.get('files').find((row) => row.ownerUserId !== 3).value();
    for (const token of [tokens.member, tokens.other]) {
      const response = await as(api.request, token).get(`/api/usermanagement/files/${othersFile.fileId}`);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ status: 'You are not allowed to use this function', statusCode: '02' });
    }
    expect((await as(api.request, tokens.otherMember).get('/api/usermanagement/files/1')).status).toBe(403);
    expect((await as(api.request, tokens.admin).get(`/api/usermanagement/files/${othersFile.fileId}`)).status).toBe(200);
  });

  it('an unknown file is 404', async () => {
    expect((await as(api.request, tokens.member).get('/api/usermanagement/files/999999')).status).toBe(404);
    expect((await as(api.request, tokens.member).get('/api/usermanagement/files/abc')).status).toBe(404);
  });

  it('every seeded files row has a stored PDF', () => {
    const stored = new Set(uploadsIn(api.dataDir));
    for (const row of api.db.get('files').value()) expect(stored.has(row.storedName), row.storedName).toBe(true);
  });
});
