import { Box, CircularProgress } from '@mui/material';
import { text } from '../i18n/text';

/** Suspense fallback while a screen's chunk loads. */
export const PageLoading = () => (
  <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }} role="progressbar" aria-label={text('app.loading')}>
    <CircularProgress />
  </Box>
);
