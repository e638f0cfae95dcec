import { Alert, Button, Stack, Typography } from '@mui/material';
import { useSearch } from '../../../routing/location/browserLocation';
import { publicText } from '../../../i18n/publicText';
import { AuthCard } from '../../../ui/publicPage/AuthCard';
import { NewPasswordStep } from './NewPasswordStep';
import { SingleFieldStep } from './SingleFieldStep';
import { useForgotPassword } from './useForgotPassword';

/**
 * Forgotten password (public, /password-reset-member and /forgot-password-member): e-mail, one-time
 * code, new password. `?email=` opens the code step directly (the link of the mailed code).
 */
export const ForgotPasswordPage = () => {
  const params = new URLSearchParams(useSearch());
  const flow = useForgotPassword(params.get('email')?.trim() || null);

  const intro =
    flow.step === 'email'
      ? publicText('forgotPassword.intro')
      : flow.step === 'otp'
        ? publicText('forgotPassword.otpIntro', { email: flow.email })
        : flow.step === 'password'
          ? publicText('forgotPassword.passwordIntro')
          : undefined;

  return (
    <AuthCard title={publicText('forgotPassword.title')} subtitle={intro}>
      <Stack spacing={2}>
        {flow.notice && <Alert severity={flow.notice.severity}>{flow.notice.text}</Alert>}
        {flow.step === 'email' && (
          <SingleFieldStep label={publicText('forgotPassword.email')} type="email" inputMode="email" initialValue={flow.email}
            submitLabel={publicText('forgotPassword.sendCode')} busy={flow.busy} onSubmit={flow.sendCode} />
        )}
        {flow.step === 'otp' && (
          <>
            <SingleFieldStep label={publicText('forgotPassword.otp')} type="text" inputMode="numeric"
              submitLabel={publicText('forgotPassword.verify')} busy={flow.busy} onSubmit={flow.verifyCode} />
            <Button onClick={flow.restart} size="small">
              {publicText('forgotPassword.useAnotherEmail')}
            </Button>
          </>
        )}
        {flow.step === 'password' && <NewPasswordStep busy={flow.busy} onSubmit={flow.setNewPassword} />}
        {flow.step === 'done' && <Typography>{publicText('forgotPassword.passwordChanged')}</Typography>}
      </Stack>
    </AuthCard>
  );
};
