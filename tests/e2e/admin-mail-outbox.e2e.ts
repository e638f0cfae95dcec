import { describe, expect, it } from 'vitest';
import { apiUrl, signInAs, newPage, pageErrors, sessionKeys, browserForFile } from './support/browser';
import { followSubMenuLink, newestMail, oneTimeCode, requestsDuring, searchTable } from './support/admin';

/** Seeded members no other e2e file touches: each is mailed a password reset code, NEWEST last. */
const OLDER = 'user21@example.org';
const NEWEST = 'user20@example.org';
const SUBJECT = 'Your password reset code';

const session = browserForFile({ loggedInAs: 'admin' });

/** Asks the API for a reset code (it mails it once it has answered) and waits until the mail is in the outbox. */
async function mailResetCode(email: string): Promise<string> {
  const response = await fetch(`${apiUrl()}/otptoresetpassword`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(response.status).toBe(200);
  return oneTimeCode(await newestMail(email, SUBJECT));
}

describe('Mail Outbox (/user/mail-outbox)', () => {
  let code = '';

  it('the administrator opens it from the side menu (Settings > Mail Outbox) and sees the newest mail first', async () => {
    await mailResetCode(OLDER);
    code = await mailResetCode(NEWEST);
    const { page } = session;
    const list = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/api/mail/outbox'));
    await followSubMenuLink(page, 'Settings', 'Mail Outbox');
    await page.waitForURL((url) => url.pathname === '/user/mail-outbox');
    const answer = await list;
    expect(Object.fromEntries(new URL(answer.url()).searchParams)).toMatchObject({ sortColumn: 'sentAt', sortDirection: 'desc', page: '1' });
    const { data } = (await answer.json()) as { data: { to: string; sentAt: string }[] };
    expect(data.slice(0, 2).map((mail) => mail.to)).toEqual([NEWEST, OLDER]);

    const rows = page.locator('tbody tr');
    await rows.first().getByRole('cell', { name: NEWEST, exact: true }).waitFor();
    await rows.first().getByRole('cell', { name: SUBJECT, exact: true }).waitFor();
    await rows.nth(1).getByRole('cell', { name: OLDER, exact: true }).waitFor();
    expect(await page.title()).toBe('Mail Outbox | Institute Membership Portal');
  });

  it("finds the recipient with 'Search Data' and the mail's view shows the one-time code", async () => {
    const { page } = session;
    const row = await searchTable(page, NEWEST);
    await page.locator('tbody tr').filter({ hasText: OLDER }).waitFor({ state: 'detached' });
    await row.getByRole('button', { name: 'View' }).click();
    const dialog = page.getByRole('dialog', { name: `E-mail - ${SUBJECT}` });
    await dialog.waitFor();
    expect(code).toMatch(/^\d{6}$/);
    await dialog.getByText(`Your one-time password reset code is ${code}.`, { exact: false }).waitFor();
    await dialog.getByText(NEWEST, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(pageErrors.get(page)).toEqual([]);
  });

  it('a member who types /user/mail-outbox does not get the screen: the session ends and the app goes to /', async () => {
    const page = await newPage(session.browser);
    const calls = await requestsDuring(page, '/mail/outbox', async () => {
      await signInAs(page, 'member', '/user/mail-outbox');
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByText('You do not have access to that page. Please sign in again.').waitFor();
    });
    expect(calls).toBe(0);
    expect(await sessionKeys(page)).toEqual([]);
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });
});
