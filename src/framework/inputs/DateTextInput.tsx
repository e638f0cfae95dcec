/**
 * Dates in forms are typed as DD/MM/YYYY (spec §5). The form holds that text; the wire
 * conversion to YYYY-MM-DD happens once, on submit (see wire.ts), so partial typing is
 * never lost to a parse/format round trip.
 */
import { TextInput, type TextInputProps } from 'react-admin';

export const DATE_PLACEHOLDER = 'DD/MM/YYYY';

export const DateTextInput = (props: TextInputProps) => (
  <TextInput {...props} placeholder={DATE_PLACEHOLDER} slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }} />
);
