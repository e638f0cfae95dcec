// POST application/generateapplicationpdf: a real PDF made by the server from its own data (header, every
// field, the three record tables, payments, council reviews), long text wrapped over more pages, and who may
// ask for it.
import { buildSeed } from '../../mock-api/seed.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signin, startApi, tokenOf } from './helpers.mjs';
import { pdfLines, pdfPageCount, pdfText } from './pdf-text.mjs';

const api = startApi();
afterAll(() => api.cleanup());
const tokens = {};
beforeAll(async () => {
  tokens.admin = await tokenOf(api.request, 'admin');
  // User 48 holds the seeded Council role: the council review screen only.
  tokens.reviewer = (await signin(api.request, 'staff02@example.org', 'User@123')).body.token;
});
const generate = (body, token = tokens.admin) => as(api.request, token).post('/api/application/generateapplicationpdf').send(body);
const bytesOf = (response) => Buffer.from(response.body.pdf, 'base64');
const appOf = (userId) => api.db.get('applications').find({ userId }).value();

describe('the application PDF', () => {
  it("answers '00' with the file name and a PDF holding the header, every field, the records and the council reviews", async () => {
    const response = await generate({ userId: 41 });
    expect(response.body).toMatchObject({ statusCode: '00', status: 'success', fileName: 'Dilini Mohamed Application Details.pdf' });
    const bytes = bytesOf(response);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(bytes);
    const application = appOf(41);
    for (const value of ['Membership Application', 'Dilini Mohamed', application.nicNumber, application.fullName, application.nameWithInitials, application.mobileNo, application.email, application.cvFileName, 'Under Council Review', application.memberTypeName]) {
      expect(text, value).toContain(value);
    }
    for (const heading of ['Applicant details', 'Employment', 'Academic qualifications', 'Professional memberships', 'Payment details', 'Committee reviews']) expect(pdfLines(bytes), heading).toContain(heading);
    for (const job of api.db.get('employment').filter({ userid: 41 }).value()) expect(text).toContain(job.desgnation);
    for (const degree of api.db.get('academic').filter({ userid: 41 }).value()) expect(text).toContain(degree.fileName);
    for (const review of api.db.get('committeeReviews').filter({ applicantUserId: 41 }).value()) expect(text).toContain(review.reviewerName);
    expect(text).toContain('No payments');
  });

  it('shows the payments of an approved application and its member number', async () => {
    const text = pdfText(bytesOf(await generate({ userId: 101 })));
    expect(text).toContain('RCPT-00001');
    // The new-membership fee of the fee schedule in the year of the approval.
    const paid = buildSeed().payments.find((row) => row.paymentId === 1).amount;
    expect(text).toContain(`LKR ${paid.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    expect(text).toContain(appOf(101).memberNo);
  });

  it('wraps long text and runs over more pages when the application is long', async () => {
    const short = bytesOf(await generate({ userId: 36 }));
    const comment = `${'The reviewer wrote a long comment. '.repeat(28)}End of comment.`;
    const review = api.db.get('committeeReviews').find({ applicantUserId: 41 }).value();
    api.db.get('committeeReviews').find({ reviewId: review.reviewId }).assign({ comment }).write();
    const base = api.db.get('employment').find({ userid: 41 }).value();
    for (let i = 0; i < 40; i += 1) api.db.get('employment').push({ ...base, id: 90000 + i, employerid: 90000 + i, companyname: `Company number ${i} with a rather long registered name (Private) Limited` }).write();
    const bytes = bytesOf(await generate({ userId: 41 }));
    expect(pdfPageCount(bytes)).toBeGreaterThan(pdfPageCount(short));
    expect(pdfPageCount(bytes)).toBeGreaterThanOrEqual(3);
    const lines = pdfLines(bytes);
    expect(lines.some((line) => line.includes('End of comment.'))).toBe(true);
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThan(120);
    expect(lines.filter((line) => line === 'Company').length).toBeGreaterThan(1); // the table header repeats on the next page
    expect(lines).toContain(`Membership Application - page ${pdfPageCount(bytes)} of ${pdfPageCount(bytes)}`);
  });

  it('prints characters the PDF fonts lack as ? instead of failing', async () => {
    api.db.get('applications').find({ userId: 37 }).assign({ fullName: 'සුනිල් Perera' }).write();
    const response = await generate({ userId: 37 });
    expect(response.body.statusCode).toBe('00');
    expect(pdfText(bytesOf(response))).toContain('? Perera');
  });

  it("refuses without a user, for a user without an application, and a council member's unassigned applications", async () => {
    expect((await generate({})).body).toMatchObject({ statusCode: '02', status: 'userId is required' });
    expect((await generate({ userId: 3 })).body).toMatchObject({ statusCode: '02', status: 'Application not found' });
    const assigned = api.db.get('committeeReviews').find({ reviewerUserId: 48 }).value().applicantUserId;
    expect((await generate({ userId: assigned }, tokens.reviewer)).body.statusCode).toBe('00');
    const refused = await generate({ userId: 36 }, tokens.reviewer);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ status: 'You are not allowed to use this function', statusCode: '02' });
  });

  it('POST application/generatePdf is the same call (spec §7 names both), with the same refusals', async () => {
    const viaAlias = (body, token = tokens.admin) => as(api.request, token).post('/api/application/generatePdf').send(body);
    const response = await viaAlias({ userId: 41 });
    expect(response.body).toMatchObject({ statusCode: '00', status: 'success', fileName: 'Dilini Mohamed Application Details.pdf' });
    expect(pdfText(bytesOf(response))).toContain(appOf(41).nicNumber);
    expect((await viaAlias({})).body).toMatchObject({ statusCode: '02', status: 'userId is required' });
    expect((await viaAlias({ userId: 36 }, tokens.reviewer)).status).toBe(403);
  });
});
