import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Notification } from 'react-admin';
import { PasswordResetPage } from '../../../src/features/auth/PasswordResetPage';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { HttpError } from '../../../src/providers/httpError';
import { mockHttpClient } from '../app/support/http';

const { post } = mockHttpClient();

const renderPage = () =>
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <PasswordResetPage />
      <Notification />
    </AdminContext>,
  );

const fill = (current: string, next: string, confirm: string) => {
  fireEvent.change(screen.getByLabelText('Current Password'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('New Password'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: confirm } });
};
const clickReset = () => fireEvent.click(screen.getByRole('button', { name: 'Reset' }));

beforeEach(() => {
  post.mockReset();
});

describe('password reset (spec §2, §4, §5, §8)', () => {
  it('has current, new and confirm password fields and a Reset button', async () => {
    renderPage();
    for (const label of ['Current Password', 'New Password', 'Confirm Password']) {
      expect(await screen.findByLabelText(label)).toHaveAttribute('type', 'password');
    }
    expect(screen.getByRole('button', { name: 'Reset' })).toBeInTheDocument();
  });

  it.each([
    ['', '', ''],
    ['Old@1234', '', ''],
    ['Old@1234', 'New@1234', ''],
    ['', 'New@1234', 'New@1234'],
  ])('fires only when all three are filled (%j, %j, %j)', async (current, next, confirm) => {
    renderPage();
    await screen.findByLabelText('Current Password');
    fill(current, next, confirm);
    clickReset();
    expect(screen.getByText('Please fill in all three password fields')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('refuses a confirm password that does not match', async () => {
    renderPage();
    await screen.findByLabelText('Current Password');
    fill('Old@1234', 'New@1234', 'New@9999');
    clickReset();
    expect(screen.getByText('New password and confirm password do not match')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it("'00': posts the three fields, toasts 'Password Reset Successfull' and clears the form", async () => {
    post.mockResolvedValue({ status: 'Password changed successfully', statusCode: '00' });
    renderPage();
    await screen.findByLabelText('Current Password');
    fill('Old@1234', 'New@1234', 'New@1234');
    clickReset();
    expect(await screen.findByText('Password Reset Successfull')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('usermanagement/reset/password', {
      oldPassword: 'Old@1234',
      newPassword: 'New@1234',
      confirmPassword: 'New@1234',
    });
    await waitFor(() => expect(screen.getByLabelText('Current Password')).toHaveValue(''));
    expect(screen.getByLabelText('New Password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm Password')).toHaveValue('');
  });

  it("'00' with a token: the session goes on with it (the change ended every older token)", async () => {
    sessionStorage.setItem('auth', 'token-of-the-old-password');
    post.mockResolvedValue({ status: 'Password changed successfully', statusCode: '00', token: 'token-of-the-new-password' });
    renderPage();
    await screen.findByLabelText('Current Password');
    fill('Old@1234', 'New@1234', 'New@1234');
    clickReset();
    expect(await screen.findByText('Password Reset Successfull')).toBeInTheDocument();
    expect(sessionStorage.getItem('auth')).toBe('token-of-the-new-password');
  });

  it("'00' without a token keeps the stored one", async () => {
    sessionStorage.setItem('auth', 'token-of-the-session');
    post.mockResolvedValue({ status: 'Password changed successfully', statusCode: '00' });
    renderPage();
    await screen.findByLabelText('Current Password');
    fill('Old@1234', 'New@1234', 'New@1234');
    clickReset();
    expect(await screen.findByText('Password Reset Successfull')).toBeInTheDocument();
    expect(sessionStorage.getItem('auth')).toBe('token-of-the-session');
  });

  it("'02': shows the server's message as an error toast", async () => {
    sessionStorage.setItem('auth', 'token-of-the-session');
    post.mockRejectedValue(new HttpError('Current password is incorrect', 409, { statusCode: '02' }));
    renderPage();
    await screen.findByLabelText('Current Password');
    fill('Wrong@123', 'New@1234', 'New@1234');
    clickReset();
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(screen.queryByText('Password Reset Successfull')).toBeNull();
    expect(screen.getByLabelText('Current Password')).toHaveValue('Wrong@123');
    expect(sessionStorage.getItem('auth')).toBe('token-of-the-session');
  });
});
