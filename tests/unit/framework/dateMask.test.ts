import { describe, expect, it } from 'vitest';
import { maskDateText, nextDateText } from '../../../src/framework/inputs/date/dateMask';
import { formDateToWire } from '../../../src/domain/dates';

/** Types `keys` one by one at the end of the field, as a phone's number pad does. */
const typed = (keys: string, start = '') => [...keys].reduce((text, key) => nextDateText(text + key, (text + key).length), start);
const backspaced = (text: string) => nextDateText(text.slice(0, -1), text.length - 1);

describe('the DD/MM/YYYY typing mask', () => {
  it('writes the slashes as the digits come: 20112026 reads 20/11/2026 and goes on the wire as 2026-11-20', () => {
    expect(typed('20112026')).toBe('20/11/2026');
    expect(formDateToWire(typed('20112026'))).toBe('2026-11-20');
    expect(['2', '20', '201', '2011', '20112'].map((keys) => typed(keys))).toEqual(['2', '20', '20/1', '20/11', '20/11/2']);
  });

  it('takes a paste with or without the slashes, and nothing past the year', () => {
    expect(maskDateText('20112026')).toBe('20/11/2026');
    expect(maskDateText('20/11/2026')).toBe('20/11/2026');
    expect(maskDateText('20.11.2026')).toBe('20/11/2026');
    expect(maskDateText(' 20/11/2026 ')).toBe('20/11/2026');
    expect(maskDateText('201120261')).toBe('20/11/2026');
    expect(maskDateText('ab2c0')).toBe('20');
  });

  it('keeps a slash typed on a keyboard and pads a one-digit day or month before it', () => {
    expect(typed('20/')).toBe('20/');
    expect(typed('20/11/2026')).toBe('20/11/2026');
    expect(typed('1/5/2026')).toBe('01/05/2026');
    expect(typed('20//')).toBe('20/');
  });

  it('backspace takes away exactly one character, the slashes too', () => {
    const steps = ['20/11/2026'];
    while (steps[steps.length - 1] !== '') steps.push(backspaced(steps[steps.length - 1]));
    expect(steps).toEqual(['20/11/2026', '20/11/202', '20/11/20', '20/11/2', '20/11/', '20/11', '20/1', '20/', '20', '2', '']);
  });

  it('an edit inside the text is left as typed (only digits and slashes), so the caret stays put', () => {
    expect(nextDateText('2/11/2026', 1)).toBe('2/11/2026');
    expect(nextDateText('21x/11/2026', 3)).toBe('21/11/2026');
  });

  it('leaves what is no real date for the validation to refuse', () => {
    expect(typed('31022026')).toBe('31/02/2026');
    expect(formDateToWire(typed('31022026'))).toBeNull();
    expect(formDateToWire(typed('2011202'))).toBeNull();
  });
});
