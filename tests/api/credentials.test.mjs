// A current member's membership card and letter of good standing, and the public check of their codes: issued to
// the member themselves only while the membership is current (lapsed, cancelled and not-yet-active members are
// refused with the reason), each a real PDF carrying its verification link; /verify/<code> answers genuine or not
// and whether the membership is current TODAY, with nothing personal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, startApi, tokenOf } from './helpers.mjs';
import QRCode from 'qrcode';
import { pdfContents, pdfPageCount, pdfText } from './pdf-text.mjs';
import { pdfQrText } from './pdf-qr.mjs';
import { CARD_SIZE } from '../../mock-api/lib/files/pdf.mjs';
import { MEMBER_STATUS } from '../../src/domain/memberRules.mjs';

const NOW = Date.parse('2026-11-23T06:30:00.000Z');
let clock = NOW;
const api = startApi({ now: () => clock });
afterAll(() => api.cleanup());
const tokens = {};
beforeAll(async () => {
  tokens.member = await tokenOf(api.request, 'member'); // M0001, memberID 1
  tokens.applicant = await tokenOf(api.request, 'applicant');
});

const member = () => api.db.get('members').find({ memberID: 1 });
/** The demo member's standing today: paid up to this year (active), to 2024 (lapsed), or cancelled. */
const standAs = (changes) => member().assign(changes).write();
const ACTIVE = { status: MEMBER_STATUS.ACTIVE, lastRenewalYear: 2026 };
const LAPSED = { status: MEMBER_STATUS.ACTIVE, lastRenewalYear: 2024 };
const binary = (request) =>
  request.buffer(true).parse((res, done) => {
    const chunks = [];
    res.on('data', (chunk) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
const issue = (token, kind) => binary(as(api.request, token).post(`/api/member/credentials/${kind}`));
const verify = (code) => api.request.get(`/api/verify/${code}`);
const codeIn = (bytes) => /\/verify\/([A-Z2-7]{16})/.exec(pdfText(bytes))?.[1] ?? /Verify: ([A-Z2-7]{16})/.exec(pdfText(bytes))?.[1];
const mediaBox = (bytes) => /\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(Buffer.from(bytes).toString('latin1')).slice(1).map(Number);

const REASONS = {
  lapsedCard: 'Your membership has lapsed: renew it to download your membership card.',
  lapsedLetter: 'Your membership has lapsed: renew it to download your letter of good standing.',
  lapsedEither: 'Your membership has lapsed: renew it to download your membership card or letter of good standing.',
  cancelledCard: 'Your membership is cancelled: a cancelled membership has no membership card.',
  cancelledLetter: 'Your membership is cancelled: a cancelled membership has no letter of good standing.',
  pendingCard: 'Your membership is not active yet: pay the membership fee to download your membership card.',
};
const NOT_GENUINE = 'No membership card or letter of good standing issued by the institute carries this code.';

describe('issuing', () => {
  it('gives a current member a card-sized card PDF with name, member number, type, valid till and its verification code', async () => {
    standAs(ACTIVE);
    expect((await as(api.request, tokens.member).get('/api/member/credentials')).body).toEqual({ statusCode: '00', status: 'success', available: true, reason: null });
    const response = await issue(tokens.member, 'card');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('filename="M0001 Membership card.pdf"');
    const bytes = response.body;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfPageCount(bytes)).toBe(1);
    expect(mediaBox(bytes)).toEqual([0, 0, ...CARD_SIZE]);
    const text = pdfText(bytes);
    for (const expected of ['The Institute', 'Membership card', 'Kasun Sandun Jayawardena', 'M0001', 'Member', '31/12/2026']) expect(text, expected).toContain(expected);
    expect(codeIn(bytes)).toMatch(/^[A-Z2-7]{16}$/);
  });

  it('numbers letters per year (GS-YYYY-000001 on), dates them in Sri Lanka time and prints the verify address', async () => {
    standAs(ACTIVE);
    const first = (await issue(tokens.member, 'letter')).body;
    const second = await issue(tokens.member, 'letter');
    expect(second.headers['content-disposition']).toContain('filename="GS-2026-000002 Letter of good standing.pdf"');
    const text = pdfText(first);
    for (const expected of ['The Institute', 'Letter of good standing', 'GS-2026-000001', '23/11/2026', 'Kasun Sandun Jayawardena', 'M0001', '31/12/2026']) expect(text, expected).toContain(expected);
    expect(text).toMatch(/http:\/\/localhost:5173\/verify\/[A-Z2-7]{16}/);
    expect(mediaBox(first)).toEqual([0, 0, 595.28, 841.89]);
  });

  it("draws the QR code of the document's verification address, one filled square per dark module", async () => {
    standAs(ACTIVE);
    for (const [kind, otherRectangles] of [['card', 2], ['letter', 1]]) {
      const bytes = (await issue(tokens.member, kind)).body;
      const url = `http://localhost:5173/verify/${codeIn(bytes)}`;
      const dark = QRCode.create(url, { errorCorrectionLevel: 'M' }).modules.data.filter(Boolean).length;
      // pdf-lib draws each rectangle as a path it fills ('f' alone on its line); text fills none
      const rectangles = pdfContents(bytes).join('\n').split('\n').filter((line) => line === 'f').length;
      expect(rectangles, kind).toBe(dark + otherRectangles);
      // and a QR reader reads the address off the drawing
      expect(pdfQrText(bytes), kind).toBe(url);
    }
  });

  it("refuses 503 while Global Details' Front URL is no web address, issuing nothing", async () => {
    standAs(ACTIVE);
    const globals = api.db.get('globaldetails').find({ id: 3 });
    const front = globals.value().frontURL;
    try {
      globals.assign({ frontURL: 'javascript:alert(1)' }).write();
      const count = api.db.get('credentials').size().value();
      const response = await as(api.request, tokens.member).post('/api/member/credentials/card');
      expect(response.status).toBe(503);
      expect(response.body.message).toBe("The portal's address (Front URL in Global Details) is not a web address: documents cannot carry their verification link.");
      expect(api.db.get('credentials').size().value()).toBe(count);
    } finally {
      globals.assign({ frontURL: front }).write();
    }
  });

  it('refuses a lapsed, cancelled or not yet active member 409 with the reason; nobody without a member record gets one', async () => {
    standAs(LAPSED);
    expect((await as(api.request, tokens.member).get('/api/member/credentials')).body).toEqual({ statusCode: '00', status: 'success', available: false, reason: REASONS.lapsedEither });
    for (const [kind, reason] of [['card', REASONS.lapsedCard], ['letter', REASONS.lapsedLetter]]) {
      const response = await as(api.request, tokens.member).post(`/api/member/credentials/${kind}`);
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ statusCode: '02', status: reason, message: reason });
    }
    standAs({ status: MEMBER_STATUS.CANCELLED, lastRenewalYear: 2026 });
    expect((await as(api.request, tokens.member).post('/api/member/credentials/card')).body.message).toBe(REASONS.cancelledCard);
    expect((await as(api.request, tokens.member).post('/api/member/credentials/letter')).body.message).toBe(REASONS.cancelledLetter);
    standAs({ status: MEMBER_STATUS.PENDING, lastRenewalYear: null });
    expect((await as(api.request, tokens.member).post('/api/member/credentials/card')).body.message).toBe(REASONS.pendingCard);
    const count = api.db.get('credentials').size().value();
    const none = await as(api.request, tokens.applicant).post('/api/member/credentials/card');
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ statusCode: '01', status: 'No Member' });
    expect(api.db.get('credentials').size().value()).toBe(count);
  });

  it('a member within the renewal grace period (renewal due) is still current; past it, lapsed', async () => {
    standAs(ACTIVE);
    try {
      clock = Date.parse('2027-03-31T18:00:00.000Z'); // 23:30 on the grace period's last day, Sri Lanka time
      const token = await tokenOf(api.request, 'member');
      expect((await as(api.request, token).get('/api/member/credentials')).body).toMatchObject({ available: true, reason: null });
      expect((await issue(token, 'card')).status).toBe(200);
      clock = Date.parse('2027-03-31T18:31:00.000Z'); // 00:01 on 1 April in Sri Lanka, still 31 March in UTC
      expect((await as(api.request, token).get('/api/member/credentials')).body).toMatchObject({ available: false, reason: REASONS.lapsedEither });
    } finally {
      clock = NOW;
    }
  });
});

