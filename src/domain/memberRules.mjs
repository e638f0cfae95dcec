// Member profile and record rules shared by the forms and the mock API (spec §5, §9), plain ESM like
// fieldRules.mjs. Each check returns the spec's message (or null), so both sides say the same words.

/** Contact number: an optional + and 1-3 digit country code, then 10 digits; 10 to 12 characters. */
export const CONTACT_NUMBER_PATTERN = /^(\+?\d{1,3})?\d{10}$/;
export const CONTACT_NUMBER_MIN = 10;
export const CONTACT_NUMBER_MAX = 12;

/** Designations, professional membership types: letters and spaces only. */
export const LETTERS_AND_SPACES = /^[A-Za-z ]+$/;

export const MEMBER_TEXT = Object.freeze({
  contactRequired: 'Contact Number cannot be empty',
  contactInvalid: 'Invalid contact number',
  contactTooLong: 'Please enter valid number',
  addressLine1Required: 'Address Line 1 Required',
  addressLine2Required: 'Address Line 2 Required',
  designationLetters: 'Only alphabets are allowed for this field',
  designationRequired: 'Designation Required',
});

/** The first of the spec's contact-number messages the value breaks, else null. */
export const contactNumberProblem = (value) => {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return MEMBER_TEXT.contactRequired;
  if (text.length > CONTACT_NUMBER_MAX) return MEMBER_TEXT.contactTooLong;
  if (text.length < CONTACT_NUMBER_MIN || !CONTACT_NUMBER_PATTERN.test(text)) return MEMBER_TEXT.contactInvalid;
  return null;
};

export const designationProblem = (value) => {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return MEMBER_TEXT.designationRequired;
  if (!LETTERS_AND_SPACES.test(text)) return MEMBER_TEXT.designationLetters;
  return null;
};

/** Spec §3 qualification levels, in order (the value is the number). */
export const QUALIFICATION_LEVELS = Object.freeze([
  'Other',
  'Certificate (GCE O/L or equivalent)',
  'Advanced Certificate (GCE A/L)',
  'Diploma',
  'Higher Diploma',
  'Bachelors',
  'Bachelors Honours',
  'Postgraduate Certificate',
  'Postgraduate Diploma',
  'Masters by Course Work',
  'Masters by Course Work and a Research Component',
  'Master of Philosophy',
  'Doctor of Philosophy/MD with Board Certification/Doctor of Letters/Doctor of Science',
]);

/** parttimefulltime: 1 Part-time, 2 Full-time; entrymethod: 1 Examination, 2 Exemption (spec §3). */
export const STUDY_MODES = Object.freeze(['Part-time', 'Full-time']);
export const ENTRY_METHODS = Object.freeze(['Examination', 'Exemption']);

/** Member status (member.status): 2 Active, 1 Pending, 16 Cancelled. */
export const MEMBER_STATUS = Object.freeze({ PENDING: 1, ACTIVE: 2, CANCELLED: 16 });
