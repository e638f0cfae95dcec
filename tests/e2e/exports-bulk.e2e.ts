import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiUrl, browserForFile, DEMO, pageErrors, signedInPage } from './support/browser';
import { signInByToken } from './support/signIn';
import { chooseOption } from './support/admin';
import { newPhonePage, PHONE, showListFilters } from './support/phone';
import { PAYMENT_STATUS, PAYMENT_TEXT } from '../../src/domain/paymentRules.mjs';

/**
 * Exports and bulk approval end to end, in Chromium against the real mock API: a finance user exports the filtered
 * transactions (more rows than the API answers in one call, so the export reads it page by page) and the CSV
 * holds exactly the filtered rows; then approves several pending transactions with one confirmation, one of them
 * decided meanwhile elsewhere: each approval is its own call and its own activity-log entry, the refused one is
 * reported with the server's reason, and the approved rows leave the queue. staff04 holds the Finance role.
 */
const session = browserForFile();
const FINANCE = { email: 'staff04@example.org', password: 'User@123' };
// amounts as numbers Excel sums, the currency in the heading; the bank response is shown in the view, not the table
const HEADERS = ['Ref No', 'Member No', 'Name', 'Type', 'Mode', 'Amount (LKR)', 'Paid Date', 'Status'];

interface Payment {
  paymentId: number;
  refNo: string;
  status: number;
}
interface ActivityEntry {
  username: string;
  action: string;
  entity: string;
  recordId: number | null;
  detail: string;
}

