import { Box, Typography } from '@mui/material';
import { text } from '../i18n/text';

/** Spec §2 render-failure page; plain MUI so both shells can show it. */
export const ErrorPage = () => (
  <Box role="alert" sx={{ p: 4, textAlign: 'center' }}>
    <Typography variant="h4" component="h1" gutterBottom>
      {text('app.errorTitle')}
    </Typography>
    <Typography color="text.secondary">{text('app.errorBody')}</Typography>
  </Box>
);
