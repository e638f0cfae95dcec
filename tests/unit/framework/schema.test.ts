import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { buildSchema, boolean, date, email, money, number, pdf, select, status, text, type Fields } from '../../../src/framework';
import { todayWire, wireDateToForm } from '../../../src/domain/dates';
import { MAX_UPLOAD_BYTES } from '../../../src/domain/upload';
import { text as text_ } from '../../../src/i18n/text';

/** field -> its error messages (all of them, in yup's order). */
const errorsOf = async (fields: Fields, values: Record<string, unknown>, mode: 'create' | 'edit' = 'create') => {
  try {
    await buildSchema(fields, mode).validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const map: Record<string, string[]> = {};
    for (const inner of error.inner) (map[inner.path ?? ''] ??= []).push(inner.message);
    return map;
  }
};

const file = (name: string, type: string, size: number) => {
  const f = new File(['%PDF'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('text rules', () => {
  const fields = {
    userRoleName: text({
      required: 'Role name is required',
      patterns: [{ value: /^[A-Za-z]+$/, message: 'Invalid role name: only letters allowed' }],
    }),
    goaltitle: text({
      minLength: { value: 5, message: 'Please provide a valid goal title (Minimum is 5 characters)' },
      maxLength: { value: 50, message: 'Goal title is too long (Maximum is 50 characters)' },
    }),
    mail: email({ required: 'E-mail cannot be empty', invalidEmail: 'Please enter valid e-mail' }),
  };

  it('required, on empty and missing values', async () => {
    expect(await errorsOf(fields, { userRoleName: '', mail: undefined })).toEqual({
      userRoleName: ['Role name is required'],
      mail: ['E-mail cannot be empty'],
    });
  });

  it('patterns, min and max length, e-mail validity', async () => {
    expect(await errorsOf(fields, { userRoleName: 'Admin 1', goaltitle: 'abcd', mail: 'x@' })).toEqual({
      userRoleName: ['Invalid role name: only letters allowed'],
      goaltitle: ['Please provide a valid goal title (Minimum is 5 characters)'],
      mail: ['Please enter valid e-mail'],
    });
    expect((await errorsOf(fields, { userRoleName: 'Admin', goaltitle: 'x'.repeat(51), mail: 'a@b.lk' })).goaltitle).toEqual([
      'Goal title is too long (Maximum is 50 characters)',
    ]);
  });

  it('passes valid values, and an optional empty text', async () => {
    expect(await errorsOf(fields, { userRoleName: 'Admin', goaltitle: '', mail: 'a@b.lk' })).toEqual({});
  });

  it('uses the engine default when an e-mail field declares no message', async () => {
    expect(await errorsOf({ e: email() }, { e: 'nope' })).toEqual({ e: ['portal.engine.invalidEmail'] });
  });
});

describe('number and money rules', () => {
  const fields = {
    attempts: number({
      required: 'Attempts required',
      min: { value: 1, message: 'At least 1' },
      max: { value: 20, message: 'At most 20' },
      integer: 'Whole number only',
    }),
    fee: money({ required: 'Fee required' }),
  };

  it('required, not a number', async () => {
    expect(await errorsOf(fields, { attempts: '', fee: 'abc' })).toEqual({
      attempts: ['Attempts required'],
      fee: ['portal.engine.notANumber'],
    });
  });

  it('min, max, integer', async () => {
    expect((await errorsOf(fields, { attempts: 0, fee: 1 })).attempts).toEqual(['At least 1']);
    expect((await errorsOf(fields, { attempts: 21, fee: 1 })).attempts).toEqual(['At most 20']);
    expect((await errorsOf(fields, { attempts: 2.5, fee: 1 })).attempts).toEqual(['Whole number only']);
    expect(await errorsOf(fields, { attempts: 3, fee: 1500 })).toEqual({});
  });
});

describe('date rules (DD/MM/YYYY in forms)', () => {
  const fields = { dob: date({ required: 'Date required', notAfterToday: 'Dates cannot be later than today' }) };
  const tomorrow = new Date();
  tomorrow.setDate(tomorrow.getDate() + 1);

  it('required, malformed and impossible dates', async () => {
    expect(await errorsOf(fields, { dob: '' })).toEqual({ dob: ['Date required'] });
    expect(await errorsOf(fields, { dob: '2024-01-31' })).toEqual({ dob: ['portal.engine.invalidDate'] });
    expect(await errorsOf(fields, { dob: '31/02/2024' })).toEqual({ dob: ['portal.engine.invalidDate'] });
  });

  it('not after today', async () => {
    expect(await errorsOf(fields, { dob: wireDateToForm(todayWire(tomorrow)) })).toEqual({
      dob: ['Dates cannot be later than today'],
    });
    expect(await errorsOf(fields, { dob: wireDateToForm(todayWire()) })).toEqual({});
    expect(await errorsOf(fields, { dob: '29/02/2024' })).toEqual({});
  });
});

describe('pdf rules (spec §5 uploads)', () => {
  it('use the spec texts', () => {
    expect(text_('upload.pdfOnly')).toBe('Only file with the following extension is allowed: pdf');
    expect(text_('upload.tooLarge')).toBe('The file is too large. Allowed maximum size is 5MB');
  });

  const fields = { certificate: pdf({ required: 'Certificate is required' }) };

  it('required', async () => {
    expect(await errorsOf(fields, { certificate: null })).toEqual({ certificate: ['Certificate is required'] });
  });

  it('PDF only', async () => {
    expect(await errorsOf(fields, { certificate: file('cv.docx', 'application/msword', 10) })).toEqual({
      certificate: ['portal.upload.pdfOnly'],
    });
  });

  it('at most 5242880 bytes', async () => {
    expect(await errorsOf(fields, { certificate: file('a.pdf', 'application/pdf', MAX_UPLOAD_BYTES + 1) })).toEqual({
      certificate: ['portal.upload.tooLarge'],
    });
    expect(await errorsOf(fields, { certificate: file('a.pdf', 'application/pdf', MAX_UPLOAD_BYTES) })).toEqual({});
    expect(await errorsOf(fields, { certificate: 'uploads/a.pdf' })).toEqual({});
  });
});

describe('select, status and boolean rules', () => {
  const fields = {
    role: select({ required: 'Select User Role Required', choices: [{ id: 1, name: 'Admin' }] }),
    st: status({ required: 'Status is required' }),
    current: boolean({ required: 'Please tick' }),
  };

  it('required', async () => {
    expect(await errorsOf(fields, { role: '', st: null, current: false })).toEqual({
      role: ['Select User Role Required'],
      st: ['Status is required'],
      current: ['Please tick'],
    });
    expect(await errorsOf(fields, { role: 1, st: 2, current: true })).toEqual({});
  });
});

describe('fields a form does not validate', () => {
  const fields = {
    createdAt: text({ readOnly: true, required: 'never' }),
    userRoleName: text({ readOnlyOnEdit: true, required: 'Role name is required' }),
    secret: text({ hideOnEdit: true, required: 'Secret required' }),
    note: text({ hideOnCreate: true, required: 'Note required' }),
  };

  it('skips read-only always, readOnlyOnEdit and hideOnEdit when editing', async () => {
    expect(await errorsOf(fields, {}, 'edit')).toEqual({ note: ['Note required'] });
  });

  it('skips hideOnCreate when creating', async () => {
    expect(await errorsOf(fields, {}, 'create')).toEqual({
      userRoleName: ['Role name is required'],
      secret: ['Secret required'],
    });
  });
});