let adminToken: Promise<string> | undefined;
const tokenOfAdmin = (): Promise<string> =>
  (adminToken ??= fetch(`${apiUrl()}/auth/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: DEMO.admin.email, password: DEMO.admin.password }),
  })
    .then((response) => response.json() as Promise<{ token: string }>)
    .then((body) => body.token));

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${apiUrl()}/${path}`, {
    method,
    headers: { Authorization: `Bearer ${await tokenOfAdmin()}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Every transaction of a status, read as the API pages it (100 at most a call). */
async function transactionsOf(status: number): Promise<Payment[]> {
  const rows: Payment[] = [];
  for (let page = 1; ; page += 1) {
    const { data, total } = await api<{ data: Payment[]; total: number }>('GET', `application/view-transactions?status=${status}&page=${page}&perPage=100`);
    rows.push(...data);
    if (rows.length >= total || data.length === 0) return rows;
  }
}

const activityOfPayment = async (paymentId: number): Promise<ActivityEntry[]> => {
  const query = new URLSearchParams({ filterText: `Payment #${paymentId} (`, perPage: '100' });
  const { data } = await api<{ data: ActivityEntry[] }>('GET', `api-log/list?${query}`);
  return data.filter((entry) => entry.entity === 'payment' && entry.recordId === paymentId);
};

/** RFC 4180: commas, CRLF lines, quoted fields with doubled quotes (the app writes a BOM first for Excel). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') (field += '"'), (i += 1);
      else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') row.push(field), (field = '');
    else if (char === '\r' && body[i + 1] === '\n') row.push(field), rows.push(row), (row = []), (field = ''), (i += 1);
    else field += char;
  }
  rows.push([...row, field]);
  return rows;
}

async function chooseStatus(page: Page, status: 'Approved' | 'Pending'): Promise<void> {
  const code = status === 'Approved' ? PAYMENT_STATUS.APPROVED : PAYMENT_STATUS.PENDING;
  const listed = page.waitForResponse((response) => response.url().includes('/view-transactions') && response.url().includes(`status=${code}`));
  await showListFilters(page, page.getByRole('combobox', { name: 'Status' }));
  await chooseOption(page, page, 'Status', status);
  await listed;
}

const selectable = (page: Page) => page.getByRole('checkbox', { name: /^Select PAY-/ });

describe('exports and bulk work a staff user expects', () => {
  it('exports the filtered transactions: every filtered row once, as the table shows it, read from the API page by page', async () => {
    const page = await signedInPage(session.browser, FINANCE.email, FINANCE.password, '/member/approvetransaction');
    await chooseStatus(page, 'Approved');
    const approved = await transactionsOf(PAYMENT_STATUS.APPROVED);
    expect(approved.length).toBeGreaterThan(100); // more than one call of the API holds

    const pages: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/view-transactions')) pages.push(request.url());
    });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^Transaction View - Approve \d{4}-\d{2}-\d{2}\.csv$/);
    const [headers, ...rows] = parseCsv(await readFile((await file.path())!, 'utf8'));

    expect(headers).toEqual(HEADERS);
    expect(rows).toHaveLength(approved.length);
    expect(rows.map((row) => row[0]).sort()).toEqual(approved.map((payment) => payment.refNo).sort());
    expect(new Set(rows.map((row) => row[7]))).toEqual(new Set(['Approved']));
    expect(rows.every((row) => /^\d+\.\d{2}$/.test(row[5]) && /^\d{2}\/\d{2}\/\d{4}$/.test(row[6]))).toBe(true);
    // the export asked page after page, never more than the API answers in one call
    const asked = pages.map((url) => new URL(url).searchParams);
    expect(asked.every((query) => query.get('status') === String(PAYMENT_STATUS.APPROVED) && Number(query.get('perPage')) <= 100)).toBe(true);
    expect(asked.filter((query) => query.get('perPage') === '100').map((query) => Number(query.get('page')))).toEqual(
      Array.from({ length: Math.ceil(approved.length / 100) }, (_, i) => i + 1),
    );
    expect(pageErrors.get(page)).toEqual([]);
  });

  it('on a 375 px phone the cards are selected and the bulk bar fits, without sideways scrolling', async () => {
    const page = await newPhonePage(session.browser);
    await signInByToken(page, FINANCE.email, FINANCE.password, '/member/approvetransaction');
    await chooseStatus(page, 'Pending');
    await selectable(page).first().waitFor();
    await selectable(page).nth(0).check();
    await selectable(page).nth(1).check();
    const bar = page.getByRole('toolbar', { name: 'Selected rows' });
    await bar.getByText('2 selected').waitFor();
    const approve = bar.getByRole('button', { name: 'Approve selected' });
    const box = (await approve.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await page.context().close();
  });

  it("approves several pending transactions with one confirmation: one call and one activity-log entry each, the one decided meanwhile reported with the server's reason", async () => {
    const page = await signedInPage(session.browser, FINANCE.email, FINANCE.password, '/member/approvetransaction');
    await chooseStatus(page, 'Pending');
    await selectable(page).first().waitFor();
    const refs: string[] = [];
    for (const box of (await selectable(page).all()).slice(0, 3)) {
      refs.push(((await box.getAttribute('aria-label')) ?? '').replace(/^Select /, ''));
      await box.check();
    }
    expect(refs).toHaveLength(3);
    const pending = await transactionsOf(PAYMENT_STATUS.PENDING);
    const ids = refs.map((ref) => pending.find((payment) => payment.refNo === ref)!.paymentId);

    // the third is approved elsewhere while the finance user is deciding
    await api('PUT', 'application/approve-transactions', { paymentId: ids[2], approve: 'approve' });

    const approvals: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/application/approve-transactions')) approvals.push(request.postDataJSON());
    });
    await page.getByRole('button', { name: 'Approve selected' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await confirm.getByText('Approve 3 selected transactions?').waitFor();
    expect(await confirm.getByRole('listitem').allTextContents()).toEqual(refs);
    await confirm.getByRole('button', { name: 'Approve it!' }).click();

    const result = page.getByRole('dialog', { name: 'Result' });
    await result.getByText('2 approved').waitFor({ timeout: 20_000 });
    await result.getByText('1 not approved:').waitFor();
    expect(await result.getByRole('listitem').allTextContents()).toEqual([`${refs[2]}: ${PAYMENT_TEXT.notPending}`]);
    // one confirmation, then the existing per-row call for each row
    expect(approvals).toEqual(ids.map((paymentId) => expect.objectContaining({ paymentId, approve: 'approve' })));
    await result.getByRole('button', { name: 'Close' }).click();

    // each approval is logged on its own: two by the finance user, the third by whoever approved it first
    const logs = await Promise.all(ids.map(activityOfPayment));
    expect(logs.map((entries) => entries.filter((entry) => entry.action === 'approve').map((entry) => entry.username))).toEqual([
      [FINANCE.email],
      [FINANCE.email],
      [DEMO.admin.email],
    ]);

    // the approved rows left the queue, on the screen and in the API
    for (const ref of refs) await page.getByRole('checkbox', { name: `Select ${ref}` }).waitFor({ state: 'detached' });
    await page.getByText('0 selected').waitFor();
    const stillPending = (await transactionsOf(PAYMENT_STATUS.PENDING)).map((payment) => payment.paymentId);
    expect(ids.filter((id) => stillPending.includes(id))).toEqual([]);
    expect(pageErrors.get(page)).toEqual([]);
  });
});
