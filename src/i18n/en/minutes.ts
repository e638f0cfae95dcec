/**
 * Texts of the Meeting Minutes screen (/upload-minutes/view-upload-minutes). The spec names the screen only,
 * so the labels are chosen; every rule and outcome text is the one the mock API checks with, from
 * src/domain/minutesRules.mjs (MINUTES_TEXT).
 */
import { MINUTES_TEXT } from '../../domain/minutesRules.mjs';

export const minutes = {
  title: 'Meeting Minutes',
  heading: 'Minutes of Meetings',
  noun: 'minutes',
  dialogTitle: 'Edit Minutes',
  createTitle: 'Upload Minutes',
  viewTitle: 'Minutes Details',
  addLabel: 'Upload minutes',
  /* columns and fields */
  meetingDate: 'Meeting date',
  committee: 'Committee',
  minutesTitle: 'Title',
  fileName: 'File',
  uploadedBy: 'Uploaded by',
  uploadedAt: 'Uploaded at',
  file: 'Minutes (PDF)',
  fileHint: 'The signed minutes as one PDF, up to 5 MB',
  newFile: 'Replace the PDF',
  newFileHint: 'Optional: choose a new PDF (up to 5 MB) to replace the stored one',
  /* filters */
  committeeFilter: 'Committee',
  anyCommittee: 'All committees',
  from: 'Meetings from',
  to: 'Meetings to',
  /* the row's PDF */
  open: 'Open %{name}',
  openFailed: 'The minutes could not be opened. Please try again.',
  /* rules and outcomes (shared with the API) */
  required: MINUTES_TEXT.required,
  titleLength: MINUTES_TEXT.titleLength,
  dateInFuture: MINUTES_TEXT.dateInFuture,
  pdfRequired: MINUTES_TEXT.pdfRequired,
  uploaded: MINUTES_TEXT.uploaded,
  updated: MINUTES_TEXT.updated,
  deleted: MINUTES_TEXT.deleted,
  notFound: MINUTES_TEXT.notFound,
} as const;
