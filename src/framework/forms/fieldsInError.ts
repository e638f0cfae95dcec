/**
 * The fields a form shows in error, found in the page itself so that every form (the engine's, the bespoke ones
 * with their own state) is served by one rule, in the order a person reads them (document order), whatever the
 * order of its schema or its state. A field is in error when MUI marks it: aria-invalid on its control, or
 * Mui-error on its label, input or helper text (a file chooser, a group of radios).
 */

const MARKS = '[aria-invalid="true"], .Mui-error';
/** What can take the focus inside a field (MUI's hidden inputs behind a select are left out). */
const FOCUSABLE = 'input:not([type="hidden"]):not([aria-hidden="true"]):not([tabindex="-1"]), textarea, [role="combobox"], button, [tabindex="0"]';
/**
 * The element a set of marks belongs to: MUI's FormControl wraps a field's label, input and helper text. Not the
 * fieldset around a whole public page's controls (AuthCard), which is no field.
 */
const FIELD = '.MuiFormControl-root, fieldset:not([data-until-hydrated])';

export const fieldsInError = (scope: ParentNode): HTMLElement[] => {
  const fields: HTMLElement[] = [];
  for (const mark of scope.querySelectorAll<HTMLElement>(MARKS)) {
    const field = mark.closest<HTMLElement>(FIELD) ?? mark;
    if (!fields.includes(field)) fields.push(field);
  }
  return fields;
};

/**
 * Scrolls the first field in error into the middle of the view (clear of a sticky app bar, its label in sight)
 * and puts the focus in it. False when no field shows an error.
 */
export const focusFirstInvalid = (scope: ParentNode): boolean => {
  const [first] = fieldsInError(scope);
  if (!first) return false;
  const target = first.matches(FOCUSABLE) ? first : first.querySelector<HTMLElement>(FOCUSABLE);
  first.scrollIntoView?.({ block: 'center' });
  target?.focus({ preventScroll: true });
  return true;
};

/** The number of fields a react-hook-form errors object holds (nested ones, e.g. lines of a table, counted each). */
export const countFieldErrors = (errors: unknown): number => {
  if (!errors || typeof errors !== 'object') return 0;
  if (typeof (errors as { type?: unknown }).type === 'string' || typeof (errors as { message?: unknown }).message === 'string') return 1;
  return Object.entries(errors).reduce((sum, [name, value]) => (name === 'root' || name === 'ref' ? sum : sum + countFieldErrors(value)), 0);
};

/** The number of fields with a problem in a form's own problems map (a field's entry may be cleared to undefined). */
export const countProblems = (problems: Readonly<Record<string, unknown>>): number => Object.values(problems).filter(Boolean).length;
