/**
 * The institute's identity (Global Details' companyName, logoPath, footerTitle, versionNumber) on the
 * public pages and in the signed-in shell, from the one public call, fetched once per page load, without a token.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { RouteGate } from '../../../src/app/RouteGate';
import { AdminApp } from '../../../src/app/AdminApp';
import { forgetInstituteIdentity, loadInstituteIdentity } from '../../../src/ui/identity/instituteIdentity';
import { openAt } from '../app/support/location';
import { storeSession } from '../app/support/session';

const IDENTITY = { companyName: 'The Institute of Testing', logoPath: '/brand/logo.png', footerTitle: '© Testing Institute', versionNumber: '2.1.0' };

/** fetch answering the public call (with whatever extra the server might leak) and 404 for everything else. */
const stubApi = (identityAnswer: () => Response) => {
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) =>
    String(input) === '/api/institute-identity' ? identityAnswer() : new Response('{}', { status: 404 }),
  );
  vi.stubGlobal('fetch', fetch);
  return { fetch, identityCalls: () => fetch.mock.calls.filter(([input]) => String(input) === '/api/institute-identity') };
};
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const visit = (path: string) => {
  openAt(path);
  return render(<RouteGate />);
};

beforeEach(() => forgetInstituteIdentity());
afterEach(() => vi.unstubAllGlobals());

describe('the public pages', () => {
  it("show Global Details' companyName and logo on the login card, and footerTitle and versionNumber in the footer", async () => {
    stubApi(() => json(IDENTITY));
    visit('/login');
    const brand = await screen.findByTestId('institute-brand');
    expect(await within(brand).findByText('The Institute of Testing')).toBeInTheDocument();
    expect(within(brand).getByTestId('institute-logo')).toHaveAttribute('src', '/brand/logo.png');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© Testing Institute · Version 2.1.0');
    expect(document.title).toBe('Welcome');
  });

  it('ask once per page load, without a token, and keep only the four fields of the answer', async () => {
    const api = stubApi(() => json({ ...IDENTITY, encryptKey: 'leaked', frontURL: 'http://x' }));
    sessionStorage.setItem('auth', 'a-token-that-must-not-be-sent');
    expect(Object.keys(await loadInstituteIdentity()).sort()).toEqual(['companyName', 'footerTitle', 'logoPath', 'versionNumber']);
    await loadInstituteIdentity();
    sessionStorage.clear();
    visit('/events');
    await screen.findByText('The Institute of Testing');
    expect(api.identityCalls()).toHaveLength(1);
    const [, init] = api.identityCalls()[0];
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
  });

  it('keep the one answer from page to page (sign up, then back to sign in)', async () => {
    const api = stubApi(() => json(IDENTITY));
    visit('/signup');
    await screen.findByText('The Institute of Testing');
    fireEvent.click(screen.getByRole('link', { name: 'Back to sign in' }));
    await screen.findByRole('button', { name: 'Login' });
    expect(screen.getByTestId('institute-brand')).toHaveTextContent('The Institute of Testing');
    expect(api.identityCalls()).toHaveLength(1);
  });

  it("still name the institute, with the portal's own logo and no footer, when the call fails", async () => {
    stubApi(() => new Response('{}', { status: 500 }));
    visit('/login');
    const brand = await screen.findByTestId('institute-brand');
    expect(await within(brand).findByText('The Institute')).toBeInTheDocument();
    expect(within(brand).getByTestId('institute-logo')).toHaveAttribute('src', '/logo.svg');
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it("never load a logo path of another scheme (the portal's own logo instead), nor one that fails", async () => {
    stubApi(() => json({ ...IDENTITY, logoPath: 'javascript:alert(1)' }));
    visit('/login');
    const brand = await screen.findByTestId('institute-brand');
    await within(brand).findByText('The Institute of Testing');
    expect(within(brand).getByTestId('institute-logo')).toHaveAttribute('src', '/logo.svg');
    fireEvent.error(within(brand).getByTestId('institute-logo'));
    expect(within(brand).queryByTestId('institute-logo')).toBeNull();
  });

  it("falls back to the portal's own logo when the institute's fails to load", async () => {
    stubApi(() => json(IDENTITY));
    visit('/login');
    const brand = await screen.findByTestId('institute-brand');
    await within(brand).findByText('The Institute of Testing');
    fireEvent.error(within(brand).getByTestId('institute-logo'));
    expect(within(brand).getByTestId('institute-logo')).toHaveAttribute('src', '/logo.svg');
  });
});

describe('the signed-in shell', () => {
  beforeEach(() => {
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    storeSession();
  });

  it('shows the logo and companyName in the app bar and the footer under the page', async () => {
    stubApi(() => json(IDENTITY));
    render(
      <MemoryRouter initialEntries={['/member/member-dashboard']}>
        <AdminApp />
      </MemoryRouter>,
    );
    const brand = await screen.findByTestId('app-bar-brand');
    expect(await within(brand).findByText('The Institute of Testing')).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByTestId('institute-logo')).toHaveAttribute('src', '/brand/logo.png');
    expect(await screen.findByRole('contentinfo')).toHaveTextContent('© Testing Institute · Version 2.1.0');
  });

  it('titles a private page that is no menu item "Welcome" (its heading keeps its name)', async () => {
    stubApi(() => json(IDENTITY));
    document.title = 'a stale title';
    render(
      <MemoryRouter initialEntries={['/user/password-reset']}>
        <AdminApp />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Password Reset' })).toBeInTheDocument();
    expect(document.title).toBe('Welcome');
  });
});
