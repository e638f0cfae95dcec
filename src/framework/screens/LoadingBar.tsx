/** The visible loading state while a screen fetches (spec §2: tables show a loading state). */
import { Box, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { msg } from '../../i18n/keys';

export const LoadingBar = ({ loading }: { loading: boolean }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ height: 4 }}>
      {loading && <LinearProgress aria-label={translate(msg('engine.loading'))} />}
    </Box>
  );
};
