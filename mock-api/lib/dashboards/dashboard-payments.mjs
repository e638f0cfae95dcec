// The admin dashboard's takings: approved payments of this month and this year (Sri Lanka), in total and by
// payment mode. A payment counts on the day it was paid (paidDate, the payer's day: deposit, office or card);
// a row without one on the Sri Lanka day it was decided.
import { PAYMENTS } from '../payments/payment-rows.mjs';
import { monthLabel } from './dashboard-time.mjs';
import { paymentDayOf } from '../payments/payments.mjs';
import { PAYMENT_MODE, PAYMENT_STATUS } from '../../../src/domain/paymentRules.mjs';

const MODES = [PAYMENT_MODE.GATEWAY, PAYMENT_MODE.SLIP, PAYMENT_MODE.OFFICE];

export { paymentDayOf };

/** { label, totalLkr, count, byMode: [{ mode, label, amountLkr, count }] } of the rows. */
function periodOf(label, rows) {
  const sum = (list) => list.reduce((total, row) => total + (Number(row.amount) || 0), 0);
  const modes = [...MODES, ...new Set(rows.map((row) => row.paymentMode).filter((mode) => !MODES.includes(mode)))];
  return {
    label,
    totalLkr: sum(rows),
    count: rows.length,
    byMode: modes.map((mode) => {
      const ofMode = rows.filter((row) => row.paymentMode === mode);
      return { mode, label: mode, amountLkr: sum(ofMode), count: ofMode.length };
    }),
  };
}

/** { month, year } figures of the approved payments, for now's Sri Lanka `month` ('YYYY-MM') and `year`. */
export function paymentFigures(db, { month, year }) {
  const approved = (db.get(PAYMENTS).value() ?? []).filter((row) => row.status === PAYMENT_STATUS.APPROVED).map((row) => ({ row, day: paymentDayOf(row) ?? '' }));
  return {
    month: periodOf(monthLabel(month), approved.filter(({ day }) => day.startsWith(`${month}-`)).map(({ row }) => row)),
    year: periodOf(String(year), approved.filter(({ day }) => day.startsWith(`${year}-`)).map(({ row }) => row)),
  };
}
