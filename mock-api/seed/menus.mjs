// The menu table (every private route of spec §2 except /not-found and /select-option) and which roles
// tick each item. Ids are explicit so role ticks stay stable when items are added. An item's title is
// its screen's one name, the app's route table title (tests/components/app/menuSeed.test.ts holds them
// equal), so other clients of the API read the same names.
import { ROLE } from '../lib/constants.mjs';
import { masterDataMenu } from './master-data-menu.mjs';
import { DECIDE } from '../../src/domain/permissions.mjs';

const { ADMIN: A, APPLICANT: P, MEMBER: M } = ROLE;
const ALL = [A, P, M];

const group = (id, title, icon, children) => ({ id, title, type: 'group', icon, children });
const collapse = (id, title, icon, children) => ({ id, title, type: 'collapse', icon, children });
const item = (id, title, url, icon, roles, extra = {}) => ({ id, title, type: 'item', url, icon, roles, ...extra });
/** A page about the signed-in user's own data only: giving it to a role gives no power over others. */
const own = (id, title, url, icon, roles, extra = {}) => item(id, title, url, icon, roles, { selfService: true, ...extra });
const dashboard = (id, title, url, roles, extra = {}) => item(id, title, url, 'Dashboard', roles, { breadcrumbs: false, ...extra });
/**
 * A decision held apart from its screen (src/domain/permissions.mjs), listed right after the screen: ticked and
 * blocked like an item, never a link of the side menu, and worth nothing without its screen (`screenId`).
 */
const permission = (id, title, url, screenId, roles) => ({ id, title, type: 'permission', url, screenId, roles });

