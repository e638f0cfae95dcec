// The shapes of the applicant registrations (routes/applicant-signup.mjs): the quick-registration form and its
// answer. Every rule answers 200 '05' with the spec's §5 text (or '02' / '11' for a taken e-mail or NIC), in the
// route's own check order, so the request check leaves them to the route.
import { CONTACT_NUMBER_MAX, CONTACT_NUMBER_MIN, CONTACT_NUMBER_PATTERN, LETTERS_AND_SPACES, NIC_PATTERN } from '../../../../src/domain/memberRules.mjs';
import { APPLICANT_FIELD_MAX } from '../../../../src/domain/applicationRules.mjs';
import { NEW_USER_NAME_MAX, STATUS_CODE, TEXT_MAX } from '../../constants.mjs';
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
