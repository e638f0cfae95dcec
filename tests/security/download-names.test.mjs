// The server names every download itself (the kind, the record and an extension from the bytes' detected type),
// never by the uploader's file name; every file answer carries nosniff and a content security policy that runs no
// script (sandbox), inline ones (bank slips) too; a non-ASCII file name is read as UTF-8 and kept readable.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, tokenOf } from '../api/helpers.mjs';
import { EMPLOYMENT, multipart, samplePdf } from '../api/members-support.mjs';
import { startSecurityApi } from './support.mjs';
import { uploadsDirOf } from '../../mock-api/lib/files/uploads.mjs';
import { PAYMENT_MODE } from '../../src/domain/paymentRules.mjs';

const api = startSecurityApi();
afterAll(() => api.cleanup());
const FILE_POLICY = "sandbox; default-src 'none'";

const tokens = {};
beforeAll(async () => {
  tokens.member = await tokenOf(api.request, 'member');
  tokens.admin = await tokenOf(api.request, 'admin');
});

const binary = (call) =>
  call.buffer(true).parse((res, done) => {
    const chunks = [];
    res.on('data', (chunk) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
let jobs = 0;
/** Adds an employment record with this file; answers the stored files row and the record. */
async function addJob(buffer, filename, contentType = 'application/pdf') {
  jobs += 1;
  const dates = { startDate: `19${70 + jobs}-02-03`, endDate: `19${70 + jobs}-11-03` };
  const response = await multipart(api.request, '/api/usermanagement/member/workexperience', tokens.member, { ...EMPLOYMENT, ...dates }, { field: 'file', buffer, filename, contentType });
  expect(response.body, filename).toMatchObject({ statusCode: '00' });
  const record = api.db.get('employment').find({ employerid: response.body.employerid }).value();
  return { record, file: api.db.get('files').find({ fileId: record.fileId }).value() };
}
const download = (fileId, token = tokens.member) => binary(as(api.request, token).get(`/api/usermanagement/files/${fileId}`));

const expectSafeHeaders = (response) => {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['content-security-policy']).toBe(FILE_POLICY);
  expect(response.headers['cache-control']).toBe('private, no-store');
};

describe('download names are the server’s', () => {
  const HTML_IN_PDF = Buffer.from('%PDF-1.4\n<html><body><script>alert(document.cookie)</script></body></html>\n');

  it.each([
    ['evil.html', 'text/html'],
    ['evil.svg', 'image/svg+xml'],
    ['report.pdf.exe', 'application/x-msdownload'],
  ])('a PDF-headed HTML file uploaded as %s is served as "Employment record <id>.pdf", application/pdf', async (filename, contentType) => {
    const { record, file } = await addJob(HTML_IN_PDF, filename, contentType);
    // The uploader's name stays as a label to read, never as the download's name.
    expect(file.originalName).toBe(filename);
    const response = await download(file.fileId);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const name = `Employment record ${record.employerid}.pdf`;
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`);
    expect(response.headers['content-disposition']).not.toMatch(/evil|\.html|\.svg|\.exe/);
    expectSafeHeaders(response);
  });

  it('bytes that are no longer a known type go out as application/octet-stream, .bin', async () => {
    const { record, file } = await addJob(await samplePdf(), 'letter.pdf');
    writeFileSync(path.join(uploadsDirOf(api.dataDir), file.storedName), '<html><script>alert(1)</script></html>');
    const response = await download(file.fileId);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['content-disposition']).toContain(`filename="Employment record ${record.employerid}.bin"`);
    expectSafeHeaders(response);
  });

  it('each kind of record names its files: change request, CPD activity, minutes, CV, and the member CV keeps its name', async () => {
    const request = api.db.get('changeRequests').find((row) => Number.isInteger(row.fileId)).value();
    const activity = api.db.get('cpdActivities').find((row) => Number.isInteger(row.evidenceFileId)).value();
    const application = api.db.get('applications').find((row) => Number.isInteger(row.cvFileId)).value();
    for (const [fileId, name] of [
      [request.fileId, `Change request ${request.requestId}.pdf`],
      [activity.evidenceFileId, `CPD activity ${activity.ActivityID}.pdf`],
      [application.cvFileId, `Application CV ${application.applicationId}.pdf`],
    ]) {
      const response = await download(fileId, tokens.admin);
      expect(response.status).toBe(200);
      expect(response.headers['content-disposition']).toContain(`attachment; filename="${name}"`);
      expectSafeHeaders(response);
    }
    const minutes = api.db.get('meetingMinutes').first().value();
    const file = await binary(as(api.request, tokens.admin).get(`/api/upload-minutes/file/${minutes.minutesId}`));
    expect(file.headers['content-disposition']).toContain(`attachment; filename="Meeting minutes ${minutes.minutesId}.pdf"`);
    expectSafeHeaders(file);
    const cv = await binary(as(api.request, tokens.admin).get(`/api/usermanagement/applicant/cv/${application.userId}`));
    expect(cv.headers['content-disposition']).toContain(`filename="Application CV ${application.applicationId}.pdf"`);
    expectSafeHeaders(cv);
    const member = api.db.get('members').find({ memberNo: 'M0032' }).value();
    const memberCv = await binary(as(api.request, tokens.admin).get(`/api/usermanagement/member/cv/${member.memberID}`));
    expect(memberCv.headers['content-disposition']).toContain('attachment; filename="M0032 CV.pdf"');
    expectSafeHeaders(memberCv);
  });
});

describe('inline files run no script', () => {
  it('a bank slip, PDF or PNG, is inline under "sandbox; default-src \'none\'" with nosniff and its own name', async () => {
    const slips = api.db.get('payments').filter((row) => row.paymentMode === PAYMENT_MODE.SLIP && Number.isInteger(row.slipFileId)).value();
    const typeOf = (row) => api.db.get('files').find({ fileId: row.slipFileId }).value().contentType ?? 'application/pdf';
    for (const [type, extension] of [['application/pdf', 'pdf'], ['image/png', 'png']]) {
      const slip = slips.find((row) => typeOf(row) === type);
      const link = await as(api.request, tokens.admin).post(`/api/application/bank-deposit-slip-link/${slip.paymentId}`).send({});
      const response = await binary(api.request.get(`/api/${link.body.url}`));
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      expect(response.headers['content-disposition']).toMatch(new RegExp(`^inline; filename="Bank slip ${slip.paymentId}\\.${extension}"`));
      expectSafeHeaders(response);
    }
  });
});

describe('non-ASCII file names', () => {
  it.each(['සිංහල-ලිපිය.pdf', 'Résumé.pdf', 'கடிதம் 2026.pdf'])('%s is stored and shown as it was named', async (filename) => {
    const { record, file } = await addJob(await samplePdf(), filename);
    expect(file.originalName).toBe(filename);
    expect(record.fileName).toBe(filename);
    const list = await as(api.request, tokens.member).get('/api/usermanagement/member/workexperience').query({ perPage: 100 });
    expect(list.body.data.find((row) => row.employerid === record.employerid).fileName).toBe(filename);
  });

  it('a name sent as RFC 5987 filename* reads the same', async () => {
    jobs += 1;
    const boundary = 'utf8boundary';
    const name = 'Résumé ලිපිය.pdf';
    const fields = { ...EMPLOYMENT, startDate: `19${70 + jobs}-02-03`, endDate: `19${70 + jobs}-11-03` };
    const body = Buffer.concat([
      Buffer.from(Object.entries(fields).map(([key, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`).join('')),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''${encodeURIComponent(name)}\r\nContent-Type: application/pdf\r\n\r\n`),
      await samplePdf(),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await as(api.request, tokens.member).post('/api/usermanagement/member/workexperience').set('Content-Type', `multipart/form-data; boundary=${boundary}`).send(body);
    expect(response.body).toMatchObject({ statusCode: '00' });
    expect(api.db.get('employment').find({ employerid: response.body.employerid }).value().fileName).toBe(name);
  });
});
