import type { ReactNode } from 'react';
import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { LightLink } from '../../routing/location/LightLink';
import { useHydrated } from '../useHydrated';
import { LOGIN_PATH } from '../../../resources/screens';
import { publicText } from '../../i18n/publicText';
import { InstituteLogo } from '../identity/InstituteLogo';
import { PortalFooter } from '../identity/PortalFooter';
import { useInstituteIdentity } from '../identity/useInstituteIdentity';

interface Props {
  title: string;
  subtitle?: string;
  /** Every public page leads back to the sign-in page, except that page itself. */
  backToSignIn?: boolean;
  /**
   * 'top' for a page whose content grows after it has shown (a list that arrives): a centred card would move
   * up by half of every growth, and the whole card would shift under the reader's eyes.
   */
  align?: 'center' | 'top';
  children?: ReactNode;
}

/** The institute's logo and name (Global Details) above every public page, so they read as one product. */
const InstituteBrand = () => {
  const identity = useInstituteIdentity();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }} data-testid="institute-brand">
      <InstituteLogo logoPath={identity?.logoPath} size={40} />
      <Box sx={{ minWidth: 0 }}>
        {/* a no-break space keeps the line's height until the name has loaded */}
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, lineHeight: 1.2, overflowWrap: 'anywhere' }}>
          {identity?.companyName ?? '\u00a0'}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {publicText('app.tagline')}
        </Typography>
      </Box>
    </Box>
  );
};

const BackToSignIn = () => (
  <Box sx={{ textAlign: 'center', mt: 2 }}>
    <Link component={LightLink} to={LOGIN_PATH} underline="hover">
      {publicText('app.backToSignIn')}
    </Link>
  </Box>
);

/**
 * The page's controls, disabled until the app has hydrated the page's HTML (made at build time): before that a
 * form would submit itself as a plain GET, the typed password in the address.
 */
const UntilHydrated = ({ children }: { children?: ReactNode }) => {
  const hydrated = useHydrated();
  return (
    <Box component="fieldset" disabled={!hydrated} data-until-hydrated sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      {children}
    </Box>
  );
};

/** The centred card every public page sits in, narrow enough for a phone, with the footer below. */
export const AuthCard = ({ title, subtitle, backToSignIn = true, align = 'center', children }: Props) => (
  <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'grey.100' }}>
    <Box sx={{ flexGrow: 1, display: 'flex', alignItems: align === 'top' ? 'flex-start' : 'center', justifyContent: 'center', p: { xs: 1, sm: 2 } }}>
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
          <UntilHydrated>{children}</UntilHydrated>
          {backToSignIn && <BackToSignIn />}
        </CardContent>
      </Card>
    </Box>
    <PortalFooter />
  </Box>
);
