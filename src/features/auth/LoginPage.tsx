import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, Box, Button, Link, Typography } from '@mui/material';
import { LightTextField } from '../../ui/lightField/LightTextField';
import { LightLink } from '../../routing/location/LightLink';
import { accessWasDenied, forgetAccessDenied } from '../../routing/accessDeniedNotice';
import { publicText } from '../../i18n/publicText';
import { AuthCard } from '../../ui/publicPage/AuthCard';
import { PasswordField } from './PasswordField';
import { useLoginSubmit } from './useLoginSubmit';

interface FieldErrors {
  email?: string;
  password?: string;
}

/** Spec §5: both fields are required, and no request is made unless both are filled. */
const validate = (email: string, password: string): FieldErrors => ({
  email: email.trim() ? undefined : publicText('login.emailRequired'),
  password: password ? undefined : publicText('login.passwordRequired'),
});

const PageLink = ({ to, children }: { to: string; children: string }) => (
  <Link component={LightLink} to={to} underline="hover">
    {children}
  </Link>
);

/** Spec §2 login screen (public: plain React + MUI, no react-admin). */
export const LoginPage = () => {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { inProgress, failure, submit } = useLoginSubmit();
  // Shown once after the page-access guard ended the session; gone on the next sign-in.
  const [accessDenied, setAccessDenied] = useState(accessWasDenied);
  useEffect(forgetAccessDenied, []);
  // what the fields break now: shown after a submit; a filled field is green once left (spec §5)
  const breaks = validate(email, password);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (inProgress) return;
    const found = validate(email, password);
    setErrors(found);
    if (found.email || found.password) return;
    setAccessDenied(false);
    void submit(email.trim(), password, remember);
  };

  return (
    <AuthCard title={publicText('login.title')} backToSignIn={false}>
      <Box component="form" noValidate onSubmit={onSubmit}>
        {/* a flex column rather than MUI's Stack: /login loads no Stack code (bench budget) */}
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {accessDenied && <Alert severity="warning">{publicText('login.accessDenied')}</Alert>}
          {failure && <Alert severity="error">{failure}</Alert>}
          <LightTextField
            label={publicText('login.email')}
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setErrors((current) => ({ ...current, email: undefined }));
            }}
            error={Boolean(errors.email)}
            valid={!breaks.email}
            helperText={errors.email}
            fullWidth
            autoFocus
          />
          <PasswordField
            label={publicText('login.password')}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setErrors((current) => ({ ...current, password: undefined }));
            }}
            error={Boolean(errors.password)}
            valid={!breaks.password}
            helperText={errors.password}
            fullWidth
          />
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
            {/* Ticked, the sign-in outlives the browser session until the token expires (the password is never kept).
                A native checkbox in the theme's colour: MUI's Checkbox and FormControlLabel would add 3.5 KiB gzip
                to /login (npm run bench). */}
            <Box component="label" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, cursor: 'pointer', typography: 'body1' }}>
              <Box
                component="input"
                type="checkbox"
                name="saveCredentials"
                checked={remember}
                onChange={(e: ChangeEvent<HTMLInputElement>) => setRemember(e.target.checked)}
                sx={{ width: 18, height: 18, m: 0, accentColor: (theme) => theme.palette.primary.main }} />
              {publicText('login.saveCredentials')}
            </Box>
            <Typography variant="body2">
              {publicText('login.forgotPassword')} <PageLink to="/password-reset-member">{publicText('login.reset')}</PageLink>
            </Typography>
          </Box>
          <Button type="submit" variant="contained" size="large" disabled={inProgress} fullWidth data-primary-action>
            {inProgress ? publicText('login.loggingIn') : publicText('login.submit')}
          </Button>
          <Typography variant="body2" align="center">
            {publicText('login.noAccount')} <PageLink to="/signup">{publicText('login.signUp')}</PageLink>
          </Typography>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            <PageLink to="/user-inquiry-form">{publicText('login.troubleLoggingIn')}</PageLink>
            <PageLink to="/events">{publicText('login.events')}</PageLink>
          </Box>
        </Box>
      </Box>
    </AuthCard>
  );
};
