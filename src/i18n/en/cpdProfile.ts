/**
 * Texts of the member's CPD profile (/cpd/cpd-member-profile). The spec names the screen only, so these are
 * chosen; the rule texts shared with the mock API (not registered, the declaration) come from
 * src/domain/cpdRules.mjs.
 */
import { CPD_MEMBERSHIP_NAMES, CPD_TEXT, DECLARATION_TEXT } from '../../domain/cpdRules.mjs';

export const cpdProfile = {
  loadFailed: 'Your CPD profile could not be loaded. Please try again.',
  /* the registration */
  registrationCard: 'CPD Registration',
  status: 'Status',
  statusPending: CPD_MEMBERSHIP_NAMES[1],
  statusApproved: CPD_MEMBERSHIP_NAMES[2],
  statusRejected: CPD_MEMBERSHIP_NAMES[3],
  startDate: 'CPD Start Date',
  primarySkill: 'Primary Skill',
  entryLevel: 'Entry Level',
  comment: 'Comment',
  notRegistered: CPD_TEXT.notRegistered,
  registerLink: 'Register for CPD',
  /* the CPD year and its hours */
  yearCard: 'CPD year %{from} – %{to}',
  yearSelect: 'CPD year',
  hoursOf: '%{done} of %{required} hours',
  hoursProgress: 'Hours done',
  compliant: 'Compliant',
  behind: 'Behind',
  remaining: '%{remaining} hours to go',
  // why a year is Behind although its total may be reached: each category short of its minimum
  categoryShort: '%{category} needs %{needed} more hours',
  category: 'Category',
  done: 'Done',
  minimum: 'Minimum',
  met: 'Met',
  metYes: 'Met',
  metNo: 'Not met',
  /* goals */
  goalsCard: 'Development Goals',
  goalsLink: 'View development goals',
  /* the declaration */
  declarationCard: 'Annual CPD Declaration',
  signDeclaration: 'Sign declaration',
  signQuestion: 'Sign the declaration for the CPD year %{from} – %{to}?',
  signedOn: 'Signed on %{date}',
  notSigned: 'Not signed',
  signClosed: DECLARATION_TEXT.yearInvalid,
  /* the transcript */
  transcript: 'CPD transcript',
  transcriptBusy: 'Preparing the transcript…',
  transcriptFailed: 'The CPD transcript could not be downloaded. Please try again.',
};
