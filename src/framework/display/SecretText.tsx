/** A secret value read-only: dots until the user reveals it with the eye button. */
import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import type { Message } from '../types';
import { HIDDEN_TEXT } from './displayText';
import { RevealButton } from './RevealButton';

export const SecretText = ({ value, label }: { value: string; label?: Message }) => {
  const [shown, setShown] = useState(false);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, maxWidth: '100%' }}>
      <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {shown ? value : HIDDEN_TEXT}
      </Typography>
      <RevealButton shown={shown} onToggle={() => setShown((s) => !s)} label={label} />
    </Box>
  );
};
