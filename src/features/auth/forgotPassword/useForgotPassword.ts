import { useState } from 'react';
import { publicText } from '../../../i18n/publicText';
import { errorMessage } from '../../../framework/errorMessage';
import { requestResetCode, resetForgottenPassword, verifyResetCode } from './forgotPasswordApi';

export type ForgotStep = 'email' | 'otp' | 'password' | 'done';

export interface Notice {
  severity: 'success' | 'error' | 'info';
  text: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** e-mail -> one-time code -> new password -> done; each server status is shown as it comes. */
export const useForgotPassword = (initialEmail: string | null) => {
  const [step, setStep] = useState<ForgotStep>(initialEmail ? 'otp' : 'email');
  const [email, setEmail] = useState(initialEmail ?? '');
  const [otp, setOtp] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  /** Runs one call; a failure shows its reason and keeps the user on the same step. */
  const run = async (call: () => Promise<{ status?: string }>, next: ForgotStep) => {
    setBusy(true);
    setNotice(null);
    try {
      const reply = await call();
      setNotice(reply?.status ? { severity: 'success', text: reply.status } : null);
      setStep(next);
    } catch (error) {
      setNotice({ severity: 'error', text: errorMessage(error, publicText('forgotPassword.requestFailed')) });
    } finally {
      setBusy(false);
    }
  };

  const fail = (message: string) => setNotice({ severity: 'error', text: message });

  const sendCode = (value: string) => {
    const address = value.trim();
    if (!address) return fail(publicText('forgotPassword.emailRequired'));
    if (!EMAIL.test(address)) return fail(publicText('forgotPassword.emailInvalid'));
    setEmail(address);
    return run(() => requestResetCode(address), 'otp');
  };

  const verifyCode = (value: string) => {
    const code = value.trim();
    if (!code) return fail(publicText('forgotPassword.otpRequired'));
    setOtp(code);
    return run(() => verifyResetCode(email, code), 'password');
  };

  const setNewPassword = (newPassword: string, confirmPassword: string) => {
    if (!newPassword || !confirmPassword) return fail(publicText('forgotPassword.passwordsRequired'));
    if (newPassword !== confirmPassword) return fail(publicText('forgotPassword.mismatch'));
    return run(() => resetForgottenPassword({ email, otp, newPassword, confirmPassword }), 'done');
  };

  const restart = () => {
    setStep('email');
    setOtp('');
    setNotice(null);
  };

  return { step, email, notice, busy, sendCode, verifyCode, setNewPassword, restart };
};
