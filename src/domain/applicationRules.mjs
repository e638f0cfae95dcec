// Membership application states and texts shared by the screens and the mock API (spec §4 "Applicant
// status", "Application"; §8 "Applications"). Plain ESM like memberRules.mjs, so both sides say the same words.
import { contactNumberProblem } from './memberRules.mjs';

/** The application row's status. 15 is the one the admin list offers the review action for (spec §4, §9). */
export const APPLICATION_STATUS = Object.freeze({ DRAFT: 14, SUBMITTED: 15, APPROVED: 2, REJECTED: 16 });

/** Names shown in the tables; a submitted application with council reviewers assigned reads "Under Council Review". */
export const APPLICATION_STATUS_NAMES = Object.freeze({
  [APPLICATION_STATUS.DRAFT]: 'Draft',
  [APPLICATION_STATUS.SUBMITTED]: 'Submitted',
  [APPLICATION_STATUS.APPROVED]: 'Approved',
  [APPLICATION_STATUS.REJECTED]: 'Rejected',
});
export const UNDER_COUNCIL_REVIEW = 'Under Council Review';

export const applicationStatusName = (status, hasReviewers = false) =>
  status === APPLICATION_STATUS.SUBMITTED && hasReviewers ? UNDER_COUNCIL_REVIEW : (APPLICATION_STATUS_NAMES[status] ?? '');

/**
 * The applicant status the user-details call carries (spec §4): 3 submitted, 17 submitted and under council
 * review; anything else (0 draft or none, 16 rejected: may correct and resubmit) is neither.
 */
export const APPLICANT_STATUS = Object.freeze({ NONE: 0, SUBMITTED: 3, COUNCIL_REVIEW: 17, REJECTED: 16 });

/** Spec §4: 17 sets both flags, 3 only the first, other values neither. */
export const applicantFlags = (status) => ({
  submitted: status === APPLICANT_STATUS.COUNCIL_REVIEW || status === APPLICANT_STATUS.SUBMITTED,
  inCouncilReview: status === APPLICANT_STATUS.COUNCIL_REVIEW,
});

/** The applicant status of an application (and whether council reviewers are assigned to it). */
export const applicantStatusOf = (applicationStatus, hasReviewers = false) => {
  if (applicationStatus === APPLICATION_STATUS.SUBMITTED) return hasReviewers ? APPLICANT_STATUS.COUNCIL_REVIEW : APPLICANT_STATUS.SUBMITTED;
  if (applicationStatus === APPLICATION_STATUS.REJECTED) return APPLICANT_STATUS.REJECTED;
  return APPLICANT_STATUS.NONE;
};

/** Member update codes (spec §8 "Applications"). */
export const UPDATE_CODE_TEXT = Object.freeze({
  '00': 'Update Successfuly',
  '03': 'Update Failed',
  '04': 'Invalid NIC number count',
  '05': 'Invalid NIC number Last letter',
  '06': 'Invalid NIC number',
  '07': 'Date of birth is not validated',
  '08': 'Your birthday and NIC number does not match',
  '09': 'Invalid NIC number',
  '10': 'Update Successfuly',
  '11': 'Duplicate NIC',
  '12': 'Invalid Phone number',
  '13': 'Invalid Email address',
});
export const UPDATE_FALLBACK_TEXT = 'Please try again !';

/** Submit codes (spec §8). */
export const SUBMIT_CODE_TEXT = Object.freeze({
  '00': 'Submit Successfully',
  '04': 'This NIC number associates with an existing member.',
  '05': 'Enter your academic qualifications before submit the application',
});
export const SUBMIT_FALLBACK_TEXT = 'Submit Failed';

/** Texts the spec does not give (chosen here, one place for both sides). */
export const APPLICATION_TEXT = Object.freeze({
  alreadySubmitted: 'Already submitted',
  locked: 'This application has been submitted and can no longer be changed.',
  notSubmitted: 'Only a submitted application can be approved or rejected.',
  rejectCommentRequired: 'A comment is required to reject an application',
  approved: 'Application Approved',
  rejected: 'Application Rejected',
  pdfFailed: 'Error occured when generating the PDF',
  noCv: 'The user has not uploaded a CV.',
  cvFailed: 'Error occured when retrieving the CV.',
  cvNotPdf: 'Please upload a PDF file',
  linkedinInvalid: 'Please enter a LinkedIn profile address (linkedin.com/in/...)',
  whatsappInvalid: 'Please enter a valid WhatsApp number',
  nicLocked: 'The NIC number cannot be changed once it has been saved',
  dobLocked: 'The date of birth cannot be changed once it has been saved',
});

/** "This PDF is {size}MB. Please upload a PDF smaller than 5MB." with the size to one decimal place. */
export const cvTooLargeText = (bytes) => `This PDF is ${(bytes / 1048576).toFixed(1)}MB. Please upload a PDF smaller than 5MB.`;

/** Council recommendations (beyond the spec's words: the institute's three outcomes). */
export const RECOMMENDATIONS = Object.freeze(['Recommend', 'Recommend with conditions', 'Do not recommend']);

/** Applicant header limits (spec §5, §9) the form and the API share. */
export const APPLICANT_FIELD_MAX = Object.freeze({ initials: 25, nic: 12, name: 60, fullName: 150, addressLine: 100, social: 200, comment: 1000 });

/**
 * LinkedIn and WhatsApp are only labelled required (spec §5): nobody is stopped from applying for want of a
 * social account, so both may stay empty; a value given must be usable. Twitter, Facebook and Instagram take any
 * one-line text. A LinkedIn address names linkedin.com (scheme and country subdomain optional) and a profile.
 */
const LINKEDIN_ADDRESS = /^(https?:\/\/)?([a-z]{2,3}\.)?linkedin\.com\/\S+$/i;

/** The problem of a LinkedIn or WhatsApp value, or null (also when empty: both are optional). */
export const socialProblem = (field, value) => {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return null;
  if (field === 'linkedin') return LINKEDIN_ADDRESS.test(text) ? null : APPLICATION_TEXT.linkedinInvalid;
  if (field === 'whatsapp') return contactNumberProblem(text) ? APPLICATION_TEXT.whatsappInvalid : null;
  return null;
};

/**
 * Spec §3: date and national-ID fields are read-only once the record has them. The applicant header's are the
 * NIC and the date of birth; each is locked as soon as a value of it is stored (the NIC usually at sign-up).
 */
export const LOCKED_ONCE_STORED = Object.freeze({ nicNumber: 'nicLocked', dob: 'dobLocked' });

/** The header fields a stored application no longer lets anyone change. */
export const lockedHeaderFields = (stored) =>
  Object.keys(LOCKED_ONCE_STORED).filter((field) => {
    const value = stored?.[field];
    return value !== undefined && value !== null && String(value).trim() !== '';
  });
