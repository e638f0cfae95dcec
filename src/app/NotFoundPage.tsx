import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { text } from '../i18n/text';

/** Spec §2 404 page; plain MUI so it works standalone and inside the admin layout. */
export const NotFoundPage = () => (
  <Box sx={{ p: 4, textAlign: 'center' }}>
    <Typography variant="h3" component="h1" gutterBottom>
      {text('app.notFound')}
    </Typography>
    <Typography color="text.secondary" gutterBottom>
      {text('app.notFoundHint')}
    </Typography>
    <Button component={RouterLink} to="/" variant="contained" sx={{ mt: 2 }}>
      {text('app.backHome')}
    </Button>
  </Box>
);
