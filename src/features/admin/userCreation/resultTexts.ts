/** Spec §8 "Roles and users": what each answer code of the two forms says. */
import { msg } from '../../../i18n/keys';

const USER_CREATION: Readonly<Record<string, string>> = {
  '00': msg('userCreation.saved'),
  '05': msg('userCreation.missingFields'),
  '06': msg('userCreation.invalidEmailFormat'),
  '02': msg('userCreation.duplicateEmail'),
  '07': msg('userCreation.usernameTaken'),
};

const MEMBER_ROLE: Readonly<Record<string, string>> = {
  '00': msg('userCreation.saved'),
  '01': msg('userCreation.noMemberNumber'),
};

const textOf = (table: Readonly<Record<string, string>>) => (code: string | undefined): string =>
  (code !== undefined && table[code]) || msg('userCreation.creationFailed');

/** createUser: 00, 05, 06, 02, 07; anything else (or no answer) 'Creation Failed'. */
export const userCreationText = textOf(USER_CREATION);
/** Member role assignment: 01, 00; anything else 'Creation Failed'. */
export const memberRoleText = textOf(MEMBER_ROLE);
