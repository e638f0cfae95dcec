/**
 * react-admin marks a label required (' *') when the input's validators include one flagged isRequired. The
 * engine validates with its yup schema instead, so a field declared `labelRequired` gets this validator: it only
 * carries the flag and never reports a problem.
 */
import type { Validator } from 'react-admin';

export const REQUIRED_MARK: Validator = Object.assign(() => undefined, { isRequired: true });

/** The `validate` prop giving a declared field its label mark, or none. */
export const markOf = (def: { labelRequired?: boolean }) => (def.labelRequired ? REQUIRED_MARK : undefined);
