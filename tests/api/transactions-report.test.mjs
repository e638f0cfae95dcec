// The transaction report (spec §5 Report filter, §7 "Transaction report HTML", §9 file name) and its XML export:
// every refusal code with the spec's words, the rows the filter selects, the totals, and escaping.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { as } from './helpers.mjs';
import { SCREEN_140, SCREEN_141, START, TODAY, startTransactionsApi } from './transactions-support.mjs';
import { buildSeed } from '../../mock-api/seed.mjs';
import { paymentDayOf } from '../../mock-api/lib/payments/payments.mjs';
import { formatSriLankaDate, formatSriLankaDateTime, sriLankaStamp } from '../../src/domain/sriLankaTime.mjs';

const t = startTransactionsApi();
const { api } = t;
const seed = buildSeed();
afterAll(() => api.cleanup());

const FULL = { paymentType: 'All', paymentMode: 'All', renewalYear: 'All', fromDate: '2020-01-01', toDate: TODAY };
const EVIL = '<script>alert("x")</script> & Co';
const money = (amount) => `LKR ${amount.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
// The report's day of a payment is its Paid Date, as the list shows it (one day in every view).
const dayOf = (row) => paymentDayOf(row);
const stamp = sriLankaStamp(START);

let staff;
beforeAll(() => {
  staff = t.staffToken([SCREEN_140]);
  // A payer whose name is markup: the report must show it as text.
  const row = api.db.get('payments').find({ memberNo: 'M0001' }).value();
  Object.assign(row, { firstName: EVIL });
  api.db.write();
});

const report = (filter, token = staff) => as(api.request, token).post('/api/application/get-transaction-all-data-to-pdf').send(filter);
const xml = (filter, token = staff) => as(api.request, token).get('/api/application/export/xml').query(filter).buffer(true).parse((res, done) => {
  let text = '';
  res.setEncoding('utf8');
  res.on('data', (chunk) => { text += chunk; });
  res.on('end', () => done(null, text));
});

describe('POST application/get-transaction-all-data-to-pdf: refusals', () => {
  it("'05' names the missing field in the spec's words", async () => {
    const cases = [
      [{ paymentType: '' }, 'Payment Type is required'],
      [{ paymentMode: undefined }, 'Payment Mode name is required'],
      [{ renewalYear: '' }, 'Renewal year name is required'],
      [{ renewalYear: '1999' }, 'Renewal year name is required'],
      [{ paymentType: 'Anything' }, 'Payment Type is required'],
      // one message per problem: both dates missing is the dialog's text; one missing is that date's own text
      [{ fromDate: '', toDate: undefined }, 'Date Selection Required – Please select both From Date and To Date'],
      [{ fromDate: '' }, 'Please Select Start Date'],
      [{ toDate: undefined }, 'Please Select End Date'],
    ];
    for (const [change, text] of cases) {
      const response = await report({ ...FULL, ...change });
      expect(response.body, text).toMatchObject({ statusCode: '05', status: text });
    }
  });

  it("'04' for a date later than today, '03' for a start on or after the end, '02' when nothing matches", async () => {
    expect((await report({ ...FULL, toDate: '2026-11-24' })).body).toMatchObject({ statusCode: '04', status: 'Dates cannot be later than today' });
    expect((await report({ ...FULL, fromDate: '2099-01-01', toDate: '2099-02-01' })).body).toMatchObject({ statusCode: '04', status: 'Dates cannot be later than today' });
    expect((await report({ ...FULL, fromDate: '2025-05-01', toDate: '2025-05-01' })).body).toMatchObject({ statusCode: '03', status: 'Invalid date range' });
    expect((await report({ ...FULL, fromDate: '2025-06-01', toDate: '2025-05-01' })).body).toMatchObject({ statusCode: '03', status: 'Invalid date range' });
    expect((await report({ ...FULL, fromDate: '2001-01-01', toDate: '2001-12-31' })).body).toMatchObject({ statusCode: '02', status: 'No transactions match the filter' });
  });

  it('is refused to staff without the screen (403)', async () => {
    expect((await report(FULL, t.staffToken([SCREEN_141]))).status).toBe(403);
    expect((await xml(FULL, t.staffToken([SCREEN_141]))).status).toBe(403);
  });
});

describe('the HTML report', () => {
  it("'00' with the file name, every row of the filter, the columns, and right totals", async () => {
    const response = await report(FULL);
    expect(response.body).toMatchObject({ statusCode: '00', status: 'Report generated', fileName: `Transaction_Report_${stamp}.html` });
    expect(response.body.content.startsWith('<!doctype html>')).toBe(true);
    const { document } = new JSDOM(response.body.content).window;
    expect(document.querySelectorAll('link[rel=stylesheet], script, img')).toHaveLength(0);
    const [rowsTable, totalsTable] = document.querySelectorAll('table');
    expect([...rowsTable.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Paid Date', 'Ref No', 'Receipt No', 'Member No', 'Name', 'Type', 'Mode', 'Renewal Year', 'Status', 'Amount']);
    const expected = seed.payments.filter((row) => dayOf(row) >= FULL.fromDate && dayOf(row) <= FULL.toDate);
    expect(rowsTable.querySelectorAll('tbody tr')).toHaveLength(expected.length);
    // each row's date is the list's Paid Date of that payment (deposits were dated the day before they were sent)
    const paidByRef = new Map(seed.payments.map((row) => [row.refNo, formatSriLankaDate(row.paidDate)]));
    const cells = [...rowsTable.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((td) => td.textContent));
    expect(cells.filter(([date, refNo]) => date !== paidByRef.get(refNo))).toEqual([]);
    // "Generated" on the Sri Lanka clock, as people read it
    const generated = [...document.querySelectorAll('.filter span')].map((span) => span.textContent).find((text) => text.startsWith('Generated'));
    expect(generated).toBe(`Generated: ${formatSriLankaDateTime(START)}`);
    expect(generated).toMatch(/^Generated: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    const totals = Object.fromEntries([...totalsTable.querySelectorAll('tbody tr')].map((tr) => {
      const [label, count, amount] = [...tr.children].map((td) => td.textContent);
      return [label, { count: Number(count), amount }];
    }));
    const sum = (rows) => money(rows.reduce((total, row) => total + row.amount, 0));
    for (const [name, status] of [['Pending', 1], ['Approved', 2], ['Rejected', 16]]) {
      const rows = expected.filter((row) => row.status === status);
      expect(totals[name], name).toEqual({ count: rows.length, amount: sum(rows) });
    }
    const approved = expected.filter((row) => row.status === 2);
    expect(totals['Grand total (approved)']).toEqual({ count: approved.length, amount: sum(approved) });
    expect(totals['All transactions']).toEqual({ count: expected.length, amount: sum(expected) });
  }, 15_000);

  it('filters by type, mode and renewal year', async () => {
    const within = (row) => dayOf(row) >= FULL.fromDate;
    const rowsOf = async (filter) => new JSDOM((await report({ ...FULL, ...filter })).body.content).window.document.querySelectorAll('table')[0].querySelectorAll('tbody tr').length;
    expect(await rowsOf({ renewalYear: '2024' })).toBe(seed.payments.filter((row) => within(row) && row.renewalYears.includes(2024)).length);
    expect(await rowsOf({ paymentType: 'New Membership' })).toBe(seed.payments.filter((row) => within(row) && row.paymentType === 'New Membership').length);
    expect(await rowsOf({ paymentMode: 'Payment Gateway', paymentType: 'Membership Renewal' })).toBe(seed.payments.filter((row) => within(row) && row.paymentMode === 'Payment Gateway' && row.paymentType === 'Membership Renewal').length);
  });

  it('shows a name made of markup as text: escaped, never a tag', async () => {
    const { content } = (await report(FULL)).body;
    expect(content).not.toContain('<script>');
    expect(content).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    const { document } = new JSDOM(content).window;
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect([...document.querySelectorAll('td')].some((td) => td.textContent.includes(EVIL))).toBe(true);
  });
});

describe('GET application/export/xml', () => {
  it('answers an XML attachment that parses, one <transaction> per row, values escaped', async () => {
    const response = await xml(FULL);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.headers['content-disposition']).toContain(`attachment; filename="Transaction_Report_${stamp}.xml"`);
    const { window } = new JSDOM('');
    const doc = new window.DOMParser().parseFromString(response.body, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.tagName).toBe('transactions');
    const expected = seed.payments.filter((row) => dayOf(row) >= FULL.fromDate && dayOf(row) <= FULL.toDate);
    expect(doc.getElementsByTagName('transaction')).toHaveLength(expected.length);
    expect([...doc.getElementsByTagName('firstName')].some((node) => node.textContent === EVIL)).toBe(true);
    expect(response.body).not.toContain('<script>');
  });

  it('refuses a bad filter with the same codes', async () => {
    expect(JSON.parse((await xml({ ...FULL, paymentMode: '' })).body)).toMatchObject({ statusCode: '05', status: 'Payment Mode name is required' });
    expect(JSON.parse((await xml({ ...FULL, fromDate: '2025-06-01', toDate: '2025-05-01' })).body)).toMatchObject({ statusCode: '03', status: 'Invalid date range' });
  });
});
