// The shapes of the administration calls: the activity log (routes/activity-log.mjs), the global details and the
// institute's identity (routes/global-details.mjs), the lookups (routes/lookups.mjs), the mail outbox
// (routes/outbox.mjs), roles and users (routes/roles.mjs, users.mjs, user-creation.mjs) and menu access
// (routes/menu-access.mjs).
import { INSTITUTE_IDENTITY_FIELDS } from '../../../../src/domain/instituteIdentity.mjs';
import { GLOBAL_TEXT_FIELDS, GLOBAL_WHOLE_NUMBER_FIELDS } from '../../master-data/global-details-rules.mjs';
import { MEMBER_NUMBER_MAX, NEW_USER_NAME_MAX, TEXT_MAX } from '../../constants.mjs';
import { anyOf, array, boolean, byRoute, integer, named, nullable, object, text } from '../schemas.mjs';

const STAMP = text({ description: 'ISO 8601, UTC.' });

/** One entry of the activity log (lib/audit/activity.mjs): repeated failures are one entry with a count. */
export const ACTIVITY_ENTRY = named('ActivityEntry', object(
  {
    id: integer({ min: 1 }),
    at: STAMP,
    userId: nullable(integer({ min: 1 })),
    username: text(),
    action: text(),
    entity: text(),
    recordId: nullable({ type: ['integer', 'string'] }),
    detail: text(),
    count: integer({ min: 1, description: 'Repeats folded into this entry.' }),
    lastAt: STAMP,
  },
  { required: ['id', 'at', 'username', 'action', 'entity', 'detail'] },
));

/** A mail the API would have sent (lib/mail/outbox.mjs). */
export const OUTBOX_MAIL = named('OutboxMail', object({ id: integer({ min: 1 }), to: text(), subject: text(), body: text(), sentAt: STAMP }, { required: ['id', 'to', 'subject', 'body', 'sentAt'] }));

/** The few global details every visitor sees (src/domain/instituteIdentity.mjs): each text, '' when unset. */
export const INSTITUTE_IDENTITY = named('InstituteIdentity', object(Object.fromEntries(INSTITUTE_IDENTITY_FIELDS.map((field) => [field, text()])), { required: [...INSTITUTE_IDENTITY_FIELDS], closed: true }));

/** Record 3 of the global details (spec §3), as the Global Details screen reads it. */
export const GLOBAL_DETAILS = named('GlobalDetails', object(
  {
    ...Object.fromEntries(GLOBAL_TEXT_FIELDS.map((field) => [field, text()])),
    ...Object.fromEntries(Object.entries(GLOBAL_WHOLE_NUMBER_FIELDS).map(([field, rule]) => [field, integer({ min: rule.min, max: rule.max })])),
  },
  { required: ['frontURL', 'coreURL', 'userLoginAttempts', 'userExpirationDays'] },
));

const ANSWERED = "200 '02' with the rule's text";
/** PUT para/globaldetails: the fields to change (others keep their value); every rule answers '02' with its text. */
export const GLOBAL_DETAILS_FORM = named('GlobalDetailsForm', object(
  {
    gid: byRoute(text({ values: ['3'], description: 'Always 3 (the number 3 is taken too).' }), ANSWERED),
    ...Object.fromEntries(GLOBAL_TEXT_FIELDS.map((field) => [field, byRoute(text({ max: TEXT_MAX.setting }), ANSWERED)])),
    ...Object.fromEntries(Object.entries(GLOBAL_WHOLE_NUMBER_FIELDS).map(([field, rule]) => [field, byRoute(integer({ min: rule.min, max: rule.max, description: 'Digits as text are taken too.' }), ANSWERED)])),
  },
  { required: ['gid'] },
));

/** One row of a stored lookup (member types, titles, companies, universities): as stored. */
export const LOOKUP_ROW = named('LookupRow', object({}, { description: 'A row of the lookup as the institute stores it.' }));

// Roles and users (routes/roles.mjs, routes/users.mjs) -------------------------------------------------------

/** A record's id as the forms send it: a whole number from 1, or its digits as text (lib/http/fields.mjs idFrom). */
export const ID_VALUE = { ...anyOf(integer({ min: 1 }), text({ pattern: '^\\s*\\d+\\s*$' })), description: 'A whole number from 1, or its digits as text.' };

