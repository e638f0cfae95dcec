import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForFile, newPage, pageErrors, signedInPage } from './support/browser';
// @ts-expect-error plain ESM test helper without types
import { pdfText } from '../api/pdf-text.mjs';
import { payWithApprovedCard } from './support/gateway';

/**
 * Payments end to end, in Chromium against the real mock API and its card-gateway sandbox: a member in
 * arrears pays by test card and sees the result arrive without a reload; another sends a bank slip; the
 * finance user opens the slip, approves it, prints the receipt and downloads the month's report; the
 * second member owes nothing any more. Seeded members (mock-api/seed): M0008 (user10) owes 2024-2026,
 * M0010 (user12) owes 2023-2026; staff04 holds the Finance role.
 */
const session = browserForFile();

const CARD_PAYER = 'user10@example.org';
const SLIP_PAYER = { email: 'user12@example.org', memberNo: 'M0010' };
const FINANCE = 'staff04@example.org';
const PASSWORD = 'User@123';
// A real 1x1 PNG: the API recognises slips by content.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const two = (n: number) => String(n).padStart(2, '0');
const formDate = (date: Date) => `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()}`;
const today = new Date();
const monthAgo = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 30);

const signIn = (email: string, path: string): Promise<Page> => signedInPage(session.browser, email, PASSWORD, path);

const amountDue = async (page: Page) => {
  const total = page.locator('li').filter({ hasText: 'Total due' }).locator('span').last();
  await total.waitFor();
  return (await total.textContent())?.trim() ?? '';
};

let slipAmount = '';

describe('payments, from arrears to receipt', () => {
  it('a member in arrears pays by test card and sees the result arrive without reloading', async () => {
    const page = await signIn(CARD_PAYER, '/member/memberrenewal');
    const due = await amountDue(page);
    expect(due).toMatch(/^LKR [\d,]+\.00$/);
    await page.getByRole('button', { name: 'Pay by card' }).click();
    await payWithApprovedCard(page, 'N Perera', { amount: due.replace(/^LKR /, '') });
    await page.waitForURL((url) => url.pathname === '/member/memberrenewal' && url.searchParams.has('order_id'));
    // A marker on the window survives only if the page never reloads.
    await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
    await page.getByText('Payment approved. Thank you.').waitFor({ timeout: 20_000 });
    await page.getByText(/Receipt No: RCPT-\d{5}/).waitFor();
    expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
    await page.getByText('Nothing is due').first().waitFor();
    expect(pageErrors.get(page)).toEqual([]);
    await page.close();
  });

  it('another member sends a bank slip, and a second payment is blocked while it waits', async () => {
    const page = await signIn(SLIP_PAYER.email, '/member/memberrenewal');
    slipAmount = await amountDue(page);
    await page.getByLabel('Bank Reference Number').fill('BOC 778812');
    await page.getByLabel('Deposit Date').fill(formDate(today));
    await page.locator('input[type="file"]').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Submit Deposit' }).click();
    await page.getByText('Bank deposit submitted for approval').first().waitFor();
    await page.getByText('Payment waiting for approval', { exact: true }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Pay by card' }).isDisabled()).toBe(true);
    expect(pageErrors.get(page)).toEqual([]);
    await page.close();
  });

  let finance: Page;
  const pendingSlipRow = () => finance.getByRole('row').filter({ hasText: SLIP_PAYER.memberNo }).filter({ hasText: 'Payment Slip' }).first();

  it('the finance user opens the slip in a new window and approves the deposit', async () => {
    finance = await signIn(FINANCE, '/member/approvetransaction');
    await finance.getByRole('textbox', { name: 'Search Data' }).fill(SLIP_PAYER.memberNo);
    const row = pendingSlipRow();
    await row.getByText('Pending').waitFor();
    const popup = finance.context().waitForEvent('page');
    await row.getByRole('button', { name: 'View bank slip' }).click();
    const slip = await popup;
    await slip.waitForURL(/\/application\/bank-deposit-slip-view\/\d+\?t=/);
    expect(await slip.evaluate(() => document.contentType)).toBe('image/png');
    await slip.close();
    await row.getByRole('button', { name: 'Approve' }).click();
    const dialog = finance.getByRole('dialog', { name: 'Authorise Transaction' });
    await dialog.getByText(slipAmount).first().waitFor();
    // spec §4: the authorisation asks once, "Are you sure?", answered by "Approve it!"
    await dialog.getByText('Are you sure?').waitFor();
    await dialog.getByRole('button', { name: 'Approve it!' }).click();
    await finance.getByText('Transaction Approved').first().waitFor();
    await pendingSlipRow().getByText('Approved').waitFor();
  });

  it('prints the receipt: a PDF with the amount', async () => {
    const download = finance.waitForEvent('download');
    await pendingSlipRow().getByRole('button', { name: 'Print' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^\d+ - Receipt\.pdf$/);
    const text = pdfText(await readFile(await file.path())) as string;
    expect(text).toContain(slipAmount);
    expect(text).toContain(SLIP_PAYER.memberNo);
    expect(text).toContain('Payment Slip');
  });

  it("downloads the month's report, whose approved total is the sum of its approved rows", async () => {
    await finance.getByRole('button', { name: 'Transaction Details' }).click();
    const dialog = finance.getByRole('dialog', { name: 'Transaction Details' });
    for (const [label, option] of [['Payment Type', 'All'], ['Payment Mode', 'All'], ['Renewal Year', 'All']]) {
      await dialog.getByRole('combobox', { name: label }).click();
      await finance.getByRole('option', { name: option, exact: true }).click();
    }
    await dialog.getByLabel('From Date').fill(formDate(monthAgo));
    await dialog.getByLabel('To Date').fill(formDate(today));
    const download = finance.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download report' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^Transaction_Report_\d{14}\.html$/);
    await finance.getByText('Transaction report downloaded successfully').first().waitFor();
    const html = await readFile(await file.path(), 'utf8');
    expect(html).toContain(SLIP_PAYER.memberNo);
    const report = await newPage(session.browser);
    await report.setContent(html);
    const totals = await report.evaluate(() => {
      const money = (text: string) => Number(text.replace(/[^\d.]/g, ''));
      const rows = [...document.querySelectorAll('table:not(.totals) tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? ''));
      const approved = rows.filter((cells) => cells.includes('Approved')).reduce((sum, cells) => sum + money(cells[cells.length - 1]), 0);
      const grand = [...document.querySelectorAll('table.totals tr')].find((tr) => tr.textContent?.startsWith('Grand total (approved)'));
      return { approved, rows: rows.length, grand: grand?.lastElementChild?.textContent ?? '' };
    });
    const formatted = `LKR ${totals.approved.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(totals.rows).toBeGreaterThan(1);
    expect(totals.grand).toBe(formatted);
    await report.close();
    expect(pageErrors.get(finance)).toEqual([]);
  });

  it('the member now owes nothing', async () => {
    const page = await signIn(SLIP_PAYER.email, '/member/memberrenewal');
    await page.getByText('Nothing is due').first().waitFor();
    await page.getByText('Payment waiting for approval', { exact: true }).waitFor({ state: 'detached' });
    expect(pageErrors.get(page)).toEqual([]);
  });
});
