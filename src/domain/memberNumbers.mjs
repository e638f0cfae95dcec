// Member numbers (spec §9: at most 5 characters). 'M' and four digits, M0001..M9999; past them 'M', a series
// letter and three digits, MA001..MZ999, so an institute can grow beyond 9,999 members without a longer number.
const DIGITS = /^M(\d{4})$/;
const SERIES = /^M([A-Z])(\d{3})$/;
const FIRST_SERIES = 9999;
const PER_SERIES = 999;

/** How many member numbers there are: 9,999 + 26 x 999 = 35,973. */
export const MEMBER_NUMBER_COUNT = FIRST_SERIES + 26 * PER_SERIES;

/** The index-th member number (1-based), or null past the last. */
export function memberNoAt(index) {
  if (!Number.isInteger(index) || index < 1 || index > MEMBER_NUMBER_COUNT) return null;
  if (index <= FIRST_SERIES) return `M${String(index).padStart(4, '0')}`;
  const rest = index - FIRST_SERIES - 1;
  return `M${String.fromCharCode(65 + Math.floor(rest / PER_SERIES))}${String((rest % PER_SERIES) + 1).padStart(3, '0')}`;
}

/** The index of a member number (its place in the order above), or 0 when it is none of them. */
export function memberNoIndex(memberNo) {
  const text = typeof memberNo === 'string' ? memberNo : '';
  const digits = DIGITS.exec(text);
  if (digits) return Number(digits[1]);
  const series = SERIES.exec(text);
  if (!series || series[2] === '000') return 0;
  return FIRST_SERIES + (series[1].charCodeAt(0) - 65) * PER_SERIES + Number(series[2]);
}
