import { describe, expect, it } from 'vitest';
import { NIC_TEXT, nicBirthOf, nicProblem } from '../../../src/domain/nic.mjs';
import { UPDATE_CODE_TEXT } from '../../../src/domain/applicationRules.mjs';

const TODAY = '2026-05-10';
const codeOf = (nic: unknown, dob: unknown = '1990-01-15') => nicProblem(nic, dob, TODAY)?.code ?? null;

describe('NIC_TEXT', () => {
  it('holds the member update texts of codes 04..09', () => {
    expect(NIC_TEXT).toEqual({
      '04': 'Invalid NIC number count',
      '05': 'Invalid NIC number Last letter',
      '06': 'Invalid NIC number',
      '07': 'Date of birth is not validated',
      '08': 'Your birthday and NIC number does not match',
      '09': 'Invalid NIC number',
    });
    for (const code of Object.keys(NIC_TEXT) as (keyof typeof NIC_TEXT)[]) expect(NIC_TEXT[code]).toBe(UPDATE_CODE_TEXT[code]);
  });
});

describe('nicBirthOf', () => {
  it('reads the old form (19YY, day, 4 digits, V/X) and the new form (YYYY, day, 5 digits)', () => {
    expect(nicBirthOf('900151234V')).toEqual({ year: 1990, dayOfYear: 15, female: false, birthDate: '1990-01-15' });
    expect(nicBirthOf('199001512345')).toEqual({ year: 1990, dayOfYear: 15, female: false, birthDate: '1990-01-15' });
  });
  it('reads women (+500) in both forms', () => {
    expect(nicBirthOf('905151234x')).toEqual({ year: 1990, dayOfYear: 15, female: true, birthDate: '1990-01-15' });
    expect(nicBirthOf('199051512345')).toEqual({ year: 1990, dayOfYear: 15, female: true, birthDate: '1990-01-15' });
  });
  it('counts February as 29 days in every year', () => {
    expect(nicBirthOf('200006012345')?.birthDate).toBe('2000-02-29');
    expect(nicBirthOf('200106012345')).toEqual({ year: 2001, dayOfYear: 60, female: false, birthDate: null });
    expect(nicBirthOf('200106112345')?.birthDate).toBe('2001-03-01');
    expect(nicBirthOf('000601234V')?.birthDate).toBeNull(); // 1900 is not a leap year
    expect(nicBirthOf('200036612345')?.birthDate).toBe('2000-12-31');
    expect(nicBirthOf('200136612345')?.birthDate).toBe('2001-12-31');
    expect(nicBirthOf('200186612345')).toEqual({ year: 2001, dayOfYear: 366, female: true, birthDate: '2001-12-31' });
  });
  it('is null for a malformed NIC or a day field that is no day', () => {
    for (const nic of ['', '12345', '9001512345', '90015123AV', '19900151234A', 42, null, '200000012345', '200036712345', '200050012345', '200086712345', '200099912345']) {
      expect(nicBirthOf(nic)).toBeNull();
    }
  });
});

describe('nicProblem', () => {
  it('accepts valid numbers of both forms and both sexes', () => {
    expect(codeOf('900151234V')).toBeNull();
    expect(codeOf('900151234v')).toBeNull();
    expect(codeOf('900151234X')).toBeNull();
    expect(codeOf('905151234x')).toBeNull();
    expect(codeOf('199001512345')).toBeNull();
    expect(codeOf('199051512345')).toBeNull();
    expect(codeOf(' 199001512345 ')).toBeNull();
    expect(codeOf('200006012345', '2000-02-29')).toBeNull();
    expect(codeOf('200056012345', '2000-02-29')).toBeNull();
    expect(codeOf('199036612345', '1990-12-31')).toBeNull();
    expect(codeOf('199086612345', '1990-12-31')).toBeNull();
    expect(codeOf('199050112345', '1990-01-01')).toBeNull();
    expect(nicProblem('900151234V', '1990-01-15', TODAY)).toBeNull();
  });

  it("'04' when the length is neither 10 nor 12", () => {
    for (const nic of ['', '   ', '12345', '90015123V', '9001512345V', '1990015123456', undefined, 199001512345]) {
      expect(nicProblem(nic, '1990-01-15', TODAY)).toEqual({ code: '04', text: 'Invalid NIC number count' });
    }
  });

  it("'05' when a 10-character NIC does not end in V or X", () => {
    for (const nic of ['9001512345', '900151234A', '900151234Y', '90015123V4']) expect(codeOf(nic)).toBe('05');
    expect(nicProblem('900151234A', '1990-01-15', TODAY)).toEqual({ code: '05', text: 'Invalid NIC number Last letter' });
  });

  it("'06' when the digits part has a non-digit", () => {
    expect(nicProblem('90015123AV', '1990-01-15', TODAY)).toEqual({ code: '06', text: 'Invalid NIC number' });
    expect(codeOf('19900151234A')).toBe('06');
    expect(codeOf('1990-0151234')).toBe('06');
    expect(codeOf('９００１５１２３４V')).toBe('06');
  });

  it("'07' when the date of birth is missing, not a real date or after today", () => {
    expect(nicProblem('900151234V', '', TODAY)).toEqual({ code: '07', text: 'Date of birth is not validated' });
    expect(nicProblem('900151234V', undefined, TODAY)?.code).toBe('07');
    expect(nicProblem('900151234V', null, TODAY)?.code).toBe('07');
    expect(codeOf('900151234V', '1990-02-30')).toBe('07');
    expect(codeOf('900151234V', '15/01/1990')).toBe('07');
    expect(codeOf('202613012345', '2026-05-11')).toBe('07');
    // Day 130 counted with a 29-day February is 9 May: today is a real date, so the match decides.
    expect(codeOf('202613012345', TODAY)).toBe('08');
    expect(codeOf('202613012345', '2026-05-09')).toBeNull();
  });

  it("'09' when the day field is 0, 367..500, 867+ or 29 February of a common year", () => {
    expect(nicProblem('200000012345', '2000-01-01', TODAY)).toEqual({ code: '09', text: 'Invalid NIC number' });
    for (const day of ['367', '400', '500', '867', '900', '999']) expect(codeOf(`2000${day}12345`, '2000-01-01')).toBe('09');
    expect(codeOf('903671234V')).toBe('09');
    expect(codeOf('905001234V')).toBe('09');
    expect(codeOf('908671234V')).toBe('09');
    expect(codeOf('200106012345', '2001-03-01')).toBe('09');
    expect(codeOf('200156012345', '2001-03-01')).toBe('09');
    expect(codeOf('010601234V', '1901-03-01')).toBe('09');
  });

  it("'08' when the NIC encodes another birth date", () => {
    expect(nicProblem('900151234V', '1990-01-16', TODAY)).toEqual({ code: '08', text: 'Your birthday and NIC number does not match' });
    expect(codeOf('199001512345', '1991-01-15')).toBe('08');
    expect(codeOf('200106112345', '2001-02-28')).toBe('08');
    expect(codeOf('200006112345', '2000-02-29')).toBe('08');
    expect(codeOf('200006112345', '2000-03-01')).toBeNull();
    expect(codeOf('199036612345', '1990-12-30')).toBe('08');
  });

  it('checks in the order 04, 05, 06, 07, 09, 08', () => {
    expect(codeOf('12345', 'not a date')).toBe('04');
    expect(codeOf('90A151234Q', 'not a date')).toBe('05');
    expect(codeOf('90A151234V', 'not a date')).toBe('06');
    expect(codeOf('903671234V', 'not a date')).toBe('07');
    expect(codeOf('903671234V', '1980-01-01')).toBe('09');
  });
});
