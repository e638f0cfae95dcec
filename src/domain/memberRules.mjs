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

/** NIC or passport number (spec §5): 9 digits and V or X (any case), or 12 digits. */
export const NIC_PATTERN = /^(?:\d{9}[VvXx]|\d{12})$/;

/** Longest stored texts of member profiles and records (spec §9 gives none; TEXT_MAX covers names and notes). */
export const MEMBER_FIELD_MAX = Object.freeze({
  organisation: 150,
  designation: 100,
  address: 250,
  addressLine: 100,
  qualification: 150,
  grade: 50,
  fileName: 120,
});

/**
 * What the mock API answers for the member record forms (spec §8 "Member records": the trigger texts the
 * screens map to their dialogs), so the forms and the API share one wording.
 */
export const RECORD_TEXT = Object.freeze({
  pdfRequired: 'pdf required',
  fileTooLarge: 'File size must be less than or equal to 5MB',
  sameJobDate: "You can't select same date for 2 jobs",
  sameStartEnd: "You can't select the same Start date and End Date",
  endBeforeStart: "You can't select the End date before the Start Date",
  sameAcademicDates: "You can't select the same date for the Start date, End date and Date Received",
  sameQualificationDate: "You can't select same Start date for 2 qualifications",
  receivedBeforeStart: "You can't select the Date Received before the Start Date",
  sameMembershipDate: "You can't select same Start date for 2 memberships",
  dateAfterToday: 'Dates cannot be later than today',
  approvedNotDeletable: 'An approved record can only be removed by the institute',
  approvedNotEditable: 'An approved record can only be changed by the institute',
  recordNotFound: 'Record not found',
  deleted: 'Deleted successfully',
  changeRequestOpen: 'You already have a pending change request. Please wait until it has been reviewed.',
});

/** Entitlements a member may hold (the spec names none; a professional body's usual ones). */
export const ENTITLEMENT_KEYS = Object.freeze(['votingRights', 'postNominals', 'journal', 'library', 'cpdPortal']);

/** Entitlements by member type name: Students get journal and library, Associates add the CPD portal, the rest all. */
export const defaultEntitlements = (memberTypeName) => {
  const all = Object.fromEntries(ENTITLEMENT_KEYS.map((key) => [key, true]));
  if (memberTypeName === 'Student') return { ...all, votingRights: false, postNominals: false, cpdPortal: false };
  if (memberTypeName === 'Associate') return { ...all, votingRights: false, postNominals: false };
  return all;
};
