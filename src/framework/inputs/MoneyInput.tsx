/** Money in forms: a number with an 'LKR' prefix and a '.00' suffix (spec §5). */
import { InputAdornment } from '@mui/material';
import { NumberInput, type NumberInputProps } from 'react-admin';
import { CURRENCY } from '../../domain/money';

export const MoneyInput = (props: NumberInputProps) => (
  <NumberInput
    {...props}
    slotProps={{
      input: {
        startAdornment: <InputAdornment position="start">{CURRENCY}</InputAdornment>,
        endAdornment: <InputAdornment position="end">.00</InputAdornment>,
      },
    }}
  />
);
