import { describe, expect, it } from 'vitest';
import { buildSchema, tree } from '../../../src/framework';
import { roles } from '../../../resources/roles';
import { i18nProvider } from '../../../src/i18n/i18nProvider';

describe('tree rules', () => {
  const fields = { menus: tree({ required: 'Select at least one menu' }), optional: tree() };

  it('required means at least one ticked id', async () => {
    const schema = buildSchema(fields, 'create');
    await expect(schema.validate({ menus: [] })).rejects.toThrow('Select at least one menu');
    await expect(schema.validate({ menus: '' })).rejects.toThrow('Select at least one menu');
    await expect(schema.validate({ menus: [110] })).resolves.toBeTruthy();
  });

  it('an optional tree accepts nothing ticked', async () => {
    await expect(buildSchema({ optional: fields.optional }, 'create').validate({ optional: [] })).resolves.toBeTruthy();
  });
});

describe('the role form (spec §5 Role form), from its declaration', () => {
  const errors = async (values: Record<string, unknown>, mode: 'create' | 'edit' = 'create') => {
    try {
      await buildSchema(roles.fields, mode).validate(values, { abortEarly: false });
      return [];
    } catch (error) {
      return (error as { errors: string[] }).errors.map((key) => i18nProvider.translate(key));
    }
  };

  it('empty: the three required messages', async () => {
    expect(await errors({})).toEqual(['Role name is required', 'Role Description Required', 'Status is required']);
  });

  it('letters only', async () => {
    for (const name of ['Audit Team', 'Auditor1', 'Äuditor', 'a-b']) {
      expect(await errors({ userRoleName: name, userRoleDescription: 'd', userRoleStatus: 2 })).toEqual([
        'Invalid role name: only letters allowed',
      ]);
    }
    expect(await errors({ userRoleName: 'Auditor', userRoleDescription: 'd', userRoleStatus: 2 })).toEqual([]);
  });

  it('the name is not validated while editing (it is read-only)', async () => {
    expect(await errors({ userRoleName: 'Not Letters 1', userRoleDescription: 'd', userRoleStatus: 2 }, 'edit')).toEqual([]);
  });

  it('no menu ticked is left to the server (its 03 message)', async () => {
    expect(await errors({ userRoleName: 'Auditor', userRoleDescription: 'd', userRoleStatus: 2, roleOptions: [] })).toEqual([]);
  });
});
