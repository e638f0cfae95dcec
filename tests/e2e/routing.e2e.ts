import { describe, expect, it } from 'vitest';
import { DEMO, fillLogin, loginAs, newPage, pageErrors, sessionKeys, signInAs, browserForFile } from './support/browser';
import { takeApiCalls } from './support/apiCalls';

const ACCESS_DENIED = 'You do not have access to that page. Please sign in again.';

const session = browserForFile();

describe('login lands each role on its dashboard', () => {
  for (const who of ['admin', 'applicant', 'member'] as const) {
    it(`${who} lands on ${DEMO[who].landing} with the session stored`, async () => {
      const page = await newPage(session.browser);
      await loginAs(page, who);
      expect(new URL(page.url()).pathname).toBe(DEMO[who].landing);
      const keys = await sessionKeys(page);
      for (const key of ['auth', 'User', 'UserMenu', 'Global_Data', 'URLList']) expect(keys).toContain(key);
      expect(pageErrors.get(page)).toEqual([]);
      await page.context().close();
    });
  }
});

describe('route behaviour', () => {
  it('a private route while logged out goes to /login', async () => {
    const page = await newPage(session.browser);
    await page.goto('/param/globaldata');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('E-mail').waitFor();
    await page.context().close();
  });

  it('a public route while logged in goes to /select-option', async () => {
    const page = await newPage(session.browser);
    await signInAs(page, 'member', '/login');
    await page.waitForURL((url) => url.pathname === '/select-option');
    await page.context().close();
  });

  it('an unknown path shows 404 Not Found, logged out and logged in', async () => {
    const page = await newPage(session.browser);
    await page.goto('/no/such/page');
    await page.getByText('404 Not Found').waitFor();
    await signInAs(page, 'admin', '/still/not/a/page');
    await page.getByText('404 Not Found').waitFor();
    await page.context().close();
  });

  it('a URL outside the permitted list clears the session and lands on /, where the login page says why once', async () => {
    const page = await newPage(session.browser);
    await signInAs(page, 'member', '/param/globaldata');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText(ACCESS_DENIED).waitFor();
    await page.getByLabel('E-mail').waitFor();
    // nothing of the session is left, not even the one-shot notice
    expect(await sessionKeys(page)).toEqual([]);
    await page.reload();
    await page.getByLabel('E-mail').waitFor();
    expect(await page.getByText(ACCESS_DENIED).count()).toBe(0);
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });

  it('the access notice goes away on the next sign-in', async () => {
    const page = await newPage(session.browser);
    await signInAs(page, 'member', '/user/all');
    await page.getByText(ACCESS_DENIED).waitFor();
    await fillLogin(page, DEMO.member.email, DEMO.member.password);
    await page.getByRole('button', { name: 'Logging in...' }).waitFor();
    expect(await page.getByText(ACCESS_DENIED).count()).toBe(0);
    await page.waitForURL((url) => url.pathname === DEMO.member.landing, { timeout: 20_000 });
    await page.context().close();
  });

  it('the page title follows the menu item, "Welcome" by default', async () => {
    const page = await newPage(session.browser);
    await signInAs(page, 'admin', '/no/menu/item/here');
    await page.getByText('404 Not Found').waitFor();
    expect(await page.title()).toBe('Welcome');
    await page.goto('/param/globaldata');
    await page.getByRole('button', { name: 'Update Global Details' }).waitFor();
    expect(await page.title()).toBe('Global Details | Institute Membership Portal');
    await page.context().close();
  });
});

describe('the calls the browser sends to the API', () => {
  it('are matched to the OpenAPI document: a call it lacks is reported (and fails the test that sent it)', async () => {
    const page = await newPage(session.browser);
    await page.goto('/login');
    await page.getByLabel('E-mail').waitFor();
    // the login form is prerendered: it shows before the app has started, so wait for the app's own calls to end
    await page.waitForLoadState('networkidle');
    // the login page's own calls are recorded, and all are in the document
    const loginCalls = takeApiCalls();
    expect(loginCalls.length).toBeGreaterThan(0);
    expect(loginCalls.filter(({ operation }) => operation === null)).toEqual([]);
    await page.evaluate(() => Promise.all(['/api/no-such-call/7', '/api/event/public-events?page=1'].map((url) => fetch(url))));
    const byCall = (a: { call: string }, b: { call: string }) => a.call.localeCompare(b.call);
    expect(takeApiCalls().sort(byCall)).toEqual([
      { call: 'GET /api/event/public-events', operation: 'GET /api/event/public-events' },
      { call: 'GET /api/no-such-call/7', operation: null },
    ]);
    await page.context().close();
  });
});
