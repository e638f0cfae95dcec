import { describe, expect, it } from 'vitest';
import { phoneText } from '../../../src/domain/phoneNumbers.mjs';

describe('phoneText: a phone number shown, printed and exported with its leading 0', () => {
  it('gives a Sri Lankan number that arrived as 9 digits (the integer on the wire) its 0 back, number or string', () => {
    expect(phoneText(112678678)).toBe('0112678678');
    expect(phoneText('112678678')).toBe('0112678678');
    expect(phoneText(' 771234567 ')).toBe('0771234567');
  });

  it('leaves a number that has its 0, an international number and other lengths as they are', () => {
    expect(phoneText('0112678678')).toBe('0112678678');
    expect(phoneText('+94771234567')).toBe('+94771234567');
    expect(phoneText('94771234567')).toBe('94771234567');
    expect(phoneText('12345678')).toBe('12345678');
    expect(phoneText('012345678')).toBe('012345678');
  });

  it("reads the wire's no-number 0 and a missing value as nothing", () => {
    expect(phoneText(0)).toBe('');
    expect(phoneText('0')).toBe('');
    expect(phoneText(null)).toBe('');
    expect(phoneText(undefined)).toBe('');
  });
});
