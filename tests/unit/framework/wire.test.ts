import { describe, expect, it } from 'vitest';
import { date, para, select, text, toFormValues, toWireValues, recordId, type AnyResource } from '../../../src/framework';

const resource: AnyResource = {
  name: 'things',
  route: '/things',
  title: 'Things',
  idField: 'thingId',
  fields: {
    startDate: date(),
    role: select({ choices: [{ id: 1, name: 'Admin' }], wire: 'valueLabel' }),
    name: text(),
  },
  api: para('things', { extraPayload: { gid: '3' } }),
};

describe('record <-> form values', () => {
  it('shows wire dates as DD/MM/YYYY and {value,label} selects as their value', () => {
    expect(toFormValues(resource.fields, { id: 1, startDate: '2024-03-05', role: { value: 1, label: 'Admin' }, name: 'x' })).toEqual({
      id: 1,
      startDate: '05/03/2024',
      role: 1,
      name: 'x',
    });
  });

  it('keeps a date it cannot read as it is', () => {
    expect(toFormValues(resource.fields, { id: 1, startDate: 'soon' }).startDate).toBe('soon');
  });

  it('sends dates as YYYY-MM-DD, valueLabel selects as {value,label}, plus the extra payload', () => {
    expect(toWireValues(resource, { startDate: '05/03/2024', role: 1, name: 'x', other: 'kept' })).toEqual({
      startDate: '2024-03-05',
      role: { value: 1, label: 'Admin' },
      name: 'x',
      other: 'kept',
      gid: '3',
    });
  });

  it('finds the record id from id, else from idField', () => {
    expect(recordId(resource, { id: 7, thingId: 9 })).toBe(7);
    expect(recordId(resource, { thingId: 9 } as never)).toBe(9);
  });
});
