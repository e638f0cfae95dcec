import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Checkbox, FormControlLabel, Link, Stack, Typography } from '@mui/material';
import { LightTextField } from './LightTextField';
import { Link as RouterLink } from 'react-router-dom';
import { accessWasDenied, forgetAccessDenied } from '../../app/accessDeniedNotice';
import { text } from '../../i18n/text';
import { AuthCard } from './AuthCard';
import { PasswordField } from './PasswordField';
import { useLoginSubmit } from './useLoginSubmit';

interface FieldErrors {
  email?: string;
  password?: string;
}

/** Spec §5: both fields are required, and no request is made unless both are filled. */
const validate = (email: string, password: string): FieldErrors => ({
  email: email.trim() ? undefined : text('login.emailRequired'),
  password: password ? undefined : text('login.passwordRequired'),
});

const PageLink = ({ to, children }: { to: string; children: string }) => (
  <Link component={RouterLink} to={to} underline="hover">
    {children}
  </Link>
);

/** Spec §2 login screen (public: plain React + MUI, no react-admin). */
export const LoginPage = () => {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { inProgress, failure, submit } = useLoginSubmit();
  // Shown once after the page-access guard ended the session; gone on the next sign-in.
  const [accessDenied, setAccessDenied] = useState(accessWasDenied);
  useEffect(forgetAccessDenied, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (inProgress) return;
    const found = validate(email, password);
    setErrors(found);
    if (found.email || found.password) return;
    setAccessDenied(false);
    void submit(email.trim(), password);
  };

  return (
    <AuthCard title={text('login.title')} backToSignIn={false}>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2}>
          {accessDenied && <Alert severity="warning">{text('login.accessDenied')}</Alert>}
          {failure && <Alert severity="error">{failure}</Alert>}
          <LightTextField
            label={text('login.email')}
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setErrors((current) => ({ ...current, email: undefined }));
            }}
            error={Boolean(errors.email)}
            helperText={errors.email}
            fullWidth
            autoFocus
          />
          <PasswordField
            label={text('login.password')}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setErrors((current) => ({ ...current, password: undefined }));
            }}
            error={Boolean(errors.password)}
            helperText={errors.password}
            fullWidth
          />
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
            {/* Present as in the original screen; it stores nothing (spec §2). */}
            <FormControlLabel control={<Checkbox name="saveCredentials" />} label={text('login.saveCredentials')} />
            <Typography variant="body2">
              {text('login.forgotPassword')} <PageLink to="/password-reset-member">{text('login.reset')}</PageLink>
            </Typography>
          </Box>
          <Button type="submit" variant="contained" size="large" disabled={inProgress} fullWidth data-primary-action>
            {inProgress ? text('login.loggingIn') : text('login.submit')}
          </Button>
          <Typography variant="body2" align="center">
            {text('login.noAccount')} <PageLink to="/signup">{text('login.signUp')}</PageLink>
          </Typography>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            <PageLink to="/user-inquiry-form">{text('login.troubleLoggingIn')}</PageLink>
            <PageLink to="/events">{text('login.events')}</PageLink>
          </Box>
        </Stack>
      </Box>
    </AuthCard>
  );
};