const TREE = [
  group(1, 'Dashboard', 'Dashboard', [
    dashboard(100, 'Admin Dashboard', '/member/admin-dashboard', [A]),
    dashboard(101, 'Application Dashboard', '/member/application-dashboard', [P], { selfService: true }),
    dashboard(102, 'Member Dashboard', '/member/member-dashboard', [M], { selfService: true }),
    own(103, 'News Feed', '/member/news-feed', 'Feed', [A, M]),
  ]),
  group(2, 'Administration', 'AdminPanelSettings', [
    collapse(10, 'User Management', 'People', [
      item(110, 'Role Creation', '/user/rolecreation', 'Security', [A]),
      item(111, 'User ID Creation', '/user/usercreation', 'PersonAdd', [A]),
      item(112, 'User Authorization', '/user/userauth', 'HowToReg', [A]),
      item(113, 'View All Users', '/user/all', 'People', [A]),
      item(114, 'Block Menu Access', '/user/blockaccess', 'Block', [A]),
      item(115, 'Activity Log', '/user/activity-log', 'History', [A]),
      item(116, 'User Inquiries', '/user/inquiries', 'ContactSupport', [A]),
    ]),
    collapse(11, 'Members', 'Groups', [
      item(120, 'View Members', '/member/viewmembers', 'Groups', [A]),
      item(121, 'Member Lookup', '/user/memberdetails', 'PersonSearch', [A]),
      item(122, 'Member Overview', '/member/adminviewmember', 'Badge', [A]),
      item(123, 'Edit Member', '/member/admineditmember', 'ManageAccounts', [A]),
      item(124, 'Approve Members', '/member/approvemember', 'HowToReg', [A]),
      item(125, 'Member Transfer Approval', '/member/member-transfer-approval', 'SwapHoriz', [A]),
    ]),
    collapse(12, 'Applications', 'Assignment', [
      item(130, 'Approve Applications', '/member/viewapplications', 'AssignmentTurnedIn', [A]),
      item(131, 'Applicant Details', '/member/adminviewapplicant', 'PersonSearch', [A]),
      permission(134, 'Approve or reject applications and assign council reviewers', DECIDE.APPLICATIONS, 131, [A]),
      item(132, 'Council Application Review', '/member/view-application-council', 'Gavel', [A]),
      item(133, 'Applicant Registration', '/member/adminapplicantregistration', 'PersonAdd', [A]),
    ]),
    collapse(13, 'Payments', 'Payments', [
      item(140, 'Transaction View / Approve', '/member/approvetransaction', 'ReceiptLong', [A]),
      permission(144, 'Approve or reject transactions', DECIDE.TRANSACTIONS, 140, [A]),
      item(141, 'Accept Payment', '/member/acceptpayment', 'Payments', [A]),
      item(142, 'Accept New Membership Payment', '/member/accept-payment-new-membership', 'Payments', [A]),
      item(143, 'Accept Miscellaneous Payment', '/member/accept-payment-miscellaneous', 'Payments', [A]),
    ]),
    collapse(14, 'CPD', 'School', [
      item(150, 'CPD Member View / CPD Membership Approve', '/member/approvecpdmembership', 'FactCheck', [A]),
      // Beyond spec §2 (issue 11): the yearly hours required and the minimum per category
      item(151, 'CPD Settings', '/cpd/settings', 'Tune', [A]),
    ]),
    collapse(15, 'Events', 'Event', [
      item(160, 'Event Creation', '/member/event-creation', 'EventNote', [A]),
      item(161, 'Event Assignment', '/member/event-assign', 'EventAvailable', [A]),
    ]),
    item(170, 'Meeting Minutes', '/upload-minutes/view-upload-minutes', 'Description', [A]),
    collapse(17, 'Settings', 'Settings', [
      item(180, 'Global Details', '/param/globaldata', 'Tune', [A]),
      // Every mail the API "sent" (one-time codes, first passwords): no other role may be given it.
      item(181, 'Mail Outbox', '/user/mail-outbox', 'Mail', [A], { adminOnly: true }),
    ]),
  ]),
  // Issue 13: one item per master-data declaration, in sub menus by its group (seed/master-data-menu.mjs)
  group(5, 'Master Data', 'Tune', masterDataMenu({ collapse, item, roles: [A] })),
  group(3, 'Membership', 'CardMembership', [
    // One menu item per screen: both addresses show the applicant's one application form, so the applicant role
    // ticks only Application Details; this item stays for a role an administrator gives the older address.
    own(200, 'Membership Application', '/user/applicationcreate', 'Assignment', []),
    own(201, 'Application Details', '/member/applicationdetails', 'Description', [P]),
    own(202, 'Member Profile', '/user/member-profile', 'AccountBox', [M]),
    own(203, 'Member Details', '/member/view-member-details', 'Badge', [M]),
    own(204, 'Membership Renewal', '/member/memberrenewal', 'Autorenew', [M]),
    // Members read the schedule; staff holding it also edit it (the routes' screens policy). Kept self-service
    // because the member role holds it, and granting the member role must not need an administration screen.
    // Members read the schedule; a staff role holding it edits it (a power: lib/privilege.mjs staffEdits).
    own(205, 'Membership Fees', '/user/membership-fees', 'Payments', [A, M], { staffEdits: true }),
    own(206, 'Member Transfer', '/member/member-transfer', 'SwapHoriz', [M]),
    collapse(20, 'CPD', 'School', [
      own(210, 'Development Goals', '/cpd/developmentgoals', 'Flag', [M]),
      own(211, 'CPD Activities', '/cpd/activities', 'TaskAlt', [M]),
      own(212, 'CPD Member Registration', '/cpd/member-registration', 'HowToReg', [M]),
      own(213, 'CPD Member Profile', '/cpd/cpd-member-profile', 'AccountCircle', [M]),
    ]),
  ]),
  group(4, 'My Account', 'AccountCircle', [
    own(300, 'User Profile', '/user/profile', 'AccountCircle', ALL),
    own(301, 'Password Reset', '/user/password-reset', 'LockReset', ALL),
    own(302, 'Change Password', '/user/change-password', 'Password', ALL),
  ]),
];

/** Depth-first rows of TREE with parent links and sibling order. */
const flatten = (nodes, parentId = null) =>
  nodes.flatMap((node, index) => [{ ...node, parentId, order: index + 1 }, ...flatten(node.children ?? [], node.id)]);

const FLAT = flatten(TREE);

/** The flat menus table: {id, title, type, url?, icon?, parentId, order, screenId?, breadcrumbs?, selfService?, staffEdits?, adminOnly?}. */
export const menuRows = () =>
  FLAT.map(({ id, title, type, url, icon, parentId, order, screenId, breadcrumbs, selfService, staffEdits, adminOnly }) => ({
    id,
    title,
    type,
    ...(url ? { url } : {}),
    ...(icon ? { icon } : {}),
    parentId,
    order,
    ...(screenId ? { screenId } : {}),
    ...(breadcrumbs === false ? { breadcrumbs } : {}),
    ...(selfService ? { selfService } : {}),
    ...(staffEdits ? { staffEdits } : {}),
    ...(adminOnly ? { adminOnly } : {}),
  }));

/** Ids of the items and permissions a role ticks. */
export const menuIdsFor = (roleId) => FLAT.filter((row) => (row.type === 'item' || row.type === 'permission') && row.roles.includes(roleId)).map((row) => row.id);
