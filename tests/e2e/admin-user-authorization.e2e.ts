import { describe, expect, it } from 'vitest';
import { fillLogin, newPage, pageErrors, sessionKeys, browserForFile } from './support/browser';
import { confirm, loginWith, outbox, searchTable } from './support/admin';

/** Seeded applicants pending authorization (statusID 1, password User@123). */
const AUTHORIZED = 'user35@example.org';
const REJECTED = 'user36@example.org';
const PASSWORD = 'User@123';

const session = browserForFile({ loggedInAs: 'admin' });

/** Opens 'User Authorization' on the user's row and answers it with `button`, then `confirmLabel`. */
async function decide(email: string, button: 'Authorize' | 'Reject', confirmLabel: string): Promise<void> {
  await session.page.goto('/user/userauth');
  const row = await searchTable(session.page, email);
  await row.getByRole('button', { name: 'Approve' }).click();
  const dialog = session.page.getByRole('dialog', { name: 'User Authorization' });
  const put = session.page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith('/usermanagement/userauth'));
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await confirm(session.page, confirmLabel);
  expect((await put).postDataJSON().approve).toBe(button === 'Authorize' ? 'approve' : 'reject');
  await session.page.getByText('User Authorization Success').waitFor();
  await dialog.waitFor({ state: 'detached' });
  // no longer pending: gone from the table
  await row.waitFor({ state: 'detached' });
}

describe('User Authorization (/user/userauth)', () => {
  it('authorizes one pending user and rejects another; each gets a mail', async () => {
    await decide(AUTHORIZED, 'Authorize', 'Approve it!');
    await decide(REJECTED, 'Reject', 'Reject it!');
    expect((await outbox(AUTHORIZED)).map((mail) => mail.subject)).toContain('Your institute portal account has been authorized');
    expect((await outbox(REJECTED)).map((mail) => mail.subject)).toContain('Your institute portal account has been rejected');
  });

  it('the authorized user lands on its dashboard', async () => {
    const page = await newPage(session.browser);
    await loginWith(page, AUTHORIZED, PASSWORD, '/member/application-dashboard');
    expect(await sessionKeys(page)).toContain('auth');
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });

  it('the rejected user sees the rejection message and stays on /login', async () => {
    const page = await newPage(session.browser);
    await page.goto('/login');
    await fillLogin(page, REJECTED, PASSWORD);
    await page.getByText('Your account has been rejected. Please contact the institute.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await sessionKeys(page)).toEqual([]);
    await page.context().close();
  });
});
