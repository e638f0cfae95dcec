/**
 * The password change screen against the REAL mock API (in process, its own temp data): the change ends every
 * token of the account, the screen's own included, so the tab that made it goes on only because it stores the
 * token the answer brings. After the change the app's own client is still let in; the token it had before, and
 * another session's, are refused.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, Notification } from 'react-admin';
import { PasswordResetPage } from '../../../src/features/auth/PasswordResetPage';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { http } from '../../../src/providers/http';
import { readToken, replaceToken } from '../../../src/providers/session';
// @ts-expect-error: plain ESM test helper without types
import { bearer, signin, startApi } from '../../api/helpers.mjs';

type Api = ReturnType<typeof startApi>;
let api: Api;
const USERNAME = 'user08@example.org';
const PROBE = '/api/usermanagement/get-member-types';

beforeAll(() => {
  api = startApi();
}, 30_000);
afterAll(() => api?.cleanup());
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** fetch -> the in-process API (supertest), answered as a Response. */
const forwardFetch = () =>
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toLowerCase() as 'get' | 'post';
    let request = api.request[method](url.pathname + url.search);
    new Headers(init.headers).forEach((value: string, name: string) => (request = request.set(name, value)));
    const answer = await (init.body ? request.send(String(init.body)) : request);
    return new Response(answer.text, { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });

describe('changing the password keeps the tab that changed it signed in, and only that one', () => {
  it('the screen stores the fresh token: the next call gets through, the older tokens are refused', async () => {
    const before: string = (await signin(api.request, USERNAME, 'User@123')).body.token;
    const otherTab: string = (await signin(api.request, USERNAME, 'User@123')).body.token;
    replaceToken(before);
    forwardFetch();
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <PasswordResetPage />
        <Notification />
      </AdminContext>,
    );
    fireEvent.change(await screen.findByLabelText('Current Password'), { target: { value: 'User@123' } });
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'Changed@2026' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'Changed@2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Password Reset Successfull', {}, { timeout: 8000 })).toBeInTheDocument();

    expect(readToken()).not.toBe(before);
    await expect(http.get('usermanagement/get-member-types')).resolves.toBeDefined();
    expect(readToken()).not.toBeNull(); // a 401 would have ended the session
    for (const token of [before, otherTab]) expect((await api.request.get(PROBE).set(bearer(token))).status).toBe(401);
    expect((await signin(api.request, USERNAME, 'Changed@2026')).body.statusCode).toBe('00');
  });
});
