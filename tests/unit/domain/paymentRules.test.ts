import { describe, expect, it } from 'vitest';
import {
  CARD_TYPE,
  PAYMENT_STATUS,
  REPORT_PAYMENT_MODES,
  REPORT_PAYMENT_TYPES,
  REPORT_RENEWAL_YEARS,
  defaultReportFilter,
  PAYMENT_TEXT,
  REFERENCE_NUMBER_MAX,
  RENEWAL_OPENS_MONTH,
  duesOf,
  feeInForce,
  newMembershipFeeOf,
  referenceNumberProblem,
  renewalYearsOf,
  reportFilterProblems,
  type FeeRow,
} from '../../../src/domain/paymentRules.mjs';

// Type 3 changes its fees in 2022 and 2025; type 5 (honorary) pays nothing; type 1 has no row before 2024.
const FEES: FeeRow[] = [
  { membertypeid: 3, effectiveYear: 2020, entranceFee: 5000, annualSubscription: 8000 },
  { membertypeid: 3, effectiveYear: 2022, entranceFee: 6000, annualSubscription: 9000 },
  { membertypeid: 3, effectiveYear: 2025, entranceFee: 7500, annualSubscription: 12000 },
  { membertypeid: 5, effectiveYear: 2020, entranceFee: 0, annualSubscription: 0 },
  { membertypeid: 1, effectiveYear: 2024, entranceFee: 1000, annualSubscription: 2500 },
];
const dues = (lastRenewalYear: number | null, today = '2026-06-15', membertypeid = 3) => duesOf({ feeRows: FEES, membertypeid, lastRenewalYear, today });

describe('the spec §4 and §9 codes', () => {
  it('transaction status: 1 Pending, 2 Approved, 16 Reject', () => {
    expect(PAYMENT_STATUS).toEqual({ PENDING: 1, APPROVED: 2, REJECTED: 16 });
  });

  it('card type: standard 1, colour 2', () => {
    expect(CARD_TYPE).toEqual({ STANDARD: 1, COLOUR: 2 });
  });
});

describe('feeInForce', () => {
  it('is the row with the latest effective year not after the year', () => {
    expect(feeInForce(FEES, 3, 2021)?.effectiveYear).toBe(2020);
    expect(feeInForce(FEES, 3, 2022)?.effectiveYear).toBe(2022);
    expect(feeInForce(FEES, 3, 2024)?.effectiveYear).toBe(2022);
    expect(feeInForce(FEES, 3, 2030)?.effectiveYear).toBe(2025);
  });

  it('is undefined before the first row of the type and for an unknown type', () => {
    expect(feeInForce(FEES, 1, 2023)).toBeUndefined();
    expect(feeInForce(FEES, 9, 2026)).toBeUndefined();
  });
});

