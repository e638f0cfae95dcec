/**
 * A date of a react-admin form: the portal's one date field (DateTextField) bound to the form. Dates in forms
 * are DD/MM/YYYY (spec §5); the form holds that text and the wire conversion to YYYY-MM-DD happens once, on
 * submit (see wire.ts), so partial typing is never lost to a parse/format round trip.
 */
import clsx from 'clsx';
import { FieldTitle, InputHelperText, useInput, type InputProps } from 'react-admin';
import type { SxProps, Theme } from '@mui/material';
import { DateTextField, type DateTextFieldProps } from './date/DateTextField';

export { DATE_PLACEHOLDER } from './date/DateTextField';

export type DateTextInputProps = InputProps<string | null> &
  Pick<DateTextFieldProps, 'minDate' | 'maxDate' | 'calendarOpensOn' | 'fullWidth' | 'placeholder'> & {
    size?: 'small' | 'medium';
    readOnly?: boolean;
    className?: string;
    sx?: SxProps<Theme>;
  };

export const DateTextInput = (props: DateTextInputProps) => {
  const { label, helperText, source, resource, className, sx, readOnly, disabled, minDate, maxDate, calendarOpensOn, fullWidth, size, placeholder } = props;
  const { field, fieldState, id, isRequired } = useInput({ ...props, type: 'text' });
  const showHelper = helperText !== false || fieldState.invalid;
  return (
    <DateTextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(text) => field.onChange(text)}
      onBlur={field.onBlur}
      className={clsx('ra-input', `ra-input-${source}`, className)}
      sx={sx}
      fullWidth={fullWidth}
      size={size}
      placeholder={placeholder}
      disabled={disabled}
      readOnly={readOnly}
      minDate={minDate}
      maxDate={maxDate}
      calendarOpensOn={calendarOpensOn}
      label={label !== '' && label !== false ? <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} /> : null}
      error={fieldState.invalid}
      helperText={showHelper ? <InputHelperText error={fieldState.error?.message} helperText={helperText} /> : null}
    />
  );
};
