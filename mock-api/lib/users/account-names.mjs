// The first and last name of a new account (spec §5 "New user"): required, letters and spaces only, at most
// NEW_USER_NAME_MAX characters, with the spec's messages. The applicant registrations and staff's enrolment of a
// member check them alike.
import { NEW_USER_NAME_MAX } from '../constants.mjs';
import { LETTERS_AND_SPACES } from '../../../src/domain/memberRules.mjs';

export const ACCOUNT_NAME_TEXT = Object.freeze({
  firstNameRequired: 'First Name is Required',
  firstNameLetters: 'Please enter your first name using only letters',
  lastNameRequired: 'Last Name is Required',
  lastNameLetters: 'Only letters are allowed for this field',
  nameTooLong: 'Invalid name',
});

const nameProblem = (name, required, letters) => {
  if (!name) return required;
  if (!LETTERS_AND_SPACES.test(name)) return letters;
  return name.length > NEW_USER_NAME_MAX ? ACCOUNT_NAME_TEXT.nameTooLong : null;
};

/** The §5 message of the first wrong name (both already trimmed), or null. */
export const accountNamesProblem = (firstName, lastName) =>
  nameProblem(firstName, ACCOUNT_NAME_TEXT.firstNameRequired, ACCOUNT_NAME_TEXT.firstNameLetters) ??
  nameProblem(lastName, ACCOUNT_NAME_TEXT.lastNameRequired, ACCOUNT_NAME_TEXT.lastNameLetters);
