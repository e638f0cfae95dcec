import { expect, vi } from 'vitest';
import type { Locator, Page, Request } from 'playwright-core';
import { apiUrl, DEMO, fillLogin } from './browser';
import { apiSignIn } from './signIn';

/** Helpers of the administration e2e files (tests/e2e/admin-*.e2e.ts). */

export interface OutboxMail {
  id: string | number;
  to: string;
  subject: string;
  body: string;
  sentAt: string;
}

/**
 * The administrator's bearer token for the mock API, signed in through the API once per test file (the API
 * counts sign-ins per address). The files of a worker share this module, and a file may end the administrator's
 * sessions, so each file signs in afresh.
 */
let adminToken: { file: string | undefined; token: Promise<string> } | undefined;

async function signInAsAdmin(): Promise<string> {
  const { token } = await apiSignIn(DEMO.admin.email, DEMO.admin.password);
  return token ?? '';
}

function adminApiToken(): Promise<string> {
  const file = expect.getState().testPath;
  if (adminToken && adminToken.file === file) return adminToken.token;
  const token = signInAsAdmin().catch((error: unknown) => {
    adminToken = undefined; // a failed sign-in is not cached
    throw error;
  });
  adminToken = { file, token };
  return token;
}

/** A call to the mock API as the administrator (`body` sent as JSON); answers the parsed JSON answer, any status. */
export async function asAdministrator<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${apiUrl()}/${path}`, {
    method,
    headers: { Authorization: `Bearer ${await adminApiToken()}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as T;
}

/** The mails the mock API "sent" to an address, newest first (GET mail/outbox, administrator only). */
export async function outbox(to: string): Promise<OutboxMail[]> {
  const query = new URLSearchParams({ to, perPage: '100' });
  const response = await fetch(`${apiUrl()}/mail/outbox?${query}`, { headers: { Authorization: `Bearer ${await adminApiToken()}` } });
  if (!response.ok) throw new Error(`GET mail/outbox answered ${response.status}`);
  const { data } = (await response.json()) as { data: OutboxMail[] };
  return data;
}

/** The newest mail to `to` with `subject`, waiting for it: some routes mail only after they have answered. */
export const newestMail = (to: string, subject: string): Promise<OutboxMail> =>
  vi.waitFor(
    async () => {
      const mail = (await outbox(to)).find((item) => item.subject === subject);
      if (!mail) throw new Error(`no mail "${subject}" to ${to} in the outbox`);
      return mail;
    },
    { timeout: 10_000, interval: 200 },
  );

/** The 6-digit one-time code of a password reset mail. */
export function oneTimeCode(mail: OutboxMail): string {
  const code = mail.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no 6-digit code in the mail to ${mail.to}`);
  return code;
}

/** Logs in through the login screen and waits until the app leaves /login for `landing`. */
export async function loginWith(page: Page, email: string, password: string, landing: string): Promise<void> {
  await page.goto('/login');
  await fillLogin(page, email, password);
  await page.waitForURL((url) => url.pathname === landing, { timeout: 20_000 });
}

/** How many requests the page made to a path (ending) while `run` went on, e.g. to prove a form sent nothing. */
export async function requestsDuring(page: Page, path: string, run: () => Promise<void>): Promise<number> {
  let count = 0;
  const listener = (request: Request) => new URL(request.url()).pathname.endsWith(path) && count++;
  page.on('request', listener);
  try {
    await run();
  } finally {
    page.off('request', listener);
  }
  return count;
}

/** Types into the table's 'Search Data' box and waits for the row with a cell reading exactly `text`. */
export async function searchTable(page: Page, text: string): Promise<Locator> {
  await page.getByRole('textbox', { name: 'Search Data' }).fill(text);
  const row = tableRow(page, text);
  await row.waitFor();
  return row;
}

/** The body row of the table with a cell reading exactly `text`. */
export const tableRow = (page: Page, text: string): Locator =>
  page.locator('tbody tr').filter({ has: page.getByRole('cell', { name: text, exact: true }) });

/**
 * Picks `option` in the MUI select labelled `label` (inside `scope`, e.g. a dialog). The click waits until the select's
 * menu has finished growing open: on a busy machine an option clicked while the menu still moved took no click, and
 * the menu stayed open over the form (seen once in a full run).
 */
export async function chooseOption(page: Page, scope: Page | Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  const choice = page.getByRole('option', { name: option, exact: true });
  await choice.evaluate((element) =>
    // a transition cut short (its element re-rendered) ends too: its promise rejects
    Promise.all((element.closest('.MuiPaper-root') ?? element).getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
  await choice.click();
}

/** Answers the open "Are you sure?" dialog with its confirm button. */
export async function confirm(page: Page, label: string): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: 'Are you sure?' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * Opens a sub menu of the side menu and follows one of its links. A link clicked while its sub menu is still
 * unfolding can take no click at all on a busy machine (seen about once in 15 under load), so the click waits
 * until the sub menu has finished opening (MUI's Collapse marks itself entered).
 */
export async function followSubMenuLink(page: Page, subMenu: string, link: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'main menu' });
  await nav.getByRole('button', { name: subMenu, exact: true }).click();
  // react-admin's menu links are menu items, given the role link
  await nav.locator('.MuiCollapse-entered').getByRole('link', { name: link, exact: true }).click();
}

/**
 * The titles of every link of the side menu. Sub menus mount their links only while open and the
 * top-level ones behave as an accordion, so each collapse is opened in turn and the links collected.
 */
export async function sideMenuLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'main menu' });
  const links = nav.locator('a');
  await links.first().waitFor();
  const seen = new Set(await links.allTextContents());
  const collapses = nav.locator('[aria-expanded]');
  const count = await collapses.count();
  for (let index = 0; index < count; index++) {
    const collapse = collapses.nth(index);
    if ((await collapse.getAttribute('aria-expanded')) === 'false') await collapse.click();
    // the collapse's <li> holds its heading and, once open, its links
    await collapse.locator('xpath=..').locator('a').first().waitFor();
    for (const text of await links.allTextContents()) seen.add(text);
  }
  return [...seen].map((text) => text.trim()).sort();
}
