import { useState, type FormEvent } from 'react';
import { Box, Button, Stack } from '@mui/material';
import { LightTextField } from '../../../ui/lightField/LightTextField';

interface Props {
  label: string;
  type: 'email' | 'text';
  submitLabel: string;
  busy: boolean;
  initialValue?: string;
  inputMode?: 'numeric' | 'email';
  onSubmit: (value: string) => void;
}

/** One input and one button, submitted with Enter: the e-mail step and the code step. */
export const SingleFieldStep = ({ label, type, submitLabel, busy, initialValue = '', inputMode, onSubmit }: Props) => {
  const [value, setValue] = useState(initialValue);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit(value);
  };
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        <LightTextField
          label={label}
          type={type}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          inputMode={inputMode}
          fullWidth
          autoFocus
        />
        <Button type="submit" variant="contained" disabled={busy} fullWidth data-primary-action>
          {submitLabel}
        </Button>
      </Stack>
    </Box>
  );
};