const SELECT_STATUS = { ...anyOf(integer(), text(), object({ value: anyOf(integer(), text()) })), description: 'A record status (1 Pending, 2 Approved, 16 Reject): its code, as text, or a select\'s {value}.' };

/** A role row (lib/users/roles.mjs roleRow): its status as the select's {value, label}, and how many users hold it. */
export const ROLE_ROW = named('Role', object(
  {
    userRoleID: integer({ min: 1 }),
    userRoleName: text(),
    userRoleDescription: text(),
    userRoleStatus: object({ value: integer(), label: text() }, { required: ['value', 'label'] }),
    createdAt: nullable(text()),
    createdBy: nullable(text()),
    usersCount: integer({ min: 0 }),
  },
  { required: ['userRoleID', 'userRoleName', 'userRoleStatus', 'usersCount'] },
));

/** One menu row of a role's tree (lib/users/roles.mjs roleOptions): ticked when every item below it is. */
export const ROLE_OPTION = named('RoleOption', object(
  {
    id: integer({ min: 1 }),
    value: integer({ min: 1 }),
    title: text(),
    ticked: boolean(),
    parentId: nullable(integer({ min: 1 })),
    type: text({ description: 'group, collapse, item or permission.' }),
    url: text(),
  },
  { required: ['id', 'value', 'title', 'ticked', 'parentId', 'type'] },
));

/** GET roleedit/{userRoleID}: the role row with its menu tree ticked. */
export const ROLE_EDIT = named('RoleEdit', object({ ...ROLE_ROW.properties, roleOptions: array(ROLE_OPTION) }, { required: [...ROLE_ROW.required, 'roleOptions'] }));

export const ROLE_CHOICE = object({ userRoleID: integer({ min: 1 }), userRoleName: text() }, { required: ['userRoleID', 'userRoleName'] });
export const STATUS_CHOICE = object({ statusCode: integer(), statusName: text() }, { required: ['statusCode', 'statusName'] });

const ROLE_RULE = "200 '02' (no menu ticked on create: '03') with the rule's text";
const roleField = (schema) => byRoute(schema, ROLE_RULE);
const ROLE_FIELDS = {
    userRoleID: byRoute({ ...ID_VALUE, description: 'Update only: the role changed.' }, "200 '02' 'Role not found'"),
    userRoleName: roleField(text({ min: 1, max: TEXT_MAX.roleName, pattern: '^[A-Za-z]+$', description: 'Letters only, unique (any case); cannot be changed.' })),
    userRoleDescription: roleField(text({ min: 1, max: TEXT_MAX.description })),
    userRoleStatus: roleField(SELECT_STATUS),
    roleOptions: roleField(array(object({ value: anyOf(integer(), text()), id: anyOf(integer(), text()), ticked: anyOf(boolean(), text()) }), { description: 'The tree of roleoptions with ticked set; the ticked items and permissions are the role\'s menus (at least one).' })),
};
/** POST rolecreation. */
export const ROLE_FORM = named('RoleForm', object(ROLE_FIELDS, { required: ['userRoleName', 'userRoleDescription', 'userRoleStatus', 'roleOptions'] }));
/** PUT updaterole: the name is read-only (left out, or the same); roleOptions left out keeps the role's menus. */
export const ROLE_CHANGES = named('RoleChanges', object(ROLE_FIELDS, { required: ['userRoleID', 'userRoleDescription', 'userRoleStatus'] }));

/** A user row of the admin lists (lib/users/user-rows.mjs): never the password hash or the login counter. */
export const USER_ROW = named('User', object(
  {
    userID: integer({ min: 1 }),
    username: text(),
    email: text(),
    firstName: text(),
    lastName: text(),
    description: text(),
    userRoleID: integer({ min: 1 }),
    userRoleName: text(),
    status: text(),
    statusID: integer(),
    createdAt: nullable(text()),
    createdBy: nullable(text()),
    expireDate: nullable(text()),
  },
  { required: ['userID', 'username', 'email', 'firstName', 'lastName', 'userRoleID', 'userRoleName', 'status', 'statusID'] },
));

