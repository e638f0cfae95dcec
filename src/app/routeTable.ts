import type { ComponentType } from 'react';
import type { MessageKey, PublicKey } from '../i18n/keys';

/**
 * THE route table: every public and private route of spec §2 at its exact path (plus the portal's
 * own few, marked "beyond spec §2"), its page title and what renders it. Pure data plus lazy imports,
 * so the light public router can read it without pulling react-admin (each screen is its own chunk).
 */
/** A screen's module; `startCalls` starts its first calls early, when the page is opened (preloadRoute). */
export type ScreenModule = { default: ComponentType; startCalls?: () => void };

export type RouteRender =
  /** A built screen, loaded on demand. */
  | { kind: 'screen'; load: () => Promise<ScreenModule> }
  /** Served by the declaration in resources/index.ts whose `route` is this path (ResourceScreen). */
  | { kind: 'resource' };

/** A public page's title is a public text: the public bundle holds only those (src/i18n/enPublic.ts). */
export type RouteEntry =
  | { path: string; access: 'public'; title: PublicKey; render: RouteRender }
  | { path: string; access: 'private'; title: MessageKey; render: RouteRender };
export type PublicRouteEntry = Extract<RouteEntry, { access: 'public' }>;

const loginScreen = () => import('../features/auth/LoginPage').then((m) => ({ default: m.LoginPage }));
const forgotPasswordScreen = () =>
  import('../features/auth/forgotPassword/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage }));
const signUpScreen = () => import('../features/auth/signup/SignUpPage').then((m) => ({ default: m.SignUpPage, startCalls: m.startSignUpCalls }));
const applicationDetailsScreen = () =>
  import('../features/applications/ApplicationDetailsPage').then((m) => ({ default: m.ApplicationDetailsPage }));

const screen = (load: () => Promise<ScreenModule>): RouteRender => ({ kind: 'screen', load });
const RESOURCE: RouteRender = { kind: 'resource' };

const pub = (path: string, title: PublicKey, render: RouteRender): RouteEntry => ({ path, access: 'public', title, render });
const priv = (path: string, title: MessageKey, render: RouteRender): RouteEntry => ({ path, access: 'private', title, render });

export const ROUTES: readonly RouteEntry[] = [
  // Public (no react-admin on these pages)
  pub('/', 'login.title', screen(loginScreen)),
  pub('/login', 'login.title', screen(loginScreen)),
  pub('/auth/signin-1', 'login.title', screen(loginScreen)),
  pub('/password-reset-member', 'forgotPassword.title', screen(forgotPasswordScreen)),
  pub('/forgot-password-member', 'forgotPassword.title', screen(forgotPasswordScreen)),
  pub('/signup', 'routes.signUp', screen(signUpScreen)),
  pub('/auth/signup-1', 'routes.signUp', screen(signUpScreen)),
  pub('/user-inquiry-form', 'routes.userInquiry', screen(() => import('../features/inquiry/InquiryPage').then((m) => ({ default: m.InquiryPage })))),
  pub('/events', 'routes.events', screen(() => import('../features/events/PublicEventsPage').then((m) => ({ default: m.PublicEventsPage, startCalls: m.startPublicEventsCalls })))),

  // Private, built here
  priv('/not-found', 'app.notFound', screen(() => import('./layout/NotFoundScreen').then((m) => ({ default: m.NotFoundScreen })))),
  priv('/select-option', 'selectOption.title', screen(() => import('../features/auth/SelectOptionPage').then((m) => ({ default: m.SelectOptionPage })))),
  priv('/member/admin-dashboard', 'routes.adminDashboard', screen(() => import('../features/dashboard/AdminDashboard').then((m) => ({ default: m.AdminDashboard, startCalls: m.startAdminDashboardCalls })))),
  priv('/member/application-dashboard', 'routes.applicationDashboard', screen(() => import('../features/dashboard/ApplicantDashboard').then((m) => ({ default: m.ApplicantDashboard })))),
  priv('/member/member-dashboard', 'routes.memberDashboard', screen(() => import('../features/dashboard/MemberDashboard').then((m) => ({ default: m.MemberDashboard })))),
  priv('/user/password-reset', 'passwordReset.title', screen(() => import('../features/auth/PasswordResetPage').then((m) => ({ default: m.PasswordResetPage })))),

  // Private, metadata screens (resources/index.ts)
  priv('/user/rolecreation', 'roles.title', RESOURCE),
  priv('/user/userauth', 'users.authTitle', RESOURCE),
  priv('/user/all', 'users.allTitle', RESOURCE),
  priv('/param/globaldata', 'globalDetails.title', RESOURCE),
  // a declared list (resources/transactions) in a page adding the receipt, bank slip and report (src/features/transactions)
  priv('/member/approvetransaction', 'routes.approveTransaction', screen(() => import('../features/transactions/TransactionsPage').then((m) => ({ default: m.TransactionsPage })))),
  // a declared list (resources/cpd/cpdMembers) in a page making the decision calls and adding the audit sample (src/features/cpd/approvals)
  priv('/member/approvecpdmembership', 'routes.approveCpdMembership', screen(() => import('../features/cpd/approvals/CpdApprovalsPage').then((m) => ({ default: m.CpdApprovalsPage })))),
  priv('/member/viewapplications', 'routes.viewApplications', RESOURCE),
  // Beyond spec §2: the mock API's mail outbox, for administrators (its menu item is adminOnly)
  priv('/user/mail-outbox', 'routes.mailOutbox', RESOURCE),

  // Private, pending: a later issue builds each of these
  priv('/user/profile', 'routes.userProfile', screen(() => import('../features/account/UserProfilePage').then((m) => ({ default: m.UserProfilePage })))),
  priv('/user/usercreation', 'userCreation.title', screen(() => import('../features/admin/userCreation/UserCreationPage').then((m) => ({ default: m.UserCreationPage })))),
  priv('/user/inquiries', 'routes.inquiries', RESOURCE),
  priv('/user/activity-log', 'routes.activityLog', RESOURCE),
  priv('/user/blockaccess', 'routes.blockAccess', screen(() => import('../features/admin/blockAccess/BlockAccessPage').then((m) => ({ default: m.BlockAccessPage })))),
  priv('/user/memberdetails', 'routes.memberDetails', screen(() => import('../features/memberAdmin/MemberLookupPage').then((m) => ({ default: m.MemberLookupPage })))),
  priv('/user/member-profile', 'routes.memberProfile', screen(() => import('../features/members/MemberProfilePage').then((m) => ({ default: m.MemberProfilePage })))),
  priv('/user/change-password', 'routes.changePassword', screen(() => import('../features/auth/PasswordResetPage').then((m) => ({ default: m.PasswordResetPage })))),
  priv('/user/applicationcreate', 'routes.applicationCreate', screen(applicationDetailsScreen)),
  priv('/user/membership-fees', 'routes.membershipFees', RESOURCE),
  priv('/member/applicationdetails', 'routes.applicationDetails', screen(applicationDetailsScreen)),
  priv('/member/admineditmember', 'routes.adminEditMember', screen(() => import('../features/memberAdmin/AdminEditMemberPage').then((m) => ({ default: m.AdminEditMemberPage })))),
  priv('/member/member-transfer', 'routes.memberTransfer', screen(() => import('../features/transfers/MemberTransferPage').then((m) => ({ default: m.MemberTransferPage })))),
  priv('/member/event-creation', 'routes.eventCreation', screen(() => import('../features/events/EventCreationPage').then((m) => ({ default: m.EventCreationPage })))),
  priv('/member/event-assign', 'routes.eventAssign', screen(() => import('../features/events/EventAssignPage').then((m) => ({ default: m.EventAssignPage })))),
  priv('/member/member-transfer-approval', 'routes.memberTransferApproval', screen(() => import('../features/transfers/TransferApprovalPage').then((m) => ({ default: m.TransferApprovalPage })))),
  priv('/member/adminapplicantregistration', 'routes.adminApplicantRegistration', screen(() => import('../features/applications/AdminApplicantRegistrationPage').then((m) => ({ default: m.AdminApplicantRegistrationPage })))),
  priv('/member/viewmembers', 'routes.viewMembers', RESOURCE),
  priv('/member/approvemember', 'routes.approveMember', screen(() => import('../features/memberAdmin/ApprovalQueuePage').then((m) => ({ default: m.ApprovalQueuePage })))),
  priv('/member/memberrenewal', 'routes.memberRenewal', screen(() => import('../features/payments/MemberRenewalPage').then((m) => ({ default: m.MemberRenewalPage })))),
  priv('/member/acceptpayment', 'routes.acceptPayment', screen(() => import('../features/officePayments/OfficePaymentScreens').then((m) => ({ default: m.AcceptRenewalPaymentPage })))),
  priv('/member/accept-payment-new-membership', 'routes.acceptPaymentNewMembership', screen(() => import('../features/officePayments/OfficePaymentScreens').then((m) => ({ default: m.AcceptNewMembershipPaymentPage })))),
  priv('/member/accept-payment-miscellaneous', 'routes.acceptPaymentMiscellaneous', screen(() => import('../features/officePayments/OfficePaymentScreens').then((m) => ({ default: m.AcceptMiscellaneousPaymentPage })))),
  priv('/member/adminviewmember', 'routes.adminViewMember', screen(() => import('../features/memberAdmin/AdminViewMemberPage').then((m) => ({ default: m.AdminViewMemberPage })))),
  priv('/member/adminviewapplicant', 'routes.adminViewApplicant', screen(() => import('../features/applicationAdmin/AdminViewApplicantPage').then((m) => ({ default: m.AdminViewApplicantPage })))),
  priv('/member/view-application-council', 'routes.viewApplicationCouncil', screen(() => import('../features/applicationAdmin/CouncilReviewPage').then((m) => ({ default: m.CouncilReviewPage })))),
  priv('/member/view-member-details', 'routes.viewMemberDetails', screen(() => import('../features/members/MemberDetailsPage').then((m) => ({ default: m.MemberDetailsPage })))),
  priv('/member/news-feed', 'routes.newsFeed', screen(() => import('../features/news/NewsFeedPage').then((m) => ({ default: m.NewsFeedPage })))),
  priv('/cpd/developmentgoals', 'routes.developmentGoals', RESOURCE),
  // the declared activity log (resources/cpd/cpdActivities) with the member's goals and evidence downloads
  priv('/cpd/activities', 'routes.cpdActivities', screen(() => import('../features/cpd/activities/CpdActivitiesPage').then((m) => ({ default: m.CpdActivitiesPage })))),
  priv('/cpd/member-registration', 'routes.cpdMemberRegistration', screen(() => import('../features/cpd/registration/CpdRegistrationPage').then((m) => ({ default: m.CpdRegistrationPage })))),
  priv('/cpd/cpd-member-profile', 'routes.cpdMemberProfile', screen(() => import('../features/cpd/profile/CpdProfilePage').then((m) => ({ default: m.CpdProfilePage })))),
  // Beyond spec §2 (issue 11): the CPD scheme's settings, kept by staff
  priv('/cpd/settings', 'routes.cpdSettings', RESOURCE),
  priv('/upload-minutes/view-upload-minutes', 'routes.uploadMinutes', screen(() => import('../features/minutes/MinutesPage').then((m) => ({ default: m.MinutesPage })))),
];

const BY_PATH = new Map(ROUTES.map((entry) => [entry.path, entry]));

/** Exact match (spec §2); a single trailing slash is tolerated, as react-router does. */
export const normalizePath = (path: string): string => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);

/**
 * The master-data screens (issue 13): every /param/{entity} beyond the table is a declared screen, served by the
 * declaration in resources/master-data/ whose entity it names (none: not found). The menu item titles the page.
 */
const MASTER_DATA_PATH = /^\/param\/[a-z]+$/;
const masterDataRoute = (path: string): RouteEntry | undefined =>
  MASTER_DATA_PATH.test(path) ? priv(path, 'routes.masterData', RESOURCE) : undefined;

export const findRoute = (path: string): RouteEntry | undefined => BY_PATH.get(normalizePath(path)) ?? masterDataRoute(normalizePath(path));

/** The title the table gives the screen at `path`; none for a master-data screen, which its menu item names. */
export const routeTitleOf = (path: string): RouteEntry['title'] | undefined => BY_PATH.get(normalizePath(path))?.title;

/** The pattern of the master-data screens, for the app's router. */
export const MASTER_DATA_ROUTE = '/param/:entity';

export const PRIVATE_ROUTES = ROUTES.filter((entry) => entry.access === 'private');
export const PUBLIC_ROUTES = ROUTES.filter((entry) => entry.access === 'public');
