/**
 * Texts of CPD Member Registration (/cpd/member-registration). The spec names the screen only, so the labels
 * are chosen; the rule and outcome texts are the mock API's own, from src/domain/cpdRules.mjs (CPD_TEXT).
 */
import { CPD_MEMBERSHIP_NAMES, CPD_TEXT } from '../../domain/cpdRules.mjs';

export const cpdRegistration = {
  formTitle: 'Register for CPD',
  reRegisterTitle: 'Register again',
  detailsTitle: 'Your CPD Registration',
  startDate: 'CPD Start Date',
  datePlaceholder: 'DD/MM/YYYY',
  primarySkill: 'Primary Skill',
  entryLevel: 'Entry Level',
  status: 'Status',
  comment: 'Comment',
  registeredOn: 'Registered on',
  register: 'Register',
  loadFailed: 'Your CPD registration could not be loaded. Please try again.',
  pendingNote: 'The institute will review your registration.',
  rejectedNote: 'Your registration was rejected. You may register again below.',
  statusPending: CPD_MEMBERSHIP_NAMES[1],
  statusApproved: CPD_MEMBERSHIP_NAMES[2],
  statusRejected: CPD_MEMBERSHIP_NAMES[3],
  registered: CPD_TEXT.registered,
  startDateRequired: CPD_TEXT.startDateRequired,
  startDateRange: CPD_TEXT.startDateRange,
  primarySkillRequired: CPD_TEXT.primarySkillRequired,
  entryLevelRequired: CPD_TEXT.entryLevelRequired,
};
