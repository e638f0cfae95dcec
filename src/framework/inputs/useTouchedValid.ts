/**
 * Spec §5: after touch a field shows whether it is valid. MUI's error state already shows an invalid one in red
 * (the border of a select too); this answers whether it is touched and valid, which FieldInput shows in green.
 */
import { useFormContext, useFormState } from 'react-hook-form';

export const useTouchedValid = (source: string): boolean => {
  const { getFieldState } = useFormContext();
  // subscribing to this field's state alone re-renders only this input when it changes
  const { isTouched, invalid } = getFieldState(source, useFormState({ name: source }));
  return isTouched && !invalid;
};

/** The green of a touched valid field: its label, its underline (filled and standard inputs) and outline. */
export const TOUCHED_VALID_SX = {
  '& .MuiFormLabel-root, & .MuiFormLabel-root.Mui-focused': { color: 'success.main' },
  '& .MuiFilledInput-root::before, & .MuiFilledInput-root::after, & .MuiInput-root::before, & .MuiInput-root::after': { borderBottomColor: 'success.main' },
  '& .MuiOutlinedInput-notchedOutline': { borderColor: 'success.main' },
} as const;
