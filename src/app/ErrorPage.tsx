import { Box, Typography } from '@mui/material';
import { publicText } from '../i18n/publicText';

/** Spec §2 render-failure page; plain MUI so both shells can show it. */
export const ErrorPage = () => (
  <Box role="alert" sx={{ p: 4, textAlign: 'center' }}>
    <Typography variant="h4" component="h1" gutterBottom>
      {publicText('app.errorTitle')}
    </Typography>
    <Typography color="text.secondary">{publicText('app.errorBody')}</Typography>
  </Box>
);
