import type { ReactNode } from 'react';
import { Box, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import AccountBalance from '@mui/icons-material/AccountBalance';
import { Link as RouterLink } from 'react-router-dom';
import { LOGIN_PATH } from '../../domain/session';
import { publicText } from '../../i18n/publicText';

interface Props {
  title: string;
  subtitle?: string;
  /** Every public page leads back to the sign-in page, except that page itself. */
  backToSignIn?: boolean;
  children?: ReactNode;
}

/** The institute's name above every public page, so they read as one product. */
const InstituteBrand = () => (
  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }} data-testid="institute-brand">
    <AccountBalance color="primary" fontSize="large" />
    <Box>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
        {publicText('app.institute')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {publicText('app.tagline')}
      </Typography>
    </Box>
  </Stack>
);

const BackToSignIn = () => (
  <Box sx={{ textAlign: 'center', mt: 2 }}>
    <Link component={RouterLink} to={LOGIN_PATH} underline="hover">
      {publicText('app.backToSignIn')}
    </Link>
  </Box>
);

/** The centred card every public page sits in; narrow enough for a phone. */
export const AuthCard = ({ title, subtitle, backToSignIn = true, children }: Props) => (
  <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100', p: { xs: 1, sm: 2 } }}>
    <Card sx={{ width: '100%', maxWidth: 440 }} data-testid="auth-card">
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <InstituteBrand />
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {subtitle}
          </Typography>
        )}
        {children}
        {backToSignIn && <BackToSignIn />}
      </CardContent>
    </Card>
  </Box>
);
