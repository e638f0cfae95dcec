import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import { text } from '../i18n/text';

/** A route of spec §2 whose screen a later issue builds: its title and a plain "not available yet". */
export const PendingPage = ({ title }: { title: string }) => (
  <Box sx={{ p: { xs: 2, sm: 4 } }}>
    <Typography variant="h5" component="h1" gutterBottom>
      {title}
    </Typography>
    <Alert severity="info">
      <AlertTitle>{text('app.notAvailable')}</AlertTitle>
      {text('app.notAvailableHint')}
    </Alert>
  </Box>
);
