import { describe, expect, it } from 'vitest';
import { fillLogin, newPage, browserForFile } from './support/browser';

const session = browserForFile();

describe('login screen against the mock API', () => {
  it('empty fields show both messages and send nothing', async () => {
    const page = await newPage(session.browser);
    let signins = 0;
    page.on('request', (request) => request.url().includes('/api/auth/signin') && signins++);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Password is required').waitFor();
    expect(signins).toBe(0);
    await page.context().close();
  });

  it('a wrong password shows "Invalid Credentials" after "Logging in..."', async () => {
    const page = await newPage(session.browser);
    await page.goto('/login');
    await fillLogin(page, 'admin@example.org', 'wrong-password');
    await page.getByText('Logging in...').waitFor();
    await page.getByText('Invalid Credentials').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.context().close();
  });

  it('past the attempt limit even the right password is refused with the reset hint', async () => {
    const page = await newPage(session.browser);
    await page.goto('/login');
    const refused = page.getByText('Invalid Credentials');
    for (let attempt = 0; attempt < 3; attempt++) {
      // an attempt clears the last one's text as "Logging in..." shows, so the text that follows is its own
      await fillLogin(page, 'user05@example.org', 'not-the-password');
      await page.getByText('Logging in...').waitFor();
      expect(await refused.count()).toBe(0);
      await refused.waitFor();
    }
    await fillLogin(page, 'user05@example.org', 'User@123');
    await page.getByText('You have exceeded the login attempts. Please reset the password').waitFor();
    await page.context().close();
  });
});
