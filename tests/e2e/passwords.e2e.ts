import { describe, expect, it } from 'vitest';
import { fillLogin, newPage, pageErrors, browserForFile } from './support/browser';
import { newestMail, oneTimeCode } from './support/admin';

const session = browserForFile();

/** The newest one-time code the mock API "mailed" to an address (it writes mail to the outbox). */
const latestCode = async (to: string): Promise<string> => oneTimeCode(await newestMail(to, 'Your password reset code'));

describe('passwords', () => {
  it('forgotten password: code from the outbox, new password, then login works', async () => {
    const email = 'user06@example.org';
    const page = await newPage(session.browser);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Reset' }).click();
    await page.waitForURL((url) => url.pathname === '/password-reset-member');
    // The login form stays on screen until the lazily loaded reset page arrives; both have an E-mail field.
    await page.getByText('Reset your password').waitFor();
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('One-time code').fill('000000');
    await page.getByRole('button', { name: 'Verify code' }).click();
    await page.getByText('Invalid or expired code').waitFor();
    await page.getByLabel('One-time code').fill(await latestCode(email));
    await page.getByRole('button', { name: 'Verify code' }).click();
    await page.getByLabel('New Password', { exact: true }).fill('Fresh@2026');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Fresh@2026');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Your password has been changed. You can now log in.').waitFor();
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await fillLogin(page, email, 'Fresh@2026');
    await page.waitForURL((url) => url.pathname === '/member/member-dashboard', { timeout: 20_000 });
    expect(pageErrors.get(page)).toEqual([]);
  });

  it('password reset screen: mismatch refused, wrong current password shows the server message, success toast, the session carries on', async () => {
    const page = await newPage(session.browser);
    await page.goto('/login');
    await fillLogin(page, 'user07@example.org', 'User@123');
    await page.waitForURL((url) => url.pathname === '/member/member-dashboard', { timeout: 20_000 });
    await page.goto('/user/password-reset');
    const fill = async (current: string, next: string, confirm: string) => {
      await page.getByLabel('Current Password', { exact: true }).fill(current);
      await page.getByLabel('New Password', { exact: true }).fill(next);
      await page.getByLabel('Confirm Password', { exact: true }).fill(confirm);
      await page.getByRole('button', { name: 'Reset' }).click();
    };
    await fill('User@123', 'Better@2026', 'Other@2026');
    await page.getByText('New password and confirm password do not match').first().waitFor();
    await fill('Wrong@123', 'Better@2026', 'Better@2026');
    await page.getByText('Current password is incorrect').waitFor();
    await fill('User@123', 'Better@2026', 'Better@2026');
    await page.getByText('Password Reset Successfull').waitFor();

    // The change ended every token of the old password; the page goes on with the fresh one it was handed,
    // so a second change is accepted instead of ending in "session expired" at /login.
    const second = page.waitForResponse((response) => response.url().endsWith('/usermanagement/reset/password'));
    await fill('Better@2026', 'Newer@2026', 'Newer@2026');
    const answer = await second;
    expect(answer.status()).toBe(200);
    expect(((await answer.json()) as { statusCode: string }).statusCode).toBe('00');
    await expect.poll(() => page.getByLabel('Current Password', { exact: true }).inputValue()).toBe('');
    expect(new URL(page.url()).pathname).toBe('/user/password-reset');
    expect(pageErrors.get(page)).toEqual([]);
  });
});
