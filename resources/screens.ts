/**
 * The bespoke screens: every page built by hand in src/features (the declared ones are in resources/index.ts),
 * each once, with its path (spec §2), title, menu place and who holds it from the start. The app's route table
 * joins these with their pages (src/app/screenPages.ts); the mock API derives the menus table and the permitted
 * URL lists from them; a page that links to another asks here for its path (screenPath).
 */
import type { MessageKey, PublicKey } from '../src/i18n/keys';
import type { MenuPlace, Route } from '../src/framework/types';
import { ROLE } from '../src/domain/roles';
import { DECIDE } from '../src/domain/permissions.mjs';

const { ADMIN: A, APPLICANT: P, MEMBER: M } = ROLE;
const ALL = [A, P, M];

export type BespokeScreen =
  /**
   * A public page: visitors only (a signed-in user goes to their landing page) unless `openToSignedIn`; its title
   * is a public text. Its path may hold parameters (':code', src/routing/routePaths.ts).
   */
  | { access: 'public'; path: Route; aliases?: readonly Route[]; title: PublicKey; openToSignedIn?: true }
  /**
   * A signed-in page, opened only when the user's permitted URL list holds its path: its menu item's (`menu`),
   * or every signed-in user's (`alwaysAllowed`).
   */
  | { access: 'private'; path: Route; title: MessageKey; menu?: MenuPlace; alwaysAllowed?: true };

const pub = (path: Route, title: PublicKey, aliases?: readonly Route[]): BespokeScreen => ({ access: 'public', path, title, ...(aliases ? { aliases } : {}) });
const priv = (path: Route, title: MessageKey, menu?: MenuPlace, extra: { alwaysAllowed?: true } = {}): BespokeScreen => ({ access: 'private', path, title, ...(menu ? { menu } : {}), ...extra });
/** A page about the signed-in user's own data only: giving it to a role gives no power over others. */
const own = (menu: MenuPlace): MenuPlace => ({ selfService: true, ...menu });

