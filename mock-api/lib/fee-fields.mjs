// Validation of a fee schedule row as staff enter it (membership-fees routes): a known member type, an
// effective year 2000..2030, and two LKR amounts 0..10,000,000 with at most two decimals.
import { RENEWAL_YEAR_FIRST, RENEWAL_YEAR_LAST } from '../../src/domain/paymentRules.mjs';
import { memberTypeById } from './members.mjs';

export const FEE_AMOUNT_MAX = 10_000_000;

export const FEE_TEXT = Object.freeze({
  saved: 'Saved Successfully',
  updated: 'Updated Successfully',
  deleted: 'Deleted Successfully',
  duplicate: 'A fee for this member type and year already exists',
  notFound: 'Fee not found',
  memberType: 'Select a valid member type',
  year: `Effective year must be a whole number from ${RENEWAL_YEAR_FIRST} to ${RENEWAL_YEAR_LAST}`,
  entranceFee: `Entrance fee must be an amount from 0 to ${FEE_AMOUNT_MAX.toLocaleString('en-US')} with at most 2 decimals`,
  annualSubscription: `Annual subscription must be an amount from 0 to ${FEE_AMOUNT_MAX.toLocaleString('en-US')} with at most 2 decimals`,
});

/** A number (or numeric text) as a whole number, else NaN. */
const wholeOf = (value) => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : Number.NaN;
};

/** An LKR amount (number or numeric text) 0..FEE_AMOUNT_MAX with at most 2 decimals, else NaN. */
const amountOf = (value) => {
  const number = typeof value === 'string' && /^\d{1,8}(\.\d{1,2})?$/.test(value.trim()) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number) || number < 0 || number > FEE_AMOUNT_MAX) return Number.NaN;
  return Math.abs(Math.round(number * 100) - number * 100) < 1e-6 ? Math.round(number * 100) / 100 : Number.NaN;
};

/** { problem } (FEE_TEXT) or { fields: { membertypeid, memberTypeName, effectiveYear, entranceFee, annualSubscription } }. */
export function feeFieldsOf(db, body) {
  const membertypeid = wholeOf(body.membertypeid);
  const type = Number.isInteger(membertypeid) ? memberTypeById(db, membertypeid) : undefined;
  if (!type) return { problem: FEE_TEXT.memberType };
  const effectiveYear = wholeOf(body.effectiveYear);
  if (!(effectiveYear >= RENEWAL_YEAR_FIRST && effectiveYear <= RENEWAL_YEAR_LAST)) return { problem: FEE_TEXT.year };
  const entranceFee = amountOf(body.entranceFee);
  if (Number.isNaN(entranceFee)) return { problem: FEE_TEXT.entranceFee };
  const annualSubscription = amountOf(body.annualSubscription);
  if (Number.isNaN(annualSubscription)) return { problem: FEE_TEXT.annualSubscription };
  return { fields: { membertypeid, memberTypeName: type.typeDes, effectiveYear, entranceFee, annualSubscription } };
}
