// Field rules shared by the forms and the mock API (plain ESM so Node runs it as it is; types in
// fieldRules.d.mts). One e-mail rule and one set of length limits, checked on both sides.

/**
 * An e-mail address as the HTML standard defines a valid one, with a dot in the domain: no spaces,
 * quotes or angle brackets, so no markup can pass for an address.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** Longest texts stored, per kind of field. */
export const TEXT_MAX = Object.freeze({
  email: 254,
  personName: 50,
  roleName: 30,
  description: 250,
  subject: 150,
  note: 500,
  phone: 20,
  setting: 250,
});

/** Longest password accepted (bcrypt reads only the first 72 bytes). */
export const PASSWORD_MAX = 64;

/** Inquiry messages (at most 1000 characters). */
export const INQUIRY_MESSAGE_MAX = 1000;

export const isEmail = (value) => typeof value === 'string' && value.length <= TEXT_MAX.email && EMAIL_PATTERN.test(value);

/** A phone number as typed: an optional + and 9 to 15 digits; spaces and dashes are ignored. */
export const isPhoneNumber = (value) =>
  typeof value === 'string' && value.length <= TEXT_MAX.phone && /^\+?\d{9,15}$/.test(value.replace(/[\s-]/g, ''));
