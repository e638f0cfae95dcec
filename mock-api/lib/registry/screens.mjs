// The screens (menu URLs, spec §2) whose holders may call the endpoints behind them (lib/http/access.mjs screens()),
// named as in the registry of screens (resources/screens.ts and the declarations), which holds their paths.
import { SCREEN_PATHS } from './registry.mjs';
import { DECIDE } from '../../../src/domain/permissions.mjs';

/** A screen's path by its name in the registry (a bespoke screen's key, a declaration's `name`). */
export const pathOf = (name) => {
  const path = SCREEN_PATHS[name];
  if (!path) throw new Error(`the registry of screens has no screen named "${name}"`);
  return path;
};

export const SCREEN = Object.freeze({
  ROLES: pathOf('roles'),
  USER_CREATION: pathOf('userCreation'),
  ALL_USERS: pathOf('users'),
  USER_AUTH: pathOf('userAuthorization'),
  BLOCK_ACCESS: pathOf('blockAccess'),
  ACTIVITY_LOG: pathOf('activityLog'),
  INQUIRIES: pathOf('inquiries'),
  GLOBAL_DETAILS: pathOf('globaldetails'),
  MEMBER_LOOKUP: pathOf('memberLookup'),
  VIEW_MEMBERS: pathOf('members'),
  MEMBER_OVERVIEW: pathOf('adminViewMember'),
  EDIT_MEMBER: pathOf('adminEditMember'),
  APPROVE_MEMBERS: pathOf('approveMember'),
  VIEW_APPLICATIONS: pathOf('applications'),
  VIEW_APPLICANT: pathOf('adminViewApplicant'),
  COUNCIL_REVIEW: pathOf('councilReview'),
  APPLICANT_REGISTRATION: pathOf('adminApplicantRegistration'),
  APPROVE_TRANSACTIONS: pathOf('approveTransaction'),
  ACCEPT_PAYMENT: pathOf('acceptPayment'),
  ACCEPT_NEW_MEMBERSHIP_PAYMENT: pathOf('acceptPaymentNewMembership'),
  ACCEPT_MISCELLANEOUS_PAYMENT: pathOf('acceptPaymentMiscellaneous'),
  MEMBERSHIP_FEES: pathOf('membershipFees'),
  CPD_APPROVALS: pathOf('cpdApprovals'),
  CPD_SETTINGS: pathOf('cpdSettings'),
  ADMIN_DASHBOARD: pathOf('adminDashboard'),
  NEWS_FEED: pathOf('newsFeed'),
  TRANSFER_APPROVAL: pathOf('memberTransferApproval'),
  EVENT_CREATION: pathOf('eventCreation'),
  EVENT_ASSIGN: pathOf('eventAssign'),
  MINUTES: pathOf('minutes'),
  MEMBER_RENEWAL: pathOf('memberRenewal'),
  MEMBER_EVENTS: pathOf('memberEvents'),
  RENEWAL_REMINDERS: pathOf('renewalReminders'),
});

/**
 * Decisions held apart from the screen they are taken on (src/domain/permissions.mjs): a policy names them as it
 * names a screen, since the permitted URL list holds them the same way.
 */
export const PERMISSION = Object.freeze({
  DECIDE_TRANSACTIONS: DECIDE.TRANSACTIONS,
  DECIDE_APPLICATIONS: DECIDE.APPLICATIONS,
});

/** The staff payment screens (menus 140..143): a holder of any may read any member's dues and payments. */
export const PAYMENT_SCREENS = Object.freeze([SCREEN.APPROVE_TRANSACTIONS, SCREEN.ACCEPT_PAYMENT, SCREEN.ACCEPT_NEW_MEMBERSHIP_PAYMENT, SCREEN.ACCEPT_MISCELLANEOUS_PAYMENT]);
/** The office screens that take a payment (menus 141..143): a holder of any may look a member's dues up. */
export const OFFICE_PAYMENT_SCREENS = Object.freeze([SCREEN.ACCEPT_PAYMENT, SCREEN.ACCEPT_NEW_MEMBERSHIP_PAYMENT, SCREEN.ACCEPT_MISCELLANEOUS_PAYMENT]);

/** The staff screens that show applications (a holder of any may read applicants' details, records and files). */
export const APPLICATION_SCREENS = Object.freeze([SCREEN.VIEW_APPLICATIONS, SCREEN.VIEW_APPLICANT, SCREEN.COUNCIL_REVIEW, SCREEN.APPLICANT_REGISTRATION]);

/** The staff screens that show members' data (a holder of any may read members' evidence files). */
export const MEMBER_SCREENS = Object.freeze([SCREEN.MEMBER_LOOKUP, SCREEN.VIEW_MEMBERS, SCREEN.MEMBER_OVERVIEW, SCREEN.EDIT_MEMBER, SCREEN.APPROVE_MEMBERS]);