describe('duesOf', () => {
  it('owes nothing and offers no advance when the member is paid up and the season is closed', () => {
    expect(dues(2026)).toEqual({ years: [], totalDueAmount: 0, advance: null });
  });

  it.each([
    [1, 2025, [{ year: 2026, amount: 12000 }]],
    [2, 2024, [{ year: 2025, amount: 12000 }, { year: 2026, amount: 12000 }]],
    [3, 2023, [{ year: 2024, amount: 9000 }, { year: 2025, amount: 12000 }, { year: 2026, amount: 12000 }]],
    [4, 2022, [{ year: 2023, amount: 9000 }, { year: 2024, amount: 9000 }, { year: 2025, amount: 12000 }, { year: 2026, amount: 12000 }]],
  ])('%i year(s) in arrears: each year at the fee in force that year', (count, lastRenewalYear, years) => {
    const result = dues(lastRenewalYear);
    expect(result.years).toHaveLength(count);
    expect(result.years).toEqual(years);
    expect(result.totalDueAmount).toBe(years.reduce((sum, row) => sum + row.amount, 0));
    expect(result.advance).toBeNull();
  });

  it('prices a fee change between years (2021 at the 2020 fee, 2022 at the new one)', () => {
    expect(dues(2020, '2022-03-01').years).toEqual([{ year: 2021, amount: 8000 }, { year: 2022, amount: 9000 }]);
  });

  it('offers the next year in advance from 1 November (not on 31 October), when nothing is in arrears', () => {
    expect(RENEWAL_OPENS_MONTH).toBe(11);
    expect(dues(2026, '2026-10-31').advance).toBeNull();
    expect(dues(2026, '2026-11-01')).toEqual({ years: [], totalDueAmount: 0, advance: { year: 2027, amount: 12000 } });
    expect(dues(2026, '2026-12-31').advance).toEqual({ year: 2027, amount: 12000 });
  });

  it('offers no advance while years are in arrears, even in the season', () => {
    expect(dues(2025, '2026-11-15')).toEqual({ years: [{ year: 2026, amount: 12000 }], totalDueAmount: 12000, advance: null });
  });

  it('a member never renewed owes this year', () => {
    expect(dues(null).years).toEqual([{ year: 2026, amount: 12000 }]);
  });

  it('an honorary member owes 0 for every year', () => {
    const result = dues(2024, '2026-06-15', 5);
    expect(result.years).toEqual([{ year: 2025, amount: 0 }, { year: 2026, amount: 0 }]);
    expect(result.totalDueAmount).toBe(0);
  });

  it('a year without a fee row costs 0', () => {
    expect(dues(2022, '2024-06-01', 1).years).toEqual([{ year: 2023, amount: 0 }, { year: 2024, amount: 2500 }]);
  });
});

describe('renewalYearsOf', () => {
  it('is the arrears, else the advance year, else none', () => {
    expect(renewalYearsOf(dues(2024))).toEqual([{ year: 2025, amount: 12000 }, { year: 2026, amount: 12000 }]);
    expect(renewalYearsOf(dues(2026, '2026-11-02'))).toEqual([{ year: 2027, amount: 12000 }]);
    expect(renewalYearsOf(dues(2026))).toEqual([]);
  });
});

describe('newMembershipFeeOf', () => {
  it('is the entrance fee plus the first subscription in force that year', () => {
    expect(newMembershipFeeOf(FEES, 3, 2026)).toEqual({ year: 2026, entrance: 7500, subscription: 12000, amount: 19500 });
    expect(newMembershipFeeOf(FEES, 3, 2023)).toEqual({ year: 2023, entrance: 6000, subscription: 9000, amount: 15000 });
  });

  it('is 0 for an honorary fellow and undefined without a fee row', () => {
    expect(newMembershipFeeOf(FEES, 5, 2026)?.amount).toBe(0);
    expect(newMembershipFeeOf(FEES, 1, 2023)).toBeUndefined();
    expect(newMembershipFeeOf(FEES, 9, 2026)).toBeUndefined();
  });
});

describe('referenceNumberProblem', () => {
  it('requires a reference', () => {
    for (const value of ['', '   ', undefined, null, 42]) expect(referenceNumberProblem(value)).toBe(PAYMENT_TEXT.referenceRequired);
    expect(PAYMENT_TEXT.referenceRequired).toBe('Bank reference number is required');
  });

  it('takes letters, digits, spaces, / and - up to 30 characters, starting with a letter or digit', () => {
    expect(referenceNumberProblem('DEP 2026/06-15')).toBeNull();
    expect(referenceNumberProblem('  BK-0042  ')).toBeNull();
    expect(referenceNumberProblem('A'.repeat(REFERENCE_NUMBER_MAX))).toBeNull();
    for (const value of ['A'.repeat(REFERENCE_NUMBER_MAX + 1), '-123', '/abc', 'ab;c', 'a<b>', 'ref_1', 'ref.1']) {
      expect(referenceNumberProblem(value), value).toBe('Use letters, digits, spaces, / and - only (at most 30 characters)');
    }
  });
});

