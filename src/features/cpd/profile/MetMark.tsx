/** ✓ or ✗ for a category minimum, named for screen readers ("Met" / "Not met"). */
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { msg } from '../../../i18n/keys';

export const MetMark = ({ met }: { met: boolean }) => {
  const translate = useTranslate();
  const label = translate(msg(met ? 'cpdProfile.metYes' : 'cpdProfile.metNo'));
  return (
    <Box component="span" role="img" aria-label={label} title={label} sx={{ color: met ? 'success.main' : 'error.main', fontWeight: 700 }}>
      {met ? '✓' : '✗'}
    </Box>
  );
};
