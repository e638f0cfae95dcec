// The shapes of POST auth/signin (routes/auth.mjs): the sign-in body and the session it answers (spec §3, the
// types of src/domain/auth.ts; lib/auth/login-response.mjs writes it); and the forms of the password change and the
// reset by mailed code (routes/password.mjs, routes/forgot-password.mjs).
import { PASSWORD_MAX, TEXT_MAX } from '../../constants.mjs';
import { MSG } from '../../common-texts.mjs';
import { array, boolean, byRoute, integer, named, nullable, object, text } from '../schemas.mjs';

const MISSING = `400 '05' '${MSG.signinMissing}'`;

/** username and password: missing or not text is the route's own 400 text; a longer username names no account (401). */
export const SIGNIN_BODY = byRoute(object(
  {
    username: byRoute(text({ min: 1, max: TEXT_MAX.email, description: "The account's user name (its e-mail address), any case." }), `${MISSING}; longer: 401 '${MSG.badCredentials}'`, ['type', 'minLength', 'maxLength', 'required']),
    password: byRoute(text({ min: 1, max: PASSWORD_MAX }), MISSING, ['type', 'minLength', 'required']),
  },
  { required: ['username', 'password'] },
), MISSING, ['type']);

const MENU_ITEM = object(
  {
    id: text(),
    title: text(),
    type: text({ values: ['group', 'collapse', 'item'] }),
    url: text(),
    icon: text(),
    breadcrumbs: boolean(),
    children: array(object({}, { description: 'Menu items, as this one.' })),
  },
  { required: ['id', 'title', 'type'] },
);

const SESSION_USER = object(
  { userid: integer({ min: 1 }), userRoleID: integer({ min: 1 }), username: text(), firstName: text(), lastName: text(), userRoleName: text() },
  { required: ['userid', 'userRoleID', 'username', 'firstName', 'lastName'] },
);

/**
 * The session of a sign-in: '00' with the token and what the menus and pages need; '03' (pending, rejected,
 * expired account) and '04' (attempts exceeded) with every session field present and empty (spec §4).
 */
export const LOGIN_ANSWER = named('LoginResponse', object(
  {
    status: text(),
    statusCode: text({ values: ['00', '03', '04'] }),
    token: nullable(text({ description: 'A JWT (HS256) for the Authorization: Bearer header.' })),
    User: nullable(SESSION_USER),
    UserMenu: array(MENU_ITEM),
    URLList: array(object({ url: text() }, { required: ['url'] })),
    member: nullable(object({}, { description: "A member's own record (members only)." })),
    membership: nullable(object({}, { description: "A member's number, type, renewal year, valid-till date and status." })),
    employee: nullable(object({}, { description: 'Who signed in, for users without a member record.' })),
    application: nullable(object({}, { description: "An applicant's application header." })),
    Global_Data: object({}, { description: 'The global details every user may see (not the encryption key).' }),
  },
  { required: ['status', 'statusCode', 'token', 'User', 'UserMenu', 'URLList', 'member', 'membership', 'employee', 'application'] },
));

// Passwords (routes/password.mjs, routes/forgot-password.mjs) -----------------------------------------------------

const NEW_PASSWORD = text({ min: 1, max: PASSWORD_MAX, description: `${MSG.passwordWeak}.` });
const nonEmpty = (answer, schema = text({ min: 1 })) => byRoute(schema, answer, ['type', 'minLength', 'required']);
const PASSWORD_RULES = "200 '02' with the rule's text";

/** POST usermanagement/reset/password: each field non-empty text, else the route's 400 '05' naming all three. */
export const PASSWORD_CHANGE_FORM = named('PasswordChange', byRoute(object(
  {
    oldPassword: nonEmpty(`400 '05' '${MSG.passwordFieldsMissing}'`),
    newPassword: byRoute(nonEmpty(`400 '05' '${MSG.passwordFieldsMissing}'`, NEW_PASSWORD), PASSWORD_RULES),
    confirmPassword: nonEmpty(`400 '05' '${MSG.passwordFieldsMissing}'; another than newPassword: ${PASSWORD_RULES}`),
  },
  { required: ['oldPassword', 'newPassword', 'confirmPassword'] },
), `400 '05' '${MSG.passwordFieldsMissing}'`, ['type']));

const EMAIL = text({ min: 1, max: TEXT_MAX.email, description: "The account's e-mail address (any case)." });

/** POST otptoresetpassword: the address a code is mailed to, if it has an account. */
export const OTP_REQUEST_FORM = named('OtpRequest', byRoute(object(
  { email: byRoute(EMAIL, `400 '05' '${MSG.emailMissing}'`) },
  { required: ['email'] },
), `400 '05' '${MSG.emailMissing}'`, ['type']));

const FORGOT_MISSING = `400 '05' '${MSG.forgotFieldsMissing}'`;
/** POST forgotpassword: the code mailed and the new password, twice. */
export const FORGOT_PASSWORD_FORM = named('ForgotPassword', byRoute(object(
  {
    email: byRoute(EMAIL, FORGOT_MISSING),
    otp: nonEmpty(`${FORGOT_MISSING}; a wrong or expired code: 200 '02' '${MSG.otpInvalid}'`),
    newPassword: byRoute(nonEmpty(FORGOT_MISSING, NEW_PASSWORD), PASSWORD_RULES),
    confirmPassword: nonEmpty(FORGOT_MISSING),
  },
  { required: ['email', 'otp', 'newPassword', 'confirmPassword'] },
), FORGOT_MISSING, ['type']));
