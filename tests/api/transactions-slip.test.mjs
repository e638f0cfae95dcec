// Bank slips (spec §2): a signed link (120 s, one payment) for staff of /member/approvetransaction or the payer,
// and the public view that serves the slip only for a valid token, inline, with its content type.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from './helpers.mjs';
import { SCREEN_140, SCREEN_141, startTransactionsApi } from './transactions-support.mjs';
import { PAYMENT_MODE } from '../../src/domain/paymentRules.mjs';

const t = startTransactionsApi();
const { api } = t;
afterAll(() => api.cleanup());

const slipRows = () => api.db.get('payments').value().filter((row) => row.paymentMode === PAYMENT_MODE.SLIP && Number.isInteger(row.slipFileId));
const fileOf = (row) => api.db.get('files').find({ fileId: row.slipFileId }).value();
const link = (token, paymentId) => as(api.request, token).post(`/api/application/bank-deposit-slip-link/${paymentId}`).send({});
const view = (url) => api.request.get(`/api/${url}`).buffer(true).parse((res, done) => {
  const chunks = [];
  res.on('data', (chunk) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
});

let staff;
let pdfSlip;
let pngSlip;
beforeAll(() => {
  staff = t.staffToken([SCREEN_140]);
  pdfSlip = slipRows().find((row) => !fileOf(row).contentType || fileOf(row).contentType === 'application/pdf');
  pngSlip = slipRows().find((row) => fileOf(row).contentType === 'image/png');
});

describe('bank-deposit-slip-link and bank-deposit-slip-view', () => {
  it('serves the slip for a valid link, inline, with its content type and the safety headers', async () => {
    for (const [row, type, signature] of [[pdfSlip, 'application/pdf', '%PDF-'], [pngSlip, 'image/png', '\x89PNG']]) {
      const answer = await link(staff, row.paymentId);
      expect(answer.body.statusCode).toBe('00');
      expect(answer.body.url).toMatch(new RegExp(`^application/bank-deposit-slip-view/${row.paymentId}\\?t=\\d+\\.[0-9a-f]{64}$`));
      const response = await view(answer.body.url);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toContain(type);
      expect(response.headers['content-disposition']).toMatch(/^inline;/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      // Both run no script; Chromium still shows a PDF and an image under this policy.
      expect(response.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.body.subarray(0, signature.length).toString('latin1')).toBe(signature);
    }
  });

  it('refuses (403) a missing, expired, altered or other-payment token', async () => {
    const { url } = (await link(staff, pdfSlip.paymentId)).body;
    const [pathPart, token] = url.split('?t=');
    expect((await view(pathPart)).status).toBe(403);
    expect((await view(`${pathPart}?t=`)).status).toBe(403);
    const [expiry, signature] = token.split('.');
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    expect((await view(`${pathPart}?t=${expiry}.${flipped}`)).status).toBe(403);
    expect((await view(`${pathPart}?t=${Number(expiry) + 60000}.${signature}`)).status).toBe(403);
    expect((await view(`application/bank-deposit-slip-view/${pngSlip.paymentId}?t=${token}`)).status).toBe(403);
    expect((await view(url)).status).toBe(200);
    t.clock.now += 121_000;
    try {
      expect((await view(url)).status).toBe(403);
    } finally {
      t.clock.now -= 121_000;
    }
  });

  it('answers 404 "This payment has no bank slip" for a gateway or office payment', async () => {
    for (const mode of [PAYMENT_MODE.GATEWAY, PAYMENT_MODE.OFFICE]) {
      const row = api.db.get('payments').find({ paymentMode: mode }).value();
      const response = await link(staff, row.paymentId);
      expect(response.status).toBe(404);
      expect(response.body.status).toBe('This payment has no bank slip');
    }
  });

  it('gives the payer a link to their own slip only; staff without the screen get 403', async () => {
    const payer = t.userToken(pdfSlip.userId);
    expect((await link(payer, pdfSlip.paymentId)).body.statusCode).toBe('00');
    const other = slipRows().find((row) => row.userId !== pdfSlip.userId);
    expect((await link(payer, other.paymentId)).status).toBe(403);
    expect((await link(t.staffToken([SCREEN_141]), pdfSlip.paymentId)).status).toBe(403);
  });
});
