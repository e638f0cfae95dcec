import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { memberRoleFields, newUserFields } from '../../../resources/userCreation';
import { buildSchema } from '../../../src/framework';
import { msg } from '../../../src/i18n/keys';

/** The declared rules at their limits (spec §5 "New user", "Member role assignment", §9). */
const problemsOf = (fields: Parameters<typeof buildSchema>[0], values: Record<string, unknown>): Record<string, string> => {
  try {
    buildSchema(fields, 'create').validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((e) => [e.path ?? '', e.message]).reverse());
  }
};

const user = (overrides: Record<string, unknown>) =>
  problemsOf(newUserFields, { email: 'a@example.org', firstName: 'Ana', lastName: 'Silva', userRoleName: 21, ...overrides });

describe('new user rules', () => {
  it('accept letters and spaces up to 15 characters, comments optional', () => {
    expect(user({ firstName: 'A'.repeat(15), lastName: 'De Silva Perera' })).toEqual({});
  });

  it("refuse 16 characters with 'Invalid name'", () => {
    expect(user({ firstName: 'A'.repeat(16), lastName: 'B'.repeat(16) })).toEqual({
      firstName: msg('userCreation.invalidName'),
      lastName: msg('userCreation.invalidName'),
    });
  });

  it('refuse digits, signs and a name of spaces only, each name with its own message', () => {
    expect(user({ firstName: 'Ana1', lastName: "O'Neil" })).toEqual({
      firstName: msg('userCreation.firstNameLetters'),
      lastName: msg('userCreation.lettersOnly'),
    });
    expect(user({ firstName: '   ' }).firstName).toBe(msg('userCreation.firstNameLetters'));
  });

  it('require every field but the comments', () => {
    expect(problemsOf(newUserFields, { userDescription: '' })).toEqual({
      email: msg('userCreation.emailRequired'),
      firstName: msg('userCreation.firstNameRequired'),
      lastName: msg('userCreation.lastNameRequired'),
      userRoleName: msg('userCreation.roleRequired'),
    });
  });

  it('refuse a malformed e-mail', () => {
    expect(user({ email: 'a@' }).email).toBe(msg('userCreation.emailInvalid'));
  });
});

describe('member role assignment rules', () => {
  it('allow 5 characters, refuse 6, require both', () => {
    expect(problemsOf(memberRoleFields, { memberNumber: 'M0001', userRoleName: 22 })).toEqual({});
    expect(problemsOf(memberRoleFields, { memberNumber: 'M00012', userRoleName: 22 })).toEqual({
      memberNumber: msg('userCreation.memberNumberInvalid'),
    });
    expect(problemsOf(memberRoleFields, {})).toEqual({
      memberNumber: msg('userCreation.memberNumberRequired'),
      userRoleName: msg('userCreation.roleRequired'),
    });
  });
});
