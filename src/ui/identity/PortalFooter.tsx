import { Box } from '@mui/material';
import { publicText } from '../../i18n/publicText';
import { useInstituteIdentity } from './useInstituteIdentity';

const FOOTER_BOX = { mt: 'auto', py: 1.5, px: 2, textAlign: 'center', typography: 'body2', color: 'text.secondary' } as const;

/**
 * The footer of every page, public and signed in: Global Details' footerTitle and versionNumber. A long title
 * wraps; "Version 1.0.0" stays on one line.
 */
export const PortalFooter = () => {
  const identity = useInstituteIdentity();
  // Its line is kept while the identity loads: a footer arriving later would push the centred card of a public
  // page up (layout shift).
  if (identity === null) return <Box sx={FOOTER_BOX} aria-hidden="true">{'\u00a0'}</Box>;
  const title = identity.footerTitle;
  const version = identity.versionNumber;
  if (!title && !version) return null;
  return (
    <Box component="footer" role="contentinfo" sx={FOOTER_BOX}>
      {title}
      {title && version && ' · '}
      {version && (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {publicText('app.version', { version })}
        </Box>
      )}
    </Box>
  );
};