describe('reportFilterProblems (spec §5)', () => {
  const TODAY = '2026-06-15';
  const FULL = { paymentType: 'All', paymentMode: 'All', renewalYear: 'All', fromDate: '2026-01-01', toDate: '2026-06-15' };

  it('a full filter has no problems', () => {
    expect(reportFilterProblems(FULL, TODAY)).toEqual({ fields: {}, dialog: null, range: null });
  });

  it('names each missing select with the spec text', () => {
    const { fields } = reportFilterProblems({ ...FULL, paymentType: '', paymentMode: '', renewalYear: '' }, TODAY);
    expect(fields).toEqual({ paymentType: 'Payment Type is required', paymentMode: 'Payment Mode name is required', renewalYear: 'Renewal year name is required' });
  });

  it('one message per problem: both dates missing is the dialog alone, one missing is its field text alone', () => {
    expect(reportFilterProblems({ ...FULL, fromDate: '', toDate: '' }, TODAY)).toEqual({ fields: {}, dialog: 'Date Selection Required – Please select both From Date and To Date', range: null });
    expect(reportFilterProblems({ ...FULL, fromDate: '' }, TODAY)).toEqual({ fields: { fromDate: 'Please Select Start Date' }, dialog: null, range: null });
    expect(reportFilterProblems({ ...FULL, toDate: '' }, TODAY)).toEqual({ fields: { toDate: 'Please Select End Date' }, dialog: null, range: null });
    expect(PAYMENT_TEXT.dateSelectionRequired).toBe('Date Selection Required – Please select both From Date and To Date');
  });

  it('dates later than today (or not dates) are refused', () => {
    expect(reportFilterProblems({ ...FULL, toDate: '2026-06-16' }, TODAY).fields).toEqual({ toDate: 'Dates cannot be later than today' });
    expect(reportFilterProblems({ ...FULL, fromDate: '2026-13-01' }, TODAY).fields).toEqual({ fromDate: 'Dates cannot be later than today' });
  });

  it('a from date on or after the to date is an invalid range', () => {
    expect(reportFilterProblems({ ...FULL, fromDate: '2026-06-15' }, TODAY).range).toBe('Invalid date range');
    expect(reportFilterProblems({ ...FULL, fromDate: '2026-05-01', toDate: '2026-04-01' }, TODAY).range).toBe('Invalid date range');
    expect(reportFilterProblems({ ...FULL, fromDate: '2026-06-14' }, TODAY).range).toBeNull();
  });
});

describe('the report modal\'s defaults', () => {
  it('"All" is the first option of every select', () => {
    expect([REPORT_PAYMENT_TYPES[0], REPORT_PAYMENT_MODES[0], REPORT_RENEWAL_YEARS[0]]).toEqual(['All', 'All', 'All']);
    expect(REPORT_PAYMENT_TYPES).toEqual(['All', 'Membership Renewal', 'New Membership']);
    expect(REPORT_PAYMENT_MODES).toEqual(['All', 'Payment Gateway', 'Payment Slip', 'To Institute Office']);
  });

  it('all of everything, this month so far; on the 1st the month before too (a one-day range is invalid, spec §5)', () => {
    expect(defaultReportFilter('2026-11-28')).toEqual({ paymentType: 'All', paymentMode: 'All', renewalYear: 'All', fromDate: '2026-11-01', toDate: '2026-11-28' });
    expect(defaultReportFilter('2026-11-01')).toMatchObject({ fromDate: '2026-10-01', toDate: '2026-11-01' });
    expect(defaultReportFilter('2027-01-01')).toMatchObject({ fromDate: '2026-12-01', toDate: '2027-01-01' });
    for (const today of ['2026-11-28', '2026-11-01', '2027-01-01']) {
      expect(reportFilterProblems(defaultReportFilter(today), today)).toEqual({ fields: {}, dialog: null, range: null });
    }
  });
});
