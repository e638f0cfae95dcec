import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ForgotPasswordPage } from '../../../src/features/auth/forgotPassword/ForgotPasswordPage';
import { HttpError } from '../../../src/providers/httpError';
import { openAt } from '../app/support/location';
import { mockHttpClient } from '../app/support/http';

const { post, get } = mockHttpClient();

const SENT = 'If an account exists for this e-mail address, a one-time code has been sent.';

const renderAt = (url = '/password-reset-member') => {
  openAt(url);
  return render(<ForgotPasswordPage />);
};

const submit = (label: string, value: string, button: string) => {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: button }));
};

const setPasswords = (next: string, confirm: string) => {
  fireEvent.change(screen.getByLabelText('New Password'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
};

beforeEach(() => {
  post.mockReset();
  get.mockReset();
});

describe('forgotten password (public)', () => {
  it('needs a valid e-mail before asking for a code', () => {
    renderAt();
    submit('E-mail', '', 'Send code');
    expect(screen.getByText('E-mail is required')).toBeInTheDocument();
    submit('E-mail', 'not-an-address', 'Send code');
    expect(screen.getByText('Please enter valid e-mail')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('runs e-mail -> code -> new password -> done, showing each server status', async () => {
    post.mockResolvedValueOnce({ status: SENT, statusCode: '00' });
    get.mockResolvedValueOnce({ status: 'Code verified', statusCode: '00' });
    post.mockResolvedValueOnce({ status: 'Password has been reset', statusCode: '00' });
    renderAt();

    submit('E-mail', ' member@example.org ', 'Send code');
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('otptoresetpassword', { email: 'member@example.org' });

    submit('One-time code', '123456', 'Verify code');
    expect(await screen.findByText('Code verified')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('member/verifedotp/member%40example.org/123456');

    setPasswords('New@12345', 'New@12345');
    expect(await screen.findByText('Password has been reset')).toBeInTheDocument();
    expect(post).toHaveBeenLastCalledWith('forgotpassword', {
      email: 'member@example.org',
      otp: '123456',
      newPassword: 'New@12345',
      confirmPassword: 'New@12345',
    });
    expect(screen.getByText('Your password has been changed. You can now log in.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('stays on the code step and shows the reason when the code is wrong', async () => {
    get.mockRejectedValueOnce(new HttpError('Invalid or expired code', 409, { statusCode: '02' }));
    renderAt('/forgot-password-member?email=member@example.org');
    expect(screen.getByText('Enter the one-time code sent to member@example.org. It is valid for 10 minutes.')).toBeInTheDocument();
    submit('One-time code', '000000', 'Verify code');
    expect(await screen.findByText('Invalid or expired code')).toBeInTheDocument();
    expect(screen.getByLabelText('One-time code')).toBeInTheDocument();
    submit('One-time code', '', 'Verify code');
    expect(screen.getByText('The code is required')).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('checks the new passwords on the client and shows a server refusal', async () => {
    get.mockResolvedValueOnce({ status: 'Code verified', statusCode: '00' });
    post.mockRejectedValueOnce(new HttpError('Password must be at least 8 characters long and contain a letter and a digit', 409));
    renderAt('/forgot-password-member?email=member@example.org');
    submit('One-time code', '123456', 'Verify code');
    await screen.findByText('Code verified');

    setPasswords('', '');
    expect(screen.getByText('Please fill in both password fields')).toBeInTheDocument();
    setPasswords('abc', 'abd');
    expect(screen.getByText('New password and confirm password do not match')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    setPasswords('short', 'short');
    expect(await screen.findByText('Password must be at least 8 characters long and contain a letter and a digit')).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toBeInTheDocument();
  });

  it('never crashes on a failure that is not an Error', async () => {
    post.mockRejectedValueOnce('network down');
    renderAt();
    submit('E-mail', 'member@example.org', 'Send code');
    expect(await screen.findByText('The request could not be completed. Please try again.')).toBeInTheDocument();
  });

  it('lets the user go back and use another e-mail address', () => {
    renderAt('/forgot-password-member?email=member@example.org');
    fireEvent.click(screen.getByRole('button', { name: 'Use another e-mail address' }));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('member@example.org');
  });
});
