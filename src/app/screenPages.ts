import type { BespokeScreenName } from '../../resources/screens';
import type { ScreenModule } from '../routing/screenModule';

/**
 * The page of every bespoke screen (resources/screens.ts), each a chunk of its own loaded on demand. Kept apart
 * from the screens' facts, which pages read to link to each other, so no page imports the pages it links to.
 */
const loginPage = () => import('../features/auth/LoginPage').then((m) => ({ default: m.LoginPage }));
const applicationDetailsPage = () => import('../features/applications/ApplicationDetailsPage').then((m) => ({ default: m.ApplicationDetailsPage }));
const officePayments = () => import('../features/officePayments/OfficePaymentScreens');

export const SCREEN_PAGES: Record<BespokeScreenName, () => Promise<ScreenModule>> = {
  login: loginPage,
  forgotPassword: () => import('../features/auth/forgotPassword/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })),
  signUp: () => import('../features/auth/signup/SignUpPage').then((m) => ({ default: m.SignUpPage, startCalls: m.startSignUpCalls })),
  userInquiry: () => import('../features/inquiry/InquiryPage').then((m) => ({ default: m.InquiryPage })),
  publicEvents: () =>
    import('../features/events/PublicEventsPage').then((m) => ({ default: m.PublicEventsPage, startCalls: m.startPublicEventsCalls, preloadedCalls: m.publicEventsPreloads })),
  verifyDocument: () => import('../features/verify/VerifyDocumentPage').then((m) => ({ default: m.VerifyDocumentPage })),
  selectOption: () => import('../features/auth/SelectOptionPage').then((m) => ({ default: m.SelectOptionPage })),
  notFound: () => import('./layout/NotFoundScreen').then((m) => ({ default: m.NotFoundScreen })),
  adminDashboard: () => import('../features/dashboard/AdminDashboard').then((m) => ({ default: m.AdminDashboard, startCalls: m.startAdminDashboardCalls })),
  applicationDashboard: () => import('../features/dashboard/ApplicantDashboard').then((m) => ({ default: m.ApplicantDashboard })),
  memberDashboard: () => import('../features/dashboard/MemberDashboard').then((m) => ({ default: m.MemberDashboard })),
  newsFeed: () => import('../features/news/NewsFeedPage').then((m) => ({ default: m.NewsFeedPage })),
  userCreation: () => import('../features/admin/userCreation/UserCreationPage').then((m) => ({ default: m.UserCreationPage })),
  blockAccess: () => import('../features/admin/blockAccess/BlockAccessPage').then((m) => ({ default: m.BlockAccessPage })),
  memberLookup: () => import('../features/memberAdmin/MemberLookupPage').then((m) => ({ default: m.MemberLookupPage })),
  adminViewMember: () => import('../features/memberAdmin/AdminViewMemberPage').then((m) => ({ default: m.AdminViewMemberPage })),
  adminEditMember: () => import('../features/memberAdmin/AdminEditMemberPage').then((m) => ({ default: m.AdminEditMemberPage })),
  approveMember: () => import('../features/memberAdmin/ApprovalQueuePage').then((m) => ({ default: m.ApprovalQueuePage })),
  memberTransferApproval: () => import('../features/transfers/TransferApprovalPage').then((m) => ({ default: m.TransferApprovalPage })),
  adminViewApplicant: () => import('../features/applicationAdmin/AdminViewApplicantPage').then((m) => ({ default: m.AdminViewApplicantPage })),
  councilReview: () => import('../features/applicationAdmin/CouncilReviewPage').then((m) => ({ default: m.CouncilReviewPage })),
  adminApplicantRegistration: () => import('../features/applications/AdminApplicantRegistrationPage').then((m) => ({ default: m.AdminApplicantRegistrationPage })),
  approveTransaction: () => import('../features/transactions/TransactionsPage').then((m) => ({ default: m.TransactionsPage })),
  acceptPayment: () => officePayments().then((m) => ({ default: m.AcceptRenewalPaymentPage })),
  acceptPaymentNewMembership: () => officePayments().then((m) => ({ default: m.AcceptNewMembershipPaymentPage })),
  acceptPaymentMiscellaneous: () => officePayments().then((m) => ({ default: m.AcceptMiscellaneousPaymentPage })),
  renewalReminders: () => import('../features/reminders/RenewalRemindersPage').then((m) => ({ default: m.RenewalRemindersPage })),
  cpdApprovals: () => import('../features/cpd/approvals/CpdApprovalsPage').then((m) => ({ default: m.CpdApprovalsPage })),
  eventCreation: () => import('../features/events/EventCreationPage').then((m) => ({ default: m.EventCreationPage })),
  eventAssign: () => import('../features/events/EventAssignPage').then((m) => ({ default: m.EventAssignPage })),
  minutes: () => import('../features/minutes/MinutesPage').then((m) => ({ default: m.MinutesPage })),
  applicationCreate: applicationDetailsPage,
  applicationDetails: applicationDetailsPage,
  memberProfile: () => import('../features/members/MemberProfilePage').then((m) => ({ default: m.MemberProfilePage })),
  memberDetails: () => import('../features/members/MemberDetailsPage').then((m) => ({ default: m.MemberDetailsPage })),
  memberRenewal: () => import('../features/payments/MemberRenewalPage').then((m) => ({ default: m.MemberRenewalPage })),
  memberTransfer: () => import('../features/transfers/MemberTransferPage').then((m) => ({ default: m.MemberTransferPage })),
  memberEvents: () => import('../features/events/member/MemberEventsPage').then((m) => ({ default: m.MemberEventsPage })),
  cpdActivities: () => import('../features/cpd/activities/CpdActivitiesPage').then((m) => ({ default: m.CpdActivitiesPage })),
  cpdRegistration: () => import('../features/cpd/registration/CpdRegistrationPage').then((m) => ({ default: m.CpdRegistrationPage })),
  cpdProfile: () => import('../features/cpd/profile/CpdProfilePage').then((m) => ({ default: m.CpdProfilePage })),
  userProfile: () => import('../features/account/UserProfilePage').then((m) => ({ default: m.UserProfilePage })),
  // two menu items, two screens of one page: resetting a forgotten password and changing a known one
  passwordReset: () => import('../features/auth/PasswordResetPage').then((m) => ({ default: m.PasswordResetPage })),
  changePassword: () => import('../features/auth/PasswordResetPage').then((m) => ({ default: m.PasswordResetPage })),
};

export { loginPage };
