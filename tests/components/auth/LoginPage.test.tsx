import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { LoginPage } from '../../../src/features/auth/LoginPage';
import * as authProvider from '../../../src/providers/authProvider';
import { noteAccessDenied } from '../../../src/routing/accessDeniedNotice';

const loginMock = vi.fn<typeof authProvider.login>();
const assign = vi.fn();

const renderLogin = () =>
  render(
    <MemoryRouter>
      <LoginPage />
    </MemoryRouter>,
  );

const fill = (email: string, password: string) => {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
};
const clickLogin = () => fireEvent.click(screen.getByRole('button', { name: 'Login' }));
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  // A spy on the app's module for each test (the shared setup restores it): this file shares its module graph
  // with other files (vitest.config.ts), so it cannot replace the module itself.
  vi.spyOn(authProvider, 'login').mockImplementation(loginMock);
  loginMock.mockReset();
  assign.mockReset();
  vi.stubGlobal('location', { ...window.location, assign });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('login validation (spec §5)', () => {
  it('requires both fields and makes no request when both are empty', () => {
    renderLogin();
    clickLogin();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(loginMock).not.toHaveBeenCalled();
  });

  it('makes no request without a password', () => {
    renderLogin();
    fill('member@example.org', '');
    clickLogin();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.queryByText('Email is required')).toBeNull();
    expect(loginMock).not.toHaveBeenCalled();
  });

  it('makes no request without an email (blank counts as empty)', () => {
    renderLogin();
    fill('   ', 'Member@123');
    clickLogin();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(loginMock).not.toHaveBeenCalled();
  });

  it('a field is green once left filled (spec §5), not while empty, and red, not green, after a refused submit', () => {
    renderLogin();
    const email = screen.getByLabelText('E-mail');
    const password = screen.getByLabelText('Password');
    const green = (input: HTMLElement) => input.closest('[data-valid]') !== null;
    fireEvent.blur(email);
    expect(green(email)).toBe(false);
    fireEvent.change(email, { target: { value: 'nimal@example.org' } });
    expect(green(email)).toBe(true);
    fireEvent.blur(password);
    clickLogin();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(password.closest('[data-error]')).not.toBeNull();
    expect(green(password)).toBe(false);
    expect(green(email)).toBe(true);
  });

  it('uses an email input and submits with Enter', async () => {
    loginMock.mockReturnValue(new Promise(() => {}));
    renderLogin();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    await userEvent.type(screen.getByLabelText('E-mail'), 'member@example.org');
    await userEvent.type(screen.getByLabelText('Password'), 'Member@123{enter}');
    expect(loginMock).toHaveBeenCalledWith('member@example.org', 'Member@123', false);
  });
});

describe('login progress and outcome (spec §4, §8, §9)', () => {
  it('shows "Logging in..." for at least 2000 ms even when the server answers at once', async () => {
    vi.useFakeTimers();
    loginMock.mockRejectedValue(new Error('Bad credentials'));
    renderLogin();
    fill('member@example.org', 'wrong');
    clickLogin();
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    await advance(1999);
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByRole('button', { name: 'Logging in...' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('goes to the landing path (navigate and reload) only after the 2000 ms', async () => {
    vi.useFakeTimers();
    loginMock.mockResolvedValue({ landingPath: '/member/member-dashboard', user: { userid: 7, userRoleID: 22, username: 'm', firstName: 'N', lastName: 'P' } });
    renderLogin();
    fill('member@example.org', 'Member@123');
    clickLogin();
    await advance(1999);
    expect(assign).not.toHaveBeenCalled();
    await advance(1);
    expect(assign).toHaveBeenCalledWith('/member/member-dashboard');
  });

  it('shows "Invalid Credentials" on failure and clears it after 3000 ms', async () => {
    vi.useFakeTimers();
    loginMock.mockRejectedValue(new Error('Bad credentials'));
    renderLogin();
    fill('member@example.org', 'wrong');
    clickLogin();
    await advance(2000);
    expect(screen.getByText('Invalid Credentials')).toBeInTheDocument();
    await advance(2999);
    expect(screen.getByText('Invalid Credentials')).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByText('Invalid Credentials')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('says the attempts are exceeded when the server reports the limit', async () => {
    vi.useFakeTimers();
    loginMock.mockRejectedValue(new Error('user login attempt limitation is over'));
    renderLogin();
    fill('member@example.org', 'Member@123');
    clickLogin();
    await advance(2000);
    expect(screen.getByText('You have exceeded the login attempts. Please reset the password')).toBeInTheDocument();
    expect(screen.queryByText('Invalid Credentials')).toBeNull();
  });

  it("shows another server status as it is (e.g. an account awaiting authorization)", async () => {
    vi.useFakeTimers();
    loginMock.mockRejectedValue(new Error('Your account is awaiting authorization by an administrator.'));
    renderLogin();
    fill('new@example.org', 'Secret123');
    clickLogin();
    await advance(2000);
    expect(screen.getByText('Your account is awaiting authorization by an administrator.')).toBeInTheDocument();
  });
});

describe('login screen parts (spec §2)', () => {
  it('toggles the password between hidden and shown', () => {
    renderLogin();
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('has the Save Credentials checkbox, unticked at first; ticked, the sign-in is asked to outlive the browser session', async () => {
    loginMock.mockReturnValue(new Promise(() => {}));
    renderLogin();
    const box = screen.getByRole('checkbox', { name: 'Save Credentials' });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    expect(box).toBeChecked();
    await userEvent.type(screen.getByLabelText('E-mail'), 'member@example.org');
    await userEvent.type(screen.getByLabelText('Password'), 'Member@123{enter}');
    expect(loginMock).toHaveBeenCalledWith('member@example.org', 'Member@123', true);
  });

  it('links to reset, sign up, trouble logging in and events', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Reset' })).toHaveAttribute('href', '/password-reset-member');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Trouble logging in?' })).toHaveAttribute('href', '/user-inquiry-form');
    expect(screen.getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/events');
  });
});

describe('after the page-access guard ended the session (spec §2)', () => {
  const NOTICE = 'You do not have access to that page. Please sign in again.';
  afterEach(() => sessionStorage.clear());

  it('says why once, and forgets the notice so a reload does not repeat it', () => {
    noteAccessDenied();
    renderLogin();
    expect(screen.getByRole('alert')).toHaveTextContent(NOTICE);
    expect(sessionStorage.getItem('accessDenied')).toBeNull();
  });

  it('drops the notice on the next sign-in', () => {
    loginMock.mockReturnValue(new Promise(() => {}));
    noteAccessDenied();
    renderLogin();
    fill('member@example.org', 'Member@123');
    clickLogin();
    expect(screen.queryByText(NOTICE)).toBeNull();
  });

  it('says nothing on an ordinary visit', () => {
    renderLogin();
    expect(screen.queryByText(NOTICE)).toBeNull();
  });
});
