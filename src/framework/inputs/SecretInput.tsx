/**
 * A text typed out of sight (a password, a key) with the eye button that shows it. Browsers must
 * not fill a saved login password into it, hence autocomplete 'new-password'.
 */
import { useState } from 'react';
import { InputAdornment } from '@mui/material';
import { TextInput, type TextInputProps } from 'react-admin';
import { RevealButton } from '../display/RevealButton';

export const SecretInput = (props: TextInputProps) => {
  const [shown, setShown] = useState(false);
  const label = typeof props.label === 'string' ? props.label : undefined;
  return (
    <TextInput
      {...props}
      type={shown ? 'text' : 'password'}
      autoComplete="new-password"
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <RevealButton shown={shown} onToggle={() => setShown((s) => !s)} label={label} />
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
