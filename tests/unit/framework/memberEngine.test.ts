/** What the engine does for the member screens: conditions, cross-field dates, shared checks, wire names, lookup-or-Other, refusals, list variants. */
import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { boolean, buildSchema, date, defineResource, listVariant, lookupOrOther, paged, pdf, refusalOutcome, select, status, text, toWireValues, type Fields } from '../../../src/framework';
import { writeRefusalOutcome } from '../../../src/framework/screens/refusalOutcome';
import { conditionHolds, shownValues } from '../../../src/framework/conditions';
import { filledFields, otherChoiceOf } from '../../../src/framework/lookupOrOther';
import { shapeValue } from '../../../src/framework/sendAs';
import { wireDateToForm, todayWire } from '../../../src/domain/dates';
import { HttpError } from '../../../src/providers/httpError';

const errorsOf = async (fields: Fields, values: Record<string, unknown>) => {
  try {
    await buildSchema(fields, 'create').validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path, inner.message]));
  }
};

const job: Fields = {
  currentemp: boolean(),
  startDate: date({ required: 'Please Select Start Date' }),
  endDate: date({
    showWhen: { field: 'currentemp', not: true },
    requiredUnless: { field: 'currentemp', message: 'Please Select End Date or Select the current employee' },
    notBefore: { field: 'startDate', message: "You can't select the End date before the Start Date" },
    notAfterToday: 'Dates cannot be later than today',
  }),
};

describe('conditions', () => {
  it('holds on a set value, an equal value, or their negation', () => {
    expect(conditionHolds({ field: 'x' }, true)).toBe(true);
    expect(conditionHolds({ field: 'x' }, false)).toBe(false);
    expect(conditionHolds({ field: 'x', not: true }, undefined)).toBe(true);
    expect(conditionHolds({ field: 'x', equals: 1 }, '1')).toBe(true);
    expect(conditionHolds({ field: 'x', equals: 'other' }, 3)).toBe(false);
  });

  it('leaves out the values of hidden fields', () => {
    expect(shownValues(job, { currentemp: true, startDate: '01/01/2020', endDate: '01/01/2021' })).toEqual({ currentemp: true, startDate: '01/01/2020' });
  });
});

describe('cross-field date rules', () => {
  it('requires the end date unless current, and hides it (no check) while current', async () => {
    expect(await errorsOf(job, { startDate: '01/01/2020' })).toEqual({ endDate: 'Please Select End Date or Select the current employee' });
    expect(await errorsOf(job, { currentemp: true, startDate: '01/01/2020', endDate: 'garbage' })).toEqual({});
  });

  it('refuses an end before the start and a date after today', async () => {
    expect(await errorsOf(job, { startDate: '02/01/2020', endDate: '01/01/2020' })).toEqual({ endDate: "You can't select the End date before the Start Date" });
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    expect(await errorsOf(job, { startDate: '02/01/2020', endDate: wireDateToForm(todayWire(tomorrow)) })).toEqual({ endDate: 'Dates cannot be later than today' });
    expect(await errorsOf(job, { startDate: '01/01/2020', endDate: '01/01/2020' })).toEqual({});
  });

  it('runs a shared domain check with its own messages', async () => {
    const fields = { d: text({ check: (v) => (v === 'bad' ? 'Only alphabets are allowed for this field' : null) }) };
    expect(await errorsOf(fields, { d: 'bad' })).toEqual({ d: 'Only alphabets are allowed for this field' });
    expect(await errorsOf(fields, { d: 'good' })).toEqual({});
  });
});

