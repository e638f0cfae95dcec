import { email, multiline, select, text, type Fields, type TextFieldDef } from '../src/framework/declare';
import { msg } from '../src/i18n/keys';

/**
 * The two forms of the User ID Creation screen (spec §3 "New user", "Member role assignment";
 * §5 rules and messages). Field rules only: the page posts them itself, because the answers
 * carry codes the page turns into its own dialog texts (spec §8 "Roles and users").
 */
export const NAME_MAX_LENGTH = 15;
export const MEMBER_NUMBER_MAX_LENGTH = 5;

/** Letters and spaces, at least one letter (a name of spaces only is no name). */
const LETTERS_AND_SPACES = /^(?=.*[A-Za-z])[A-Za-z ]+$/;

const personName = (label: string, required: string, lettersOnly: string): TextFieldDef & { kind: 'text' } =>
  text({
    label,
    required,
    patterns: [{ value: LETTERS_AND_SPACES, message: lettersOnly }],
    maxLength: { value: NAME_MAX_LENGTH, message: msg('userCreation.invalidName') },
  });

/** The role of both forms; its choices are the approved roles the page reads (GET usermanagement/alluserroles). */
const userRole = select({ label: msg('userCreation.role'), required: msg('userCreation.roleRequired'), choices: [], wire: 'valueLabel' });

export const newUserFields = {
  email: email({
    label: msg('userCreation.email'),
    required: msg('userCreation.emailRequired'),
    invalidEmail: msg('userCreation.emailInvalid'),
  }),
  firstName: personName(msg('userCreation.firstName'), msg('userCreation.firstNameRequired'), msg('userCreation.firstNameLetters')),
  lastName: personName(msg('userCreation.lastName'), msg('userCreation.lastNameRequired'), msg('userCreation.lettersOnly')),
  userRoleName: userRole,
  userDescription: multiline({ label: msg('userCreation.comments') }),
} satisfies Fields;

export const memberRoleFields = {
  memberNumber: text({
    label: msg('userCreation.memberNumber'),
    required: msg('userCreation.memberNumberRequired'),
    maxLength: { value: MEMBER_NUMBER_MAX_LENGTH, message: msg('userCreation.memberNumberInvalid') },
  }),
  userRoleName: userRole,
} satisfies Fields;
