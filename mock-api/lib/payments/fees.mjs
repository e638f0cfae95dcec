// The membership fee schedule (`membershipFees`): one row per member type and effective year. Every amount the
// API charges comes from these rows through the rules of src/domain/paymentRules.mjs (feeInForce, duesOf).
export const FEES = 'membershipFees';

/** The schedule's rows (feeInForce/duesOf read membertypeid, effectiveYear, entranceFee, annualSubscription). */
export const feeRowsOf = (db) => db.get(FEES).value() ?? [];

export const feeById = (db, feeId) => (Number.isInteger(feeId) ? db.get(FEES).find({ feeId }).value() : undefined);

/** The row of this type and year, other than `exceptFeeId` (the unique pair of the schedule). */
export const feeOfTypeAndYear = (db, membertypeid, effectiveYear, exceptFeeId = null) =>
  db.get(FEES).value().find((row) => row.membertypeid === membertypeid && row.effectiveYear === effectiveYear && row.feeId !== exceptFeeId);

/** A fee row as the screens get it (without the json-server id). */
export const feeView = ({ id, ...row }) => row;
