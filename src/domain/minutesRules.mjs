// Meeting minutes: the rules the "Upload minutes" form and the mock API share. The spec names the
// screen only (§2 /upload-minutes/view-upload-minutes); the committees, fields, limits and texts are the
// portal's own, after CiviCRM's and Tendenci's document libraries (a title, the body that met, the meeting's
// date and the signed minutes as one PDF).
import { isWireDate } from './wireDates.mjs';
import { RECORD_TEXT } from './memberRules.mjs';

/** The bodies whose meetings are minuted, in the order the select offers them. */
export const MINUTES_COMMITTEES = Object.freeze([
  'Council',
  'Executive Committee',
  'Membership Committee',
  'CPD Committee',
  'Finance Committee',
  'Annual General Meeting',
]);

/** The committee select's and filter's choices (the value is the committee's name). */
export const MINUTES_COMMITTEE_OPTIONS = Object.freeze(MINUTES_COMMITTEES.map((name) => Object.freeze({ id: name, name })));

export const isMinutesCommittee = (value) => typeof value === 'string' && MINUTES_COMMITTEES.includes(value);

export const MINUTES_LIMITS = Object.freeze({ titleMin: 5, titleMax: 150 });

export const MINUTES_TEXT = Object.freeze({
  required: 'This field is required',
  titleLength: `Title must be ${MINUTES_LIMITS.titleMin} to ${MINUTES_LIMITS.titleMax} characters`,
  committeeInvalid: 'Choose one of the committees',
  dateInvalid: 'Enter a real meeting date (YYYY-MM-DD)',
  dateInFuture: 'The meeting date cannot be in the future',
  pdfRequired: 'Attach the minutes as a PDF file',
  fileTooLarge: RECORD_TEXT.fileTooLarge,
  uploaded: 'Minutes have been uploaded',
  updated: 'Minutes have been updated',
  deleted: 'Minutes have been deleted',
  notSaved: 'Minutes have not been saved',
  notFound: 'These minutes are no longer available',
});

const trimmed = (value) => (typeof value === 'string' ? value.trim() : '');

/** The meeting date's problem: empty, not a real YYYY-MM-DD date, or later than `today` (YYYY-MM-DD). */
export const meetingDateProblem = (value, today) => {
  const date = trimmed(value);
  if (date === '') return MINUTES_TEXT.required;
  if (!isWireDate(date)) return MINUTES_TEXT.dateInvalid;
  return typeof today === 'string' && date > today ? MINUTES_TEXT.dateInFuture : null;
};

/**
 * Every problem of the minutes' details ({ title, committee, meetingDate }), by field; {} when they may be
 * saved. `today` (YYYY-MM-DD) is the caller's: the server's clock, or the browser's.
 */
export function minutesProblems(form, today) {
  const title = trimmed(form.title);
  const problems = {
    title: title === '' ? MINUTES_TEXT.required : title.length < MINUTES_LIMITS.titleMin || title.length > MINUTES_LIMITS.titleMax ? MINUTES_TEXT.titleLength : null,
    committee: isMinutesCommittee(form.committee) ? null : trimmed(form.committee) === '' ? MINUTES_TEXT.required : MINUTES_TEXT.committeeInvalid,
    meetingDate: meetingDateProblem(form.meetingDate, today),
  };
  return Object.fromEntries(Object.entries(problems).filter(([, text]) => text));
}

/** The stored fields of valid details: title and date trimmed. */
export const minutesFieldsOf = (form) => ({ title: trimmed(form.title), committee: form.committee, meetingDate: trimmed(form.meetingDate) });