describe('wire names (sendAs)', () => {
  it('shapes values', () => {
    expect(shapeValue('onOff', true, () => '')).toBe('on');
    expect(shapeValue('onOff', undefined, () => '')).toBe('off');
    expect(shapeValue('integerOr0', '0771234567', () => '')).toBe(771234567);
    expect(shapeValue('integerOr0', '+94 77', () => '')).toBe(0);
    expect(shapeValue('label', 2, () => 'Full-time')).toBe('Full-time');
  });

  const resource = defineResource({
    name: 'jobs',
    title: 'Jobs',
    idField: 'id',
    fields: {
      company: lookupOrOther({
        choices: [{ id: 7, name: 'Acme' }],
        other: { id: 'other', field: 'companyOther' },
        fills: { address: 'addr' },
        sendAs: [{ name: 'companyname', value: 'label' }, { name: 'companynameval', value: 'id' }],
      }),
      companyOther: text({ showWhen: { field: 'company', equals: 'other' }, sendAs: 'companynameother' }),
      address: text({ sendAs: 'adddress' }),
      current: boolean({ sendAs: { name: 'currentemp', value: 'onOff' } }),
      mode: select({ choices: [{ id: 1, name: 'Part-time' }], sendAs: { name: 'parttimefulltime', value: 'label' } }),
      startDate: date(),
      file: pdf(),
    },
    api: paged({ create: 'POST jobs', multipart: true }),
  });

  it('renames and reshapes, leaves hidden fields out, sends an untouched checkbox as off', () => {
    const file = new File(['%PDF'], 'letter.pdf', { type: 'application/pdf' });
    expect(toWireValues(resource, { company: 7, companyOther: 'typed before', address: 'Colombo', mode: 1, startDate: '05/03/2024', file })).toEqual({
      companyname: 'Acme',
      companynameval: 7,
      adddress: 'Colombo',
      currentemp: 'off',
      parttimefulltime: 'Part-time',
      startDate: '2024-03-05',
      file,
    });
  });

  it("sends 'Other' and the free text when Other is chosen", () => {
    expect(toWireValues(resource, { company: 'other', companyOther: 'Tiny Co', current: true })).toMatchObject({
      companyname: 'Other',
      companynameval: 'other',
      companynameother: 'Tiny Co',
      currentemp: 'on',
    });
  });

  it('lookup-or-Other: adds Other unless the choices hold it; a real option fills its dependents', () => {
    const def = resource.fields.company;
    expect(otherChoiceOf(def, [{ id: 7, name: 'Acme' }])).toEqual([{ id: 'other', name: 'Other' }]);
    expect(otherChoiceOf({ ...def, other: { id: 1, field: 'x' } }, [{ id: 1, name: 'Other' }])).toEqual([]);
    expect([...filledFields(resource.fields, { company: 7 })]).toEqual(['address']);
    expect([...filledFields(resource.fields, { company: 'other' })]).toEqual([]);
  });
});

describe('refusal texts', () => {
  const refusals = { byMessage: { 'pdf required': { title: 'Failed!', text: 'Please upload a PDF file.' } }, otherwise: 'Creation failed.' };

  it("maps the server's message (or status) to the declared text, else the fallback", () => {
    expect(refusalOutcome(refusals, new HttpError('Http request error', 409, { statusCode: '02', message: 'pdf required' }))).toEqual({
      title: 'Failed!',
      text: 'Please upload a PDF file.',
    });
    expect(refusalOutcome(refusals, new HttpError('Pdf Required.', 409, { statusCode: '02' }))).toMatchObject({ text: 'Please upload a PDF file.' });
    expect(refusalOutcome(refusals, new HttpError('other', 409, { statusCode: '06', message: 'bad' }))).toBe('Creation failed.');
    expect(refusalOutcome(undefined, new HttpError('Role exists', 409))).toBe('Role exists');
  });

  it("an answer at the account's limit reads in the server's words, past any declared code, text or fallback", () => {
    const full = 'Your storage is full (50 MB). Delete a file you no longer need, or ask the institute.';
    const answer = { status: full, statusCode: '02', message: full, limit: 'storage' };
    const declared = { ...refusals, byCode: { '02': 'This activity is not available' } };
    expect(refusalOutcome(declared, new HttpError(full, 413, answer))).toBe(full);
    expect(writeRefusalOutcome({ refused: declared, refusedBy: { create: { otherwise: 'Request failed.' } } }, 'create', new HttpError(full, 413, answer))).toBe(full);
    // Without `limit` the same words fall back as before.
    expect(refusalOutcome(declared, new HttpError(full, 413, { status: full, statusCode: '06' }))).toBe('Creation failed.');
  });

  it("a refused write shows the server's problems under its outcome, once each", () => {
    const notify = { refused: { byCode: { '03': { title: 'Failed!', text: 'Not saved' } } } };
    const answer = { statusCode: '03', status: 'Not saved', problems: { Hours: 'Too many hours that day', ActivityDate: 'Too many hours that day', Provider: 'Provider is required' } };
    expect(writeRefusalOutcome(notify, 'create', new HttpError('Not saved', 409, answer))).toEqual({
      title: 'Failed!',
      text: 'Not saved',
      details: ['Too many hours that day', 'Provider is required'],
    });
    expect(writeRefusalOutcome(undefined, 'create', new HttpError('Not saved', 409, answer))).toEqual({ title: 'Not saved', text: '', details: ['Too many hours that day', 'Provider is required'] });
    expect(writeRefusalOutcome(notify, 'create', new HttpError('Not saved', 409, { statusCode: '03' }))).toEqual({ title: 'Failed!', text: 'Not saved' });
  });
});

describe('listVariant', () => {
  it('drops columns, replaces actions and the add button, leaving the declaration alone', () => {
    const resource = defineResource({
      name: 'rows',
      title: 'Rows',
      idField: 'id',
      fields: { a: text(), s: status() },
      list: { columns: ['a', 's'], rowActions: ['delete'], canCreate: true },
      api: paged({ list: 'GET rows' }),
    });
    const variant = listVariant(resource, { hideColumns: ['s'], rowActions: [], canCreate: false });
    expect(variant.list).toMatchObject({ columns: ['a'], rowActions: [], canCreate: false });
    expect(resource.list?.columns).toEqual(['a', 's']);
  });
});
