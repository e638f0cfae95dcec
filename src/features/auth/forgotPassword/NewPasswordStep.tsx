import { useState, type FormEvent } from 'react';
import { Box, Button, Stack } from '@mui/material';
import { publicText } from '../../../i18n/publicText';
import { PasswordField } from '../PasswordField';

/** New and confirm password of the forgotten-password flow. */
export const NewPasswordStep = ({ busy, onSubmit }: { busy: boolean; onSubmit: (next: string, confirm: string) => void }) => {
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit(next, confirm);
  };
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        <PasswordField label={publicText('forgotPassword.newPassword')} value={next} onChange={(e) => setNext(e.target.value)} autoComplete="new-password" fullWidth />
        <PasswordField label={publicText('forgotPassword.confirmPassword')} value={confirm} onChange={(e) => setConfirm(e.target.value)} autoComplete="new-password" fullWidth />
        <Button type="submit" variant="contained" disabled={busy} fullWidth data-primary-action>
          {publicText('forgotPassword.setPassword')}
        </Button>
      </Stack>
    </Box>
  );
};
