// Reading request bodies: forms send text, sometimes numbers; nothing here trusts a type.

export const isPlainObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The trimmed text of a field, '' when absent or not text. */
export const trimmed = (value) => (typeof value === 'string' ? value.trim() : '');

/** The app's e-mail rule (src/domain/fieldRules.mjs). */
export { isEmail, isPhoneNumber } from '../../../src/domain/fieldRules.mjs';

/** A positive whole id from a number or digits-only text, else undefined. */
export const idFrom = (value) => {
  const id = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/** The id of a select value sent as {value, label} or as the bare value. */
export const selectedId = (value) => idFrom(isPlainObject(value) ? value.value : value);
