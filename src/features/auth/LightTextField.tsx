import { useId, type ChangeEventHandler, type HTMLAttributes, type KeyboardEventHandler, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface LightTextFieldProps {
  label: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  /** E.g. a contact number blocking the letter e (spec §5). */
  onKeyDown?: KeyboardEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  name?: string;
  type?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  error?: boolean;
  helperText?: ReactNode;
  autoFocus?: boolean;
  fullWidth?: boolean;
  endAdornment?: ReactNode;
}

/**
 * The outlined text field of the public pages. MUI's TextField drags in Select, Menu, Popover and
 * Modal (it can render a select); phones on mobile data should not download those to log in.
 */
export const LightTextField = ({ label, helperText, error, fullWidth, inputMode, ...input }: LightTextFieldProps) => {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl variant="outlined" error={error} fullWidth={fullWidth}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        inputProps={{ inputMode, 'aria-describedby': helperText ? helperId : undefined }}
        {...input}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
};
