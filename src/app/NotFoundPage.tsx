import { Typography } from '@mui/material';
import { AuthCard } from '../features/auth/AuthCard';
import { text } from '../i18n/text';

/** Spec §2 404 for a visitor (not logged in): in the public pages' card, with the way back to sign in. */
export const NotFoundPage = () => (
  <AuthCard title={text('app.notFound')}>
    <Typography color="text.secondary">{text('app.notFoundHint')}</Typography>
  </AuthCard>
);
