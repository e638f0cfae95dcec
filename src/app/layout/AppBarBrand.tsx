import { Box, Typography } from '@mui/material';
import { InstituteLogo } from '../../ui/identity/InstituteLogo';
import { useInstituteIdentity } from '../../ui/identity/useInstituteIdentity';

/**
 * The institute's logo and name (Global Details) at the app bar's left, taking the room the bar's buttons
 * leave (never theirs): on a phone the name takes up to two lines, on a desktop one; a longer one ends in an
 * ellipsis, whole in its tooltip.
 */
export const AppBarBrand = () => {
  const identity = useInstituteIdentity();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: '1 1 0', minWidth: 0, mr: 1 }} data-testid="app-bar-brand">
      <InstituteLogo logoPath={identity?.logoPath} size={32} />
      <Typography
        component="span"
        title={identity?.companyName}
        sx={{
          fontWeight: 500,
          lineHeight: 1.2,
          fontSize: { xs: '0.95rem', sm: '1.1rem' },
          whiteSpace: { xs: 'normal', sm: 'nowrap' },
          display: '-webkit-box',
          WebkitBoxOrient: 'vertical',
          WebkitLineClamp: { xs: 2, sm: 1 },
          overflow: 'hidden',
        }}
      >
        {identity?.companyName}
      </Typography>
    </Box>
  );
};
