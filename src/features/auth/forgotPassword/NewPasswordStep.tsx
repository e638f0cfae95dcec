import { useState, type FormEvent } from 'react';
import { Box, Button, Stack } from '@mui/material';
import { text } from '../../../i18n/text';
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
        <PasswordField label={text('forgotPassword.newPassword')} value={next} onChange={(e) => setNext(e.target.value)} autoComplete="new-password" fullWidth />
        <PasswordField label={text('forgotPassword.confirmPassword')} value={confirm} onChange={(e) => setConfirm(e.target.value)} autoComplete="new-password" fullWidth />
        <Button type="submit" variant="contained" disabled={busy} fullWidth data-primary-action>
          {text('forgotPassword.setPassword')}
        </Button>
      </Stack>
    </Box>
  );
};
