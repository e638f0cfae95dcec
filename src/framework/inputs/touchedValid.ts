/**
 * Spec §5 (V5.95): after touch a field shows whether it is valid. MUI's error state shows an invalid one in red
 * (a select's border too); a field that is touched and without error shows in green.
 *
 * It only reads the form's state: it registers nothing, mounts nothing around the input, and takes no part in what
 * the form submits. Keep it that way: react-hook-form leaves a disabled field's value out of the submit once that
 * input has rendered again after the form's reset (each render registers it again, as disabled), and the edit
 * forms send their read-only values (a role's name, a user's e-mail) only because nothing re-renders those inputs.
 * The first version read the field's whole state (getFieldState: validatingFields too) for every field: each
 * validation, the submit's included, then re-rendered every field's wrapper and the input inside, disabled ones too,
 * and PUT updaterole lost userRoleName.
 */
import { get, useFormState } from 'react-hook-form';

/** The class of a touched valid field's root (its FormControl); TOUCHED_VALID_SX colours what is inside. */
export const TOUCHED_VALID_CLASS = 'Portal-touchedValid';

/**
 * True once the field is touched (blurred) and without error. With `shows` false (a read-only or disabled field)
 * it is false and subscribes to nothing, so it never renders that field again.
 */
export const useTouchedValid = (source: string, shows: boolean): boolean => {
  const formState = useFormState({ name: source, disabled: !shows });
  if (!shows) return false;
  // Only touchedFields and errors are read (react-hook-form tracks for the whole form what is read here), both on
  // every render, so that an update of either renders this field again. A blur's update carries the touch with the
  // validation's outcome, so a field is never green before its error is known.
  const touched = !!get(formState.touchedFields, source);
  const invalid = !!get(formState.errors, source);
  return touched && !invalid;
};

const GREEN = 'success.main';
/** The label is text (WCAG AA 4.5:1 also on the filled input's grey): the darker green; borders success.main. */
const GREEN_TEXT = 'success.dark';

/**
 * The green of a touched valid field, whatever its variant: label (focused too), the filled and standard inputs'
 * underline, the outlined input's outline. Scoped to TOUCHED_VALID_CLASS, so the style is the same object for
 * every input (one emotion class) and only the class comes and goes.
 */
export const TOUCHED_VALID_SX = {
  [`&.${TOUCHED_VALID_CLASS}`]: {
    '& .MuiFormLabel-root, & .MuiFormLabel-root.Mui-focused': { color: GREEN_TEXT },
    '& .MuiFilledInput-root::before, & .MuiFilledInput-root::after, & .MuiInput-root::before, & .MuiInput-root::after': { borderBottomColor: GREEN },
    '& .MuiOutlinedInput-notchedOutline, & .Mui-focused .MuiOutlinedInput-notchedOutline': { borderColor: GREEN },
  },
} as const;

/** The props that give an input root the green once `green` holds. */
export const touchedValidProps = (green: boolean) => ({ className: green ? TOUCHED_VALID_CLASS : undefined, sx: TOUCHED_VALID_SX });
