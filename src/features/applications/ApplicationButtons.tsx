/**
 * The form's buttons (Save, Save and Exit, Submit), or once the application is submitted only the red
 * "Already submitted" badge (spec §2, §4).
 */
import { Box, Button, Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { APPLICATION_TEXT } from '../../domain/applicationRules.mjs';
import { msg } from '../../i18n/keys';
import type { SaveIntent } from './useApplicationFlow';

interface Props {
  submitted: boolean;
  busy: boolean;
  onSave: (intent: SaveIntent) => void;
}

export const AlreadySubmittedBadge = () => <Chip color="error" label={APPLICATION_TEXT.alreadySubmitted} data-testid="already-submitted" />;

export const ApplicationButtons = ({ submitted, busy, onSave }: Props) => {
  const translate = useTranslate();
  if (submitted) return <AlreadySubmittedBadge />;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      <Button variant="outlined" disabled={busy} onClick={() => onSave('save')}>
        {translate(msg('applications.save'))}
      </Button>
      <Button variant="outlined" disabled={busy} onClick={() => onSave('exit')}>
        {translate(msg('applications.saveAndExit'))}
      </Button>
      <Button variant="contained" disabled={busy} onClick={() => onSave('submit')}>
        {translate(msg('applications.submit'))}
      </Button>
    </Box>
  );
};