describe('GET /api/verify/:code', () => {
  it('says genuine and current with only what the paper shows; old codes stay genuine but read the standing today', async () => {
    standAs(ACTIVE);
    const card = codeIn((await issue(tokens.member, 'card')).body);
    const letterBytes = (await issue(tokens.member, 'letter')).body;
    const letter = codeIn(letterBytes);
    const cardAnswer = await verify(card);
    expect(cardAnswer.status).toBe(200);
    expect(cardAnswer.body).toEqual({ statusCode: '00', status: 'success', data: { kind: 'card', genuine: true, current: true, memberNo: 'M0001', issuedOn: '2026-11-23', validTill: '2026-12-31', letterNo: null } });
    const letterAnswer = await verify(letter.toLowerCase());
    expect(letterAnswer.body.data).toMatchObject({ kind: 'letter', genuine: true, current: true, memberNo: 'M0001' });
    expect(pdfText(letterBytes)).toContain(letterAnswer.body.data.letterNo);
    // nothing personal: no name, NIC, e-mail, address, phone
    const row = member().value();
    const said = JSON.stringify([cardAnswer.body, letterAnswer.body]);
    for (const personal of [row.firstName, row.lastName, row.nicNumber, row.email, row.mobileNo, row.addressCity].filter(Boolean)) expect(said, personal).not.toContain(personal);
    // issuing again gives a new code; the old one stays genuine, and says the membership is no longer current once lapsed
    const again = codeIn((await issue(tokens.member, 'card')).body);
    expect(again).not.toBe(card);
    standAs(LAPSED);
    expect((await verify(card)).body.data).toMatchObject({ genuine: true, current: false, validTill: '2024-12-31' });
    standAs({ status: MEMBER_STATUS.CANCELLED });
    expect((await verify(again)).body.data).toMatchObject({ genuine: true, current: false });
  });

  it('answers an unknown or malformed code 404 "not genuine"', async () => {
    for (const code of ['AAAAAAAAAAAAAAAA', 'short', '%27%20or%201%3D1', 'A'.repeat(64)]) {
      const response = await verify(code);
      expect(response.status, code).toBe(404);
      expect(response.body, code).toEqual({ statusCode: '01', status: NOT_GENUINE, message: NOT_GENUINE, genuine: false });
    }
  });
});
