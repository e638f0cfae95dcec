import { Box, CircularProgress } from '@mui/material';
import { publicText } from '../i18n/publicText';

/** Suspense fallback while a screen's chunk loads. */
export const PageLoading = () => (
  <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
    <CircularProgress aria-label={publicText('app.loading')} />
  </Box>
);
