// The screens (menu URLs, spec §2) whose holders may call the endpoints behind them (lib/access.mjs screens()).
import { DECIDE } from '../../src/domain/permissions.mjs';

export const SCREEN = Object.freeze({
  ROLES: '/user/rolecreation',
  USER_CREATION: '/user/usercreation',
  ALL_USERS: '/user/all',
  USER_AUTH: '/user/userauth',
  BLOCK_ACCESS: '/user/blockaccess',
  ACTIVITY_LOG: '/user/activity-log',
  INQUIRIES: '/user/inquiries',
  GLOBAL_DETAILS: '/param/globaldata',
  MEMBER_LOOKUP: '/user/memberdetails',
  VIEW_MEMBERS: '/member/viewmembers',
  MEMBER_OVERVIEW: '/member/adminviewmember',
  EDIT_MEMBER: '/member/admineditmember',
  APPROVE_MEMBERS: '/member/approvemember',
  VIEW_APPLICATIONS: '/member/viewapplications',
  VIEW_APPLICANT: '/member/adminviewapplicant',
  COUNCIL_REVIEW: '/member/view-application-council',
  APPLICANT_REGISTRATION: '/member/adminapplicantregistration',
  APPROVE_TRANSACTIONS: '/member/approvetransaction',
  ACCEPT_PAYMENT: '/member/acceptpayment',
  ACCEPT_NEW_MEMBERSHIP_PAYMENT: '/member/accept-payment-new-membership',
  ACCEPT_MISCELLANEOUS_PAYMENT: '/member/accept-payment-miscellaneous',
  MEMBERSHIP_FEES: '/user/membership-fees',
  CPD_APPROVALS: '/member/approvecpdmembership',
  // beyond spec §2 (issue 11): the CPD scheme's yearly requirement, kept by staff
  CPD_SETTINGS: '/cpd/settings',
  // issue 12: dashboards, events, news, transfers and minutes
  ADMIN_DASHBOARD: '/member/admin-dashboard',
  NEWS_FEED: '/member/news-feed',
  TRANSFER_APPROVAL: '/member/member-transfer-approval',
  EVENT_CREATION: '/member/event-creation',
  EVENT_ASSIGN: '/member/event-assign',
  MINUTES: '/upload-minutes/view-upload-minutes',
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