/** The user select's row (GET get-all-usernames). */
export const USER_NAME_ROW = object(
  { userID: integer({ min: 1 }), username: text(), email: text(), firstName: text(), lastName: text(), fullName: text(), statusID: integer() },
  { required: ['userID', 'username', 'fullName', 'statusID'] },
);

const USER_ID = (answer) => byRoute(ID_VALUE, answer);
const NAMES_RULE = "200 '02' with the rule's text (names required, trimmed)";
const NAME_FIELDS = {
  firstName: byRoute(text({ min: 1, max: TEXT_MAX.personName }), NAMES_RULE),
  lastName: byRoute(text({ min: 1, max: TEXT_MAX.personName }), NAMES_RULE),
  description: byRoute(text({ max: TEXT_MAX.description, description: 'Optional.' }), NAMES_RULE),
};
/** PUT para/user: the names (and description) of a user; userID missing answers 400 '05' 'userID is required'. */
export const USER_CHANGES = named('UserChanges', object(
  { userID: USER_ID("400 '05' 'userID is required'; unknown: 200 '02' 'User not found'"), ...NAME_FIELDS },
  { required: ['userID', 'firstName', 'lastName'] },
));
/** PUT userauth and memberauth: the names as corrected and the decision. */
export const USER_DECISION = named('UserDecision', object(
  { ...USER_CHANGES.properties, approve: byRoute(text({ values: ['approve', 'reject'] }), "200 '02' with the rule's text") },
  { required: ['userID', 'firstName', 'lastName', 'approve'] },
));

// User creation (routes/user-creation.mjs) ---------------------------------------------------------------------

const ROLE_SELECT = { ...anyOf(ID_VALUE, object({ value: ID_VALUE })), description: "An approved role's id (or a select's {value}) the actor may grant." };
const CREATION_RULES = "the spec's createUser codes: 400 '05' missing, a name or role refused; 200 '06' an e-mail's form; 200 '02' duplicate e-mail; 200 '07' user name taken; 403 '02' a role beyond the actor's";

/** POST usercreation (the User ID Creation form); every rule is the route's, with the spec's createUser codes. */
export const USER_CREATION_FORM = named('UserCreationForm', byRoute(object(
  {
    email: text({ min: 1, max: TEXT_MAX.email, format: 'email', description: 'Also the user name; trimmed.' }),
    firstName: text({ min: 1, max: NEW_USER_NAME_MAX, pattern: '^[A-Za-z ]+$', description: 'Letters and spaces; trimmed.' }),
    lastName: text({ min: 1, max: NEW_USER_NAME_MAX, pattern: '^[A-Za-z ]+$', description: 'Letters and spaces; trimmed.' }),
    userRoleName: ROLE_SELECT,
    userDescription: text({ max: TEXT_MAX.description }),
  },
  { required: ['email', 'firstName', 'lastName', 'userRoleName'] },
), CREATION_RULES));

/** The older createUser answer: msg, with status repeating it. */
export const createUserAnswer = (codes) => object(
  { msg: text(), status: text({ description: 'The same text as msg.' }), statusCode: text({ values: codes }), userID: integer({ min: 1 }) },
  { required: ['msg', 'status', 'statusCode'] },
);

/** POST set-user-role-from-member: the member number and the role to give the member's account. */
export const MEMBER_ROLE_FORM = named('MemberRoleForm', byRoute(object(
  {
    memberNumber: text({ min: 1, max: MEMBER_NUMBER_MAX, description: 'Any case; trimmed.' }),
    userRoleName: ROLE_SELECT,
  },
  { required: ['memberNumber', 'userRoleName'] },
), "400 '05' a missing member number or role; 200 '02' a longer number or an unknown role; 200 '01' 'No member number found'"));

// Menu access (routes/menu-access.mjs) -------------------------------------------------------------------------

/** An item or permission of the menu: its id, title and screen path (permissions may have none). */
export const MENU_ACCESS_ROW = named('MenuAccessRow', object({ id: integer({ min: 1 }), menuName: text(), url: text() }, { required: ['id', 'menuName'] }));
/** A row of a role's menu table, numbered in tree order. */
export const MENU_TABLE_ROW = object({ no: integer({ min: 1 }), menuName: text(), url: text() }, { required: ['no', 'menuName'] });
