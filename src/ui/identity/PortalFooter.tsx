import { publicText } from '../../i18n/publicText';
import { useInstituteIdentity } from './useInstituteIdentity';

/**
 * The footer of every page, public and signed in: Global Details' footerTitle and versionNumber. A long title
 * wraps; "Version 1.0.0" stays on one line. Plain elements (src/ui/plain/plainSheet.css), as on /events.
 */
export const PortalFooter = () => {
  const identity = useInstituteIdentity();
  // Its line is kept while the identity loads: a footer arriving later would push the centred card of a public
  // page up (layout shift).
  if (identity === null) return <div className="portal-footer" aria-hidden="true">{'\u00a0'}</div>;
  const title = identity.footerTitle;
  const version = identity.versionNumber;
  if (!title && !version) return null;
  return (
    <footer className="portal-footer" role="contentinfo">
      {title}
      {title && version && ' · '}
      {version && <span className="version">{publicText('app.version', { version })}</span>}
    </footer>
  );
};
