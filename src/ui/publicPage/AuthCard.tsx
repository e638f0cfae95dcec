import type { ReactNode } from 'react';
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
    <div className="institute-brand" data-testid="institute-brand">
      <InstituteLogo logoPath={identity?.logoPath} size={40} />
      <div className="institute-brand-text">
        {/* a no-break space keeps the line's height until the name has loaded */}
        <p className="plain-subtitle1 institute-brand-name">{identity?.companyName ?? '\u00a0'}</p>
        <p className="plain-body2 plain-secondary">{publicText('app.tagline')}</p>
      </div>
    </div>
  );
};

const BackToSignIn = () => (
  <div className="back-to-sign-in">
    <LightLink className="plain-link" to={LOGIN_PATH}>
      {publicText('app.backToSignIn')}
    </LightLink>
  </div>
);

/**
 * The page's controls, disabled until the app has hydrated the page's HTML (made at build time): before that a
 * form would submit itself as a plain GET, the typed password in the address.
 */
const UntilHydrated = ({ children }: { children?: ReactNode }) => {
  const hydrated = useHydrated();
  return (
    <fieldset className="until-hydrated" disabled={!hydrated} data-until-hydrated>
      {children}
    </fieldset>
  );
};

/**
 * The centred card every public page sits in, narrow enough for a phone, with the footer below. Plain elements
 * (src/ui/plain/plainSheet.css), so a page without MUI inside (/events) loads none.
 */
export const AuthCard = ({ title, subtitle, backToSignIn = true, align = 'center', children }: Props) => (
  <div className="public-page">
    <div className={align === 'top' ? 'public-page-main top' : 'public-page-main'}>
      <div className="public-card" data-testid="auth-card">
        <div className="public-card-content">
          <InstituteBrand />
          <h1 className="plain-h5 plain-gutter">{title}</h1>
          {subtitle && <p className="plain-body2 plain-secondary public-subtitle">{subtitle}</p>}
          <UntilHydrated>{children}</UntilHydrated>
          {backToSignIn && <BackToSignIn />}
        </div>
      </div>
    </div>
    <PortalFooter />
  </div>
);
