import type { Page } from 'playwright-core';
import { loginSessionEntries } from '../../../src/domain/session';
import type { LoginResponse } from '../../../src/domain/auth';
import { DEFAULT_LANDING_PATH, LANDING_BY_ROLE } from '../../../resources/screens';
import { apiUrl, baseUrl } from './servers';

/**
 * POST auth/signin from the test itself: the login response the login screen would have received. `api`: the API's
 * base URL, the test worker's unless a file runs an API of its own.
 */
export async function apiSignIn(email: string, password: string, api: string = apiUrl()): Promise<LoginResponse> {
  const response = await fetch(`${api}/auth/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  const body = (await response.json()) as LoginResponse;
  if (!body.token || !body.User) throw new Error(`sign-in of ${email} through the API failed: ${response.status} ${body.status ?? ''}`);
  return body;
}

/** Where the login screen sends the account after signing in (src/providers/authProvider.ts landingPathFor). */
export const landingOf = (response: LoginResponse): string => (response.User && LANDING_BY_ROLE[response.User.userRoleID]) || DEFAULT_LANDING_PATH;

/**
 * Signs the page's tab in as the login screen would (the same call, the same session storage, then a fresh load of
 * the landing page) without driving the screen. For tests about what a signed-in user does: the screen costs a page
 * load and its spec'd 2-second spinner each time, and login.e2e.ts, routing.e2e.ts and the journeys cover it.
 * `path`: load this page instead of the landing page; `own`: the API and app of a file that runs its own (the timed
 * files), instead of the test worker's.
 */
export async function signInByToken(
  page: Page,
  email: string,
  password: string,
  path?: string,
  own?: { apiUrl: string; baseUrl: string },
): Promise<LoginResponse> {
  const response = await apiSignIn(email, password, own?.apiUrl);
  // session storage belongs to the origin: the tab must be on it before it can be written (robots.txt: no app)
  if (!page.url().startsWith(own?.baseUrl ?? baseUrl())) await page.goto('/robots.txt');
  await page.evaluate((entries) => {
    for (const [key, value] of entries) sessionStorage.setItem(key, value);
  }, loginSessionEntries(response));
  await page.goto(path ?? landingOf(response));
  return response;
}
