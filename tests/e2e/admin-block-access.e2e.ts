import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiUrl, launchBrowser, loginAs, newPage, sessionKeys } from './support/browser';
import { confirm, loginWith, sideMenuLinks } from './support/admin';

/** A seeded member (role 22); the item is one of the member role's menus with a guarded URL. */
const USER = { email: 'user10@example.org', password: 'User@123', userID: 10 };
const OTHER_MEMBER = { email: 'user11@example.org', password: 'User@123' };
const ITEM = { id: 205, title: 'Membership Fees', url: '/user/membership-fees' };
const MEMBER_LANDING = '/member/member-dashboard';

let browser: Browser;
let admin: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  admin = await newPage(browser);
  await loginAs(admin, 'admin');
});

/** The menu titles the API hands a user at login (signin straight to the mock API). */
async function menuTitlesAtLogin(email: string, password: string): Promise<string[]> {
  const response = await fetch(`${apiUrl()}/auth/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  const { UserMenu } = (await response.json()) as { UserMenu: { title: string; children?: unknown[] }[] };
  const titles = (items: { title: string; children?: unknown[] }[]): string[] =>
    items.flatMap((item) => [item.title, ...titles((item.children ?? []) as { title: string }[])]);
  return titles(UserMenu);
}

// Self-cleaning even when a test failed half way: the block is lifted through the API.
afterAll(async () => {
  const token = await admin?.evaluate(() => sessionStorage.getItem('auth')).catch(() => null);
  if (token) {
    await fetch(`${apiUrl()}/usermanagement/blockmenu`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ scope: 'user', userId: USER.userID, menuId: ITEM.id, blocked: false }),
    });
  }
  await browser?.close();
});

/** Chooses the user on /user/blockaccess and waits for both lists. */
async function openUserAccess(): Promise<void> {
  await admin.goto('/user/blockaccess');
  await admin.getByRole('radio', { name: 'User' }).check();
  const user = admin.getByRole('combobox', { name: 'User' });
  await user.fill(USER.email);
  await admin.getByRole('option', { name: new RegExp(`\\(${USER.email}\\)`) }).click();
  await admin.getByRole('region', { name: 'Allowed menu items' }).getByRole('listitem').first().waitFor();
}

describe('Block Access (/user/blockaccess), user scope', () => {
  it(`blocks '${ITEM.title}' for ${USER.email}`, async () => {
    await openUserAccess();
    const put = admin.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith('/usermanagement/blockmenu'));
    await admin.getByRole('button', { name: `Block ${ITEM.title}`, exact: true }).click();
    await confirm(admin, 'Yes');
    expect((await put).postDataJSON()).toEqual({ scope: 'user', userId: USER.userID, menuId: ITEM.id, blocked: true });
    await admin.getByText('Menu access updated').waitFor();
    const blocked = admin.getByRole('region', { name: 'Blocked items' });
    await blocked.getByRole('button', { name: `Unblock ${ITEM.title}`, exact: true }).waitFor();
    const allowed = admin.getByRole('region', { name: 'Allowed menu items' });
    await allowed.getByRole('button', { name: `Block ${ITEM.title}`, exact: true }).waitFor({ state: 'detached' });
  });

  it('the user no longer has the item in the menu and its URL is refused', async () => {
    const page = await newPage(browser);
    await loginWith(page, USER.email, USER.password, MEMBER_LANDING);
    const links = await sideMenuLinks(page);
    expect(links).toContain('Member Details');
    expect(links).not.toContain(ITEM.title);
    await page.goto(ITEM.url);
    await page.waitForURL((url) => url.pathname === '/');
    expect(await sessionKeys(page)).toEqual([]);
    await page.context().close();
  });

  it('another member of the same role keeps the item', async () => {
    expect(await menuTitlesAtLogin(OTHER_MEMBER.email, OTHER_MEMBER.password)).toContain(ITEM.title);
  });

  it('unblocking gives the item back at the next login', async () => {
    await openUserAccess();
    await admin.getByRole('button', { name: `Unblock ${ITEM.title}`, exact: true }).click();
    await confirm(admin, 'Yes');
    await admin.getByText('Menu access updated').waitFor();
    await admin.getByRole('region', { name: 'Allowed menu items' }).getByRole('button', { name: `Block ${ITEM.title}`, exact: true }).waitFor();
    await admin.getByRole('region', { name: 'Blocked items' }).getByText('No menu items').waitFor();
    expect(await menuTitlesAtLogin(USER.email, USER.password)).toContain(ITEM.title);
  });
});