export const BESPOKE_SCREENS = {
  login: pub('/login', 'login.title', ['/', '/auth/signin-1']),
  forgotPassword: pub('/password-reset-member', 'forgotPassword.title', ['/forgot-password-member']),
  signUp: pub('/signup', 'routes.signUp', ['/auth/signup-1']),
  userInquiry: pub('/user-inquiry-form', 'routes.userInquiry'),
  publicEvents: pub('/events', 'routes.events'),
  // a document's QR code or number leads here: whoever holds the paper, signed in or not
  verifyDocument: { access: 'public', path: '/verify/:code', title: 'routes.verifyDocument', openToSignedIn: true },

  // every signed-in user may open these, whatever their role's menus (in the order the permitted URL list gives them)
  selectOption: priv('/select-option', 'selectOption.title', undefined, { alwaysAllowed: true }),
  passwordReset: priv('/user/password-reset', 'passwordReset.title', own({ group: 'myAccount', id: 301, icon: 'LockReset', roles: ALL }), { alwaysAllowed: true }),
  notFound: priv('/not-found', 'app.notFound', undefined, { alwaysAllowed: true }),
  userProfile: priv('/user/profile', 'routes.userProfile', own({ group: 'myAccount', id: 300, icon: 'AccountCircle', roles: ALL }), { alwaysAllowed: true }),

  adminDashboard: priv('/member/admin-dashboard', 'routes.adminDashboard', { group: 'dashboard', id: 100, icon: 'Dashboard', breadcrumbs: false }),
  applicationDashboard: priv('/member/application-dashboard', 'routes.applicationDashboard', own({ group: 'dashboard', id: 101, icon: 'Dashboard', breadcrumbs: false, roles: [P] })),
  memberDashboard: priv('/member/member-dashboard', 'routes.memberDashboard', own({ group: 'dashboard', id: 102, icon: 'Dashboard', breadcrumbs: false, roles: [M] })),
  newsFeed: priv('/member/news-feed', 'routes.newsFeed', own({ group: 'dashboard', id: 103, icon: 'Feed', roles: [A, M] })),

  userCreation: priv('/user/usercreation', 'userCreation.title', { group: 'userManagement', id: 111, icon: 'PersonAdd' }),
  blockAccess: priv('/user/blockaccess', 'routes.blockAccess', { group: 'userManagement', id: 114, icon: 'Block' }),
  memberLookup: priv('/user/memberdetails', 'routes.memberDetails', { group: 'members', id: 121, icon: 'PersonSearch' }),
  adminViewMember: priv('/member/adminviewmember', 'routes.adminViewMember', { group: 'members', id: 122, icon: 'Badge' }),
  adminEditMember: priv('/member/admineditmember', 'routes.adminEditMember', { group: 'members', id: 123, icon: 'ManageAccounts' }),
  approveMember: priv('/member/approvemember', 'routes.approveMember', { group: 'members', id: 124, icon: 'HowToReg' }),
  memberTransferApproval: priv('/member/member-transfer-approval', 'routes.memberTransferApproval', { group: 'members', id: 125, icon: 'SwapHoriz' }),
  adminViewApplicant: priv('/member/adminviewapplicant', 'routes.adminViewApplicant', {
    group: 'applications',
    id: 131,
    icon: 'PersonSearch',
    permissions: [{ id: 134, title: 'Approve or reject applications and assign council reviewers', url: DECIDE.APPLICATIONS }],
  }),
  councilReview: priv('/member/view-application-council', 'routes.viewApplicationCouncil', { group: 'applications', id: 132, icon: 'Gavel' }),
  adminApplicantRegistration: priv('/member/adminapplicantregistration', 'routes.adminApplicantRegistration', { group: 'applications', id: 133, icon: 'PersonAdd' }),
  // a declared list (resources/transactions) in a page adding the receipt, bank slip and report
  approveTransaction: priv('/member/approvetransaction', 'routes.approveTransaction', {
    group: 'payments',
    id: 140,
    icon: 'ReceiptLong',
    permissions: [{ id: 144, title: 'Approve or reject transactions', url: DECIDE.TRANSACTIONS }],
  }),
  acceptPayment: priv('/member/acceptpayment', 'routes.acceptPayment', { group: 'payments', id: 141, icon: 'Payments' }),
  acceptPaymentNewMembership: priv('/member/accept-payment-new-membership', 'routes.acceptPaymentNewMembership', { group: 'payments', id: 142, icon: 'Payments' }),
  acceptPaymentMiscellaneous: priv('/member/accept-payment-miscellaneous', 'routes.acceptPaymentMiscellaneous', { group: 'payments', id: 143, icon: 'Payments' }),
  // a declared list (resources/cpd/cpdMembers) in a page making the decision calls and adding the audit sample
  cpdApprovals: priv('/member/approvecpdmembership', 'routes.approveCpdMembership', { group: 'cpdAdministration', id: 150, icon: 'FactCheck' }),
  eventCreation: priv('/member/event-creation', 'routes.eventCreation', { group: 'events', id: 160, icon: 'EventNote' }),
  eventAssign: priv('/member/event-assign', 'routes.eventAssign', { group: 'events', id: 161, icon: 'EventAvailable' }),
  // the declared schedule and lists of resources/reminders in one page with the administrator's "Run now"
  renewalReminders: priv('/member/renewal-reminders', 'routes.renewalReminders', { group: 'settings', id: 182, icon: 'NotificationsActive' }),
  minutes: priv('/upload-minutes/view-upload-minutes', 'routes.uploadMinutes', { group: 'administration', id: 170, icon: 'Description' }),

  // One menu item per screen: both addresses show the applicant's one application form, so the applicant role
  // holds only Application Details; this item stays for a role an administrator gives the older address.
  applicationCreate: priv('/user/applicationcreate', 'routes.applicationCreate', own({ group: 'membership', id: 200, icon: 'Assignment', roles: [] })),
  applicationDetails: priv('/member/applicationdetails', 'routes.applicationDetails', own({ group: 'membership', id: 201, icon: 'Description', roles: [P] })),
  memberProfile: priv('/user/member-profile', 'routes.memberProfile', own({ group: 'membership', id: 202, icon: 'AccountBox', roles: [M] })),
  memberDetails: priv('/member/view-member-details', 'routes.viewMemberDetails', own({ group: 'membership', id: 203, icon: 'Badge', roles: [M] })),
  memberRenewal: priv('/member/memberrenewal', 'routes.memberRenewal', own({ group: 'membership', id: 204, icon: 'Autorenew', roles: [M] })),
  memberTransfer: priv('/member/member-transfer', 'routes.memberTransfer', own({ group: 'membership', id: 206, icon: 'SwapHoriz', roles: [M] })),
  // the member's own bookings: upcoming events to book, pay or cancel, calendar files and the private feed
  memberEvents: priv('/member/my-events', 'routes.memberEvents', own({ group: 'membership', id: 207, icon: 'Event', roles: [M] })),
  // the declared activity log (resources/cpd/cpdActivities) with the member's goals and evidence downloads
  cpdActivities: priv('/cpd/activities', 'routes.cpdActivities', own({ group: 'memberCpd', id: 211, icon: 'TaskAlt', roles: [M] })),
  cpdRegistration: priv('/cpd/member-registration', 'routes.cpdMemberRegistration', own({ group: 'memberCpd', id: 212, icon: 'HowToReg', roles: [M] })),
  cpdProfile: priv('/cpd/cpd-member-profile', 'routes.cpdMemberProfile', own({ group: 'memberCpd', id: 213, icon: 'AccountCircle', roles: [M] })),

  changePassword: priv('/user/change-password', 'routes.changePassword', own({ group: 'myAccount', id: 302, icon: 'Password', roles: ALL })),
} as const satisfies Record<string, BespokeScreen>;

export type BespokeScreenName = keyof typeof BESPOKE_SCREENS;

/** The path of a bespoke screen, for a page that links to it. */
export const screenPath = (name: BespokeScreenName): Route => BESPOKE_SCREENS[name].path;

/** Login path and default landing path (spec §9). */
export const LOGIN_PATH: Route = BESPOKE_SCREENS.login.path;
export const DEFAULT_LANDING_PATH: Route = BESPOKE_SCREENS.selectOption.path;

/** Where each built-in role lands after login (spec §6): its dashboard. */
export const LANDING_BY_ROLE: Readonly<Record<number, Route>> = {
  [A]: BESPOKE_SCREENS.adminDashboard.path,
  [P]: BESPOKE_SCREENS.applicationDashboard.path,
  [M]: BESPOKE_SCREENS.memberDashboard.path,
};
