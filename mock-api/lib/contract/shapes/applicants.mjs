// The shapes of the applicant registrations (routes/applicant-signup.mjs): the quick-registration form and its
// answer. Every rule answers 200 '05' with the spec's §5 text (or '02' / '11' for a taken e-mail or NIC), in the
// route's own check order, so the request check leaves them to the route.
import { CONTACT_NUMBER_MAX, CONTACT_NUMBER_MIN, CONTACT_NUMBER_PATTERN, LETTERS_AND_SPACES, NIC_PATTERN } from '../../../../src/domain/memberRules.mjs';
import { APPLICANT_FIELD_MAX } from '../../../../src/domain/applicationRules.mjs';
import { NEW_USER_NAME_MAX, STATUS_CODE, TEXT_MAX } from '../../constants.mjs';
import { SOCIAL_FIELDS } from '../../applications/applicant-profile.mjs';
import { anyOf, byRoute, envelope, integer, named, object, text } from '../schemas.mjs';

const RULES = "200 '05' with the spec's text of the first broken rule";
const field = (schema) => byRoute(schema, RULES);
const NAME = text({ min: 1, max: NEW_USER_NAME_MAX, pattern: LETTERS_AND_SPACES.source, description: 'Letters and spaces.' });

/** POST usermanagement/member/quickregister and adminappregister. */
export const REGISTRATION_FORM = named('ApplicantRegistration', object(
  {
    firstName: field(NAME),
    lastName: field(NAME),
    email: field(text({ max: TEXT_MAX.email, format: 'email', description: 'The account\'s user name; a taken one answers \'02\'.' })),
    nicNumber: field(text({ max: APPLICANT_FIELD_MAX.nic, pattern: NIC_PATTERN.source, description: "A NIC number any member or application holds answers '11' 'Duplicate NIC'." })),
    mobileNo: field(text({ min: CONTACT_NUMBER_MIN, max: CONTACT_NUMBER_MAX, pattern: CONTACT_NUMBER_PATTERN.source })),
    membertypeid: field({ ...anyOf(integer({ min: 1 }), text({ pattern: '^\\d+$' }), object({ value: integer({ min: 1 }) })), description: "A member type's id (or a select's {value})." }),
  },
  { required: ['firstName', 'lastName', 'email', 'nicNumber', 'mobileNo', 'membertypeid'] },
));

/** '00' the text naming the address the first password went to (staff: with the new ids); else the refusal. */
export const REGISTRATION_ANSWER = named('ApplicantRegistrationAnswer', envelope(
  [STATUS_CODE.OK, STATUS_CODE.FAILED, STATUS_CODE.MISSING_FIELDS, '11'],
  { userId: integer({ min: 1 }), applicationId: integer({ min: 1 }) },
  { message: true },
));

/** The public sign-up's member types: id and name only. */
export const SIGNUP_MEMBER_TYPE = object({ memberTypeId: integer({ min: 1 }), typeDes: text() }, { required: ['memberTypeId', 'typeDes'] });

// The application header (routes/applicant.mjs) ------------------------------------------------------------------

const HEADER_RULES = "200 with the spec's §8 code and text ('03' a field's §5 text, '04'..'09' NIC and date of birth, '11'..'13')";
const header = (schema) => byRoute(schema, HEADER_RULES);

/** The applicant details form (multipart: its fields as text, the CV as cvFile); checked by the route, in order. */
export const APPLICANT_HEADER_FORM = named('ApplicantHeaderForm', object(
  {
    membertypeid: header(integer({ min: 1, description: "A member type's id." })),
    title: header(text({ description: 'A title of get-member-titles.' })),
    nameWithInitials: header(text({ max: APPLICANT_FIELD_MAX.initials })),
    lastName: header(text({ max: APPLICANT_FIELD_MAX.name, pattern: LETTERS_AND_SPACES.source })),
    fullName: header(text({ max: APPLICANT_FIELD_MAX.fullName })),
    nicNumber: header(text({ max: APPLICANT_FIELD_MAX.nic, pattern: NIC_PATTERN.source, description: 'Read-only once stored (left out, the stored value stays).' })),
    dob: header(text({ format: 'date', description: 'YYYY-MM-DD, matching the NIC; read-only once stored.' })),
    mobileNo: header(text({ min: CONTACT_NUMBER_MIN, max: CONTACT_NUMBER_MAX, pattern: CONTACT_NUMBER_PATTERN.source })),
    email: header(text({ format: 'email', description: 'Checked when sent, never stored (the account keeps its e-mail).' })),
    addressNo: header(text({ max: APPLICANT_FIELD_MAX.addressLine })),
    addressSt: header(text({ max: APPLICANT_FIELD_MAX.addressLine })),
    addressCity: header(text({ max: APPLICANT_FIELD_MAX.addressLine })),
    ...Object.fromEntries(SOCIAL_FIELDS.map((name) => [name, header(text({ max: APPLICANT_FIELD_MAX.social, description: 'Optional.' }))])),
    cvFile: header(text({ format: 'binary', description: 'A PDF of at most 5 MB; left out, the stored CV stays.' })),
    userId: header(integer({ min: 1, description: "Staff only (updatemember): the applicant's user id." })),
  },
  { required: ['membertypeid', 'title', 'nameWithInitials', 'lastName', 'fullName', 'nicNumber', 'mobileNo', 'addressNo', 'addressSt'] },
));

/** The answer of a save or a submit: the code and text of spec §8, the application's id when done. */
export const applicationOutcome = (codes) => envelope(codes, { memberData: object({ applicationId: integer({ min: 1 }) }, { required: ['applicationId'] }) }, { message: true });

/** The user details with the application header (GET usermanagement/user/1, applicant/{userId}). */
export const APPLICANT_DETAILS = named('ApplicantDetails', object(
  {
    userID: integer({ min: 1 }),
    username: text(),
    firstName: text(),
    lastName: text(),
    email: text(),
    userRoleName: text(),
    applicationId: integer({ min: 1 }),
    status: integer({ description: 'The applicant status (0, 3, 16, 17), spec §4.' }),
    applicationStatus: integer({ description: 'The application status (14, 15, 2, 16).' }),
  },
  { required: ['userID', 'username', 'firstName', 'lastName'] },
));
