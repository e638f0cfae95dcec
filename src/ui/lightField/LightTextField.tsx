import { useId, type ChangeEventHandler, type HTMLAttributes, type KeyboardEventHandler, type ReactNode } from 'react';
import { LIGHT_FIELD_CONTROL, LightFieldFrame, useTouched } from './LightFieldFrame';

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
  /** The value passes the field's rules: the field shows green once it has been left (spec §5). */
  valid?: boolean;
  helperText?: ReactNode;
  autoFocus?: boolean;
  fullWidth?: boolean;
  endAdornment?: ReactNode;
}

/**
 * The outlined text field of the public pages: a plain input in MUI's outlined look (LightFieldFrame). MUI's
 * TextField drags in Select, Menu, Popover and Modal (it can render a select), and its OutlinedInput its own
 * input machinery; phones on mobile data should not download those to log in.
 */
export const LightTextField = ({ label, helperText, error, valid, fullWidth, endAdornment, type = 'text', ...input }: LightTextFieldProps) => {
  const id = useId();
  const helperId = `${id}-helper`;
  const [touched, onBlur] = useTouched();
  return (
    <LightFieldFrame
      id={id}
      label={label}
      helperId={helperId}
      helperText={helperText}
      error={error}
      valid={touched && valid}
      fullWidth={fullWidth}
      filled={input.value !== ''}
      endAdornment={endAdornment}
    >
      <input
        {...input}
        id={id}
        type={type}
        onBlur={onBlur}
        className={LIGHT_FIELD_CONTROL}
        aria-invalid={error ?? false}
        aria-describedby={helperText ? helperId : undefined}
      />
    </LightFieldFrame>
  );
};
