/**
 * The engine's two additive pieces the event form needs, and the form's own helpers: a field check sees the
 * form's other values (end after start), sendAs 'dateTime' sends a typed 'YYYY-MM-DD HH:MM' as
 * 'YYYY-MM-DDTHH:MM', and the staff list's span text.
 */
import { describe, expect, it } from 'vitest';
import { shapeValue } from '../../../src/framework/sendAs';
import { buildSchema, toWireValues } from '../../../src/framework';
import { EVENT_TEXT } from '../../../src/domain/eventRules.mjs';
import { events } from '../../../resources/events/events';
import { eventCheck, eventWhenText, typedToWire, wireToTyped } from '../../../resources/events/eventForm';

describe('event form helpers', () => {
  it("sends a typed time with a T ('dateTime'), leaving anything else as it is", () => {
    expect(shapeValue('dateTime', ' 2027-01-15 09:00 ', () => '')).toBe('2027-01-15T09:00');
    expect(shapeValue('dateTime', '2027-01-15T09:00', () => '')).toBe('2027-01-15T09:00');
    expect(shapeValue('dateTime', '15/01/2027 09:00', () => '')).toBe('15/01/2027 09:00');
    expect(shapeValue('dateTime', null, () => '')).toBeNull();
    expect(typedToWire('2027-01-15   09:00')).toBe('2027-01-15T09:00');
    expect(wireToTyped('2027-01-15T09:00')).toBe('2027-01-15 09:00');
  });

  it('makes the whole payload: times with a T, the other fields as typed', () => {
    const wire = toWireValues(events, { title: 'Seminar on piles', startAt: '2027-01-15 09:00', endAt: '2027-01-15 12:00', cpdHours: 3 });
    expect(wire).toMatchObject({ title: 'Seminar on piles', startAt: '2027-01-15T09:00', endAt: '2027-01-15T12:00', cpdHours: 3 });
  });

  it("checks the booking cancellation cut-off: empty (the default) or whole hours 0 to 720, in the API's words", () => {
    const check = eventCheck('cancelCutoffHours');
    for (const good of ['', null, undefined, 0, '24', 720]) expect(check(good, {})).toBeNull();
    for (const bad of [-1, 721, 2.5, 'soon']) expect(check(bad, {})).toBe(EVENT_TEXT.cancelCutoffHours);
    expect(EVENT_TEXT.cancelCutoffHours).toBe('Cancellation cut-off must be a whole number of hours from 0 to 720');
  });

  it("checks a field against the form's other values (end after start) with the API's text", async () => {
    const check = eventCheck('endAt');
    expect(check('2027-01-15 09:00', { startAt: '2027-01-15 09:00' })).toBe(EVENT_TEXT.endAfterStart);
    expect(check('2027-01-15 09:01', { startAt: '2027-01-15 09:00' })).toBeNull();
    expect(check('2027-01-15 9:01', { startAt: '2027-01-15 09:00' })).toBe(EVENT_TEXT.dateTimeInvalid);
    // through the engine's yup schema: the check sees the other values of the form
    const schema = buildSchema(events.fields, 'create');
    await expect(schema.validateAt('endAt', { startAt: '2027-01-15 09:00', endAt: '2027-01-15 08:00' })).rejects.toThrow(EVENT_TEXT.endAfterStart);
    await expect(schema.validateAt('endAt', { startAt: '2027-01-15 09:00', endAt: '2027-01-15 10:00' })).resolves.toBe('2027-01-15 10:00');
  });

  it('reads the span as DD/MM/YYYY, both days when it runs over several', () => {
    expect(eventWhenText({ startAt: '2026-12-05T09:30', endAt: '2026-12-05T12:00' })).toBe('05/12/2026 09:30 – 12:00');
    expect(eventWhenText({ startAt: '2026-12-31T18:00', endAt: '2027-01-01T01:00' })).toBe('31/12/2026 18:00 – 01/01/2027 01:00');
    expect(eventWhenText({ startAt: '2026-12-31T18:00' })).toBe('31/12/2026 18:00');
  });
});
