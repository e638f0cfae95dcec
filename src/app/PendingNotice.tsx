import { Alert, AlertTitle } from '@mui/material';
import { text } from '../i18n/text';

/** What a route of spec §2 shows until a later issue builds its screen. */
export const PendingNotice = () => (
  <Alert severity="info">
    <AlertTitle>{text('app.notAvailable')}</AlertTitle>
    {text('app.notAvailableHint')}
  </Alert>
);
