import { describe, expect, it } from 'vitest';
import { MEMBER_NUMBER_COUNT, memberNoAt, memberNoIndex } from '../../../src/domain/memberNumbers.mjs';

describe('member numbers (at most 5 characters)', () => {
  it('run M0001..M9999, then MA001..MZ999', () => {
    expect([1, 42, 9999, 10000, 10998, 10999, 11997, MEMBER_NUMBER_COUNT].map(memberNoAt)).toEqual(['M0001', 'M0042', 'M9999', 'MA001', 'MA999', 'MB001', 'MB999', 'MZ999']);
    expect([0, -1, 1.5, MEMBER_NUMBER_COUNT + 1].map(memberNoAt)).toEqual([null, null, null, null]);
  });

  it('every number is 5 characters and maps back to its index', () => {
    for (let index = 1; index <= MEMBER_NUMBER_COUNT; index += 1) {
      const memberNo = memberNoAt(index) as string;
      expect(memberNo.length).toBe(5);
      if (memberNoIndex(memberNo) !== index) throw new Error(`${memberNo} -> ${memberNoIndex(memberNo)}, not ${index}`);
    }
  });

  it('anything else has index 0', () => {
    expect(['M0000', 'MA000', 'm0001', 'M00001', 'X0001', 'Ma001', '', undefined, 12].map(memberNoIndex)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });
});
