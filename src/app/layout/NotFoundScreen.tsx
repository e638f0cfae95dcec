import { Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { text } from '../../i18n/text';
import { ScreenHeading } from '../../ui/ScreenHeading';

/** Spec §2 404 inside the admin layout (an unknown path of a logged-in user, and /not-found). */
export const NotFoundScreen = () => (
  <>
    <ScreenHeading title="app.notFound" />
    <Typography color="text.secondary" gutterBottom>
      {text('app.notFoundHint')}
    </Typography>
    <Button component={RouterLink} to="/" variant="contained" sx={{ mt: 2 }} data-primary-action>
      {text('app.backHome')}
    </Button>
  </>
);
