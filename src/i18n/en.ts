/**
 * Every user-visible text of the portal, verbatim from the spec (spelling included:
 * "Successfuly", "Successfull", "occured" stay as written). Keys are read through
 * `msg()` in ./keys.ts so a typo fails tsc.
 */
import { publicPortal } from './enPublic';
import { transactions } from './en/transactions';
import { cpdActivities } from './en/cpdActivities';
import { cpdRegistration } from './en/cpdRegistration';
import { cpdApprovals } from './en/cpdApprovals';
import { cpdSettings } from './en/cpdSettings';
import { cpdProfile } from './en/cpdProfile';
import { cpdGoals } from './en/cpdGoals';
import { applicationAdmin } from './en/applicationAdmin';
import { memberAdmin } from './en/memberAdmin';
import { approvalQueue } from './en/approvalQueue';
import { memberRecords } from './en/memberRecords';
import { payments } from './en/payments';
import { membershipFees, officePayments } from './en/officePayments';
import { events } from './en/events';
import { transfers } from './en/transfers';
import { news } from './en/news';
import { minutes } from './en/minutes';
import { dashboards } from './en/dashboards';
import { reminders } from './en/reminders';
import { credentials } from './en/credentials';
import { notifications } from './en/notifications';

export const portal = {
  ...publicPortal,
  events,
  transfers,
  news,
  minutes,
  dashboards,
  credentials,
  transactions,
  cpdActivities,
  cpdRegistration,
  cpdApprovals,
  cpdSettings,
  cpdProfile,
  cpdGoals,
  memberRecords,
  memberAdmin,
  approvalQueue,
  applicationAdmin,
  payments,
  membershipFees,
  officePayments,
  reminders,
  notifications,
  table: {
    searchPlaceholder: 'Search Data',
    clear: 'Clear',
    actions: 'Action',
    noRecords: 'There are no records to display',
    approve: 'Approve',
    edit: 'Edit',
    delete: 'Delete',
    view: 'View',
    print: 'Print',
    addNew: 'Add New',
    close: 'Close',
    save: 'Save',
    update: 'Update',
    /* the engine's CSV export of a list's filtered rows */
    export: 'Export',
    exporting: 'Exporting...',
    exportFailed: 'The export failed: %{reason}',
    /* a phone's button over the list's filters, and its name with the count of active ones */
    filters: 'Filters',
    filtersActive: 'Filters (%{smart_count})',
  },
  /* the engine's bulk approval of selected rows (ListSpec.bulkApprove) */
  bulk: {
    toolbar: 'Selected rows',
    selected: '%{smart_count} selected',
    selectPage: 'Select every row of this page',
    selectRow: 'Select %{name}',
    approveSelected: '%{action} selected',
    clear: 'Clear selection',
    question: '%{action} the selected %{noun}? |||| %{action} %{smart_count} selected %{nouns}?',
    running: '%{done} of %{total} done...',
    resultTitle: 'Result',
    approved: '%{smart_count} approved',
    notApproved: '%{smart_count} not approved:',
    notApprovable: 'Not awaiting approval any more',
    skipped: 'Left out, not awaiting approval any more: |||| Left out, %{smart_count} not awaiting approval any more:',
  },
  confirm: {
    title: 'Are you sure?',
    irreversible: "You won't be able to revert this!",
    deleteIt: 'Delete it!',
    updateIt: 'Update it!',
    approveIt: 'Approve it!',
    rejectIt: 'Reject it!',
    yes: 'Yes',
    cancel: 'Cancel',
    /* the body of the engine's confirmations: what will happen to which record */
    saveNamed: 'Save the %{noun} %{name}?',
    saveUnnamed: 'Save the %{noun}?',
    updateNamed: 'Update the %{noun} %{name}?',
    updateUnnamed: 'Update the %{noun}?',
    deleteNamed: 'Delete the %{noun} %{name}?',
    deleteUnnamed: 'Delete the %{noun}?',
    defaultNoun: 'record',
  },
  selectOption: {
    title: 'Select an option',
    intro: 'Where would you like to go?',
  },
  globalDetails: {
    title: 'Global Details',
    update: 'Update Global Details',
    success: 'Gmt Update Success',
    frontURL: 'Front URL',
    domainDestription: 'Domain Description',
    coreURL: 'Core URL',
    date: 'Date',
    userExpirationDays: 'User Expiration Days',
    userLoginAttempts: 'User Login Attempts',
    encryptKey: 'Encrypt Key',
    companyName: 'Company Name',
    footerTitle: 'Footer Title',
    versionNumber: 'Version Number',
    logoPath: 'Logo Path',
    userMalePath: 'User Male Image Path',
    userFemalePath: 'User Female Image Path',
    noun: 'global details',
  },
  roles: {
    title: 'Role Creation',
    dialogTitle: 'Role Details',
    tickedMenus: 'Ticked Menus are allowed for the user',
    roleId: 'Role Id',
    roleName: 'Role Name',
    description: 'Description',
    status: 'Status',
    createDate: 'Create Date',
    nameInvalid: 'Invalid role name: only letters allowed',
    nameRequired: 'Role name is required',
    descriptionRequired: 'Role Description Required',
    statusRequired: 'Status is required',
    created: 'Role Creation Success',
    updated: 'Role Update Success',
    deleted: 'Role Delete Success',
    noun: 'role',
  },
  users: {
    allTitle: 'View All Users',
    updateDialog: 'Update User Details',
    viewDialog: 'User Details',
    noun: 'user',
    nouns: 'users',
    confirmAuthorize: 'Authorize the user %{name}?',
    confirmReject: 'Reject the user %{name}?',
    authTitle: 'User Authorization',
    authorize: 'Authorize',
    reject: 'Reject',
    firstNameRequired: 'First Name Required',
    lastNameRequired: 'Last Name Required',
    created: 'User Creation Success',
    authorized: 'User Authorization Success',
    updated: 'User Update Success',
    deleted: 'User Delete Success',
  },
  /* app shell: page titles of the route table (src/app/routeTable.ts) */
  /* app shell: the welcome dashboard of the three landing routes */
  engine: {
    addLine: 'Add %{noun}',
    moveLineUp: 'Move %{noun} %{number} up',
    moveLineDown: 'Move %{noun} %{number} down',
    removeLine: 'Remove %{noun} %{number}',
    lineCount: '%{count} %{noun}(s)',
    invalidDate: 'Please enter a valid date (DD/MM/YYYY)',
    notANumber: 'Please enter a number',
    invalidEmail: 'Please enter a valid e-mail address',
    loading: 'Loading...',
    details: 'Details',
    show: 'Show %{name}',
    hide: 'Hide %{name}',
    hiddenValue: 'value',
    lookupTypeMore: 'Type at least %{count} characters to search',
    lookupSearching: 'Searching...',
    lookupNoMatches: 'No matches',
    lookupFailed: 'The options could not be loaded',
  },
  /* administration pages: user creation extras, menu blocking, the user select (src/features/admin) */
  userCreationPage: {
    detailsHeading: 'User Details',
    createUser: 'Create User',
    firstPasswordHint:
      'A new user receives the first password by e-mail and must be authorized by an administrator before logging in.',
    menuNo: 'No',
    menuName: 'Menu Name',
    menuUrl: 'URL',
    grantedSwitch: 'Show granted menus',
    chooseRole: 'Choose a user role to see its menus.',
    memberRoleHint: "The user account of the member gets the chosen role.",
    setRole: 'Set Role',
    ok: 'OK',
    rolesFailed: 'The user roles could not be loaded',
  },
  blockAccess: {
    scope: 'Block menus for',
    scopeRole: 'Role',
    scopeUser: 'User',
    role: 'User Role',
    user: 'User',
    allowed: 'Allowed menu items',
    blocked: 'Blocked items',
    block: 'Block',
    unblock: 'Unblock',
    blockItem: 'Block %{name}',
    unblockItem: 'Unblock %{name}',
    confirmBlock: 'Block the menu item "%{name}"?',
    confirmUnblock: 'Unblock the menu item "%{name}"?',
    nextLogin: "Changes apply from the user's next login.",
    chooseTarget: 'Choose a role or a user to see its menu items.',
    noItems: 'No menu items',
    updated: 'Menu access updated',
  },
  userSelect: {
    label: 'User',
  },
  /* public page /user-inquiry-form (src/features/inquiry) */
  /* administration screens declared through the engine (resources/users.ts, userAuthorization.ts, activityLog.ts, inquiries.ts, mailOutbox.ts) */
  userAdmin: {
    userId: 'User Id',
    username: 'Username',
    email: 'E-mail',
    firstName: 'First Name',
    lastName: 'Last Name',
    description: 'Description',
    role: 'Role',
    status: 'Status',
    createdAt: 'Created Date',
    createdBy: 'Created By',
    expireDate: 'Expiry Date',
  },
  activityLog: {
    entry: 'Activity Log Entry',
    at: 'When',
    username: 'User',
    userId: 'User Id',
    action: 'Activity',
    entity: 'Entity',
    recordId: 'Record',
    detail: 'Detail',
  },
  mailOutbox: {
    mail: 'E-mail',
    sentAt: 'Sent',
    to: 'To',
    subject: 'Subject',
    body: 'Message',
  },
  inquiries: {
    dialogTitle: 'Inquiry',
    inquiryId: 'Inquiry Id',
    createdAt: 'Received',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    memberNo: 'Member Number',
    subject: 'Subject',
    message: 'Message',
    status: 'Status',
    open: 'Open',
    handled: 'Handled',
    handledBy: 'Handled By',
    handledAt: 'Handled At',
    note: 'Note',
    markHandled: 'Mark as handled',
    markHandledTitle: 'Mark Inquiry as Handled',
    handledSuccess: 'Inquiry marked as handled',
    noun: 'inquiry',
    confirmHandled: 'Mark the inquiry "%{name}" as handled?',
  },
} as const;

/** The portal's catalogue; src/i18n/i18nProvider.ts merges react-admin's own English texts in. */
export const en = { portal };
export default en;
