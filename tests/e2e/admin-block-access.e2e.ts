import { afterAll, describe, expect, it } from 'vitest';
import { apiUrl, browserForFile, newPage, sessionKeys } from './support/browser';
import { confirm, sideMenuLinks } from './support/admin';
import { signInByToken } from './support/signIn';

/** A seeded member (role 22); the item is one of the member role's menus with a guarded URL. */
const USER = { email: 'user10@example.org', password: 'User@123', userID: 10 };
const OTHER_MEMBER = { email: 'user11@example.org', password: 'User@123' };
const ITEM = { id: 205, title: 'Membership Fees', url: '/user/membership-fees' };
const MEMBER_LANDING = '/member/member-dashboard';

const session = browserForFile({ loggedInAs: 'admin' });

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
  // Runs before browserForFile's own afterAll closes the browser (vitest runs after-hooks in stack order).
  const token = await Promise.resolve()
    .then(() => session.page.evaluate(() => sessionStorage.getItem('auth')))
    .catch(() => null);
  if (token) {
    await fetch(`${apiUrl()}/usermanagement/blockmenu`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ scope: 'user', userId: USER.userID, menuId: ITEM.id, blocked: false }),
    });
  }
});

/** Chooses the user on /user/blockaccess and waits for both lists. */
async function openUserAccess(): Promise<void> {
  await session.page.goto('/user/blockaccess');
  await session.page.getByRole('radio', { name: 'User' }).check();
  const user = session.page.getByRole('combobox', { name: 'User' });
  await user.fill(USER.email);
  await session.page.getByRole('option', { name: new RegExp(`\\(${USER.email}\\)`) }).click();
  await session.page.getByRole('region', { name: 'Allowed menu items' }).getByRole('listitem').first().waitFor();
}

describe('Block Menu Access (/user/blockaccess), user scope', () => {
  it(`blocks '${ITEM.title}' for ${USER.email}`, async () => {
    await openUserAccess();
    const put = session.page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith('/usermanagement/blockmenu'));
    await session.page.getByRole('button', { name: `Block ${ITEM.title}`, exact: true }).click();
    await confirm(session.page, 'Yes');
    expect((await put).postDataJSON()).toEqual({ scope: 'user', userId: USER.userID, menuId: ITEM.id, blocked: true });
    await session.page.getByText('Menu access updated').waitFor();
    const blocked = session.page.getByRole('region', { name: 'Blocked items' });
    await blocked.getByRole('button', { name: `Unblock ${ITEM.title}`, exact: true }).waitFor();
    const allowed = session.page.getByRole('region', { name: 'Allowed menu items' });
    await allowed.getByRole('button', { name: `Block ${ITEM.title}`, exact: true }).waitFor({ state: 'detached' });
  });

  it('the user no longer has the item in the menu and its URL is refused', async () => {
    const page = await newPage(session.browser);
    await signInByToken(page, USER.email, USER.password, MEMBER_LANDING);
    const links = await sideMenuLinks(page);
    expect(links).toContain('Member Details');
    expect(links).not.toContain(ITEM.title);
    await page.goto(ITEM.url);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('You do not have access to that page. Please sign in again.').waitFor();
    expect(await sessionKeys(page)).toEqual([]);
    await page.context().close();
  });

  it('another member of the same role keeps the item', async () => {
    expect(await menuTitlesAtLogin(OTHER_MEMBER.email, OTHER_MEMBER.password)).toContain(ITEM.title);
  });

  it('unblocking gives the item back at the next login', async () => {
    await openUserAccess();
    await session.page.getByRole('button', { name: `Unblock ${ITEM.title}`, exact: true }).click();
    await confirm(session.page, 'Yes');
    await session.page.getByText('Menu access updated').waitFor();
    await session.page.getByRole('region', { name: 'Allowed menu items' }).getByRole('button', { name: `Block ${ITEM.title}`, exact: true }).waitFor();
    await session.page.getByRole('region', { name: 'Blocked items' }).getByText('No menu items').waitFor();
    expect(await menuTitlesAtLogin(USER.email, USER.password)).toContain(ITEM.title);
  });
});
