// The admin dashboard's application figures: how many there are by status, and per month (Sri Lanka time)
// how many were submitted, approved and rejected over the last twelve months.
import { APPLICATIONS } from '../applications/applications.mjs';
import { monthsUpTo, sriLankaMonthOf } from './dashboard-time.mjs';
import { APPLICATION_STATUS, APPLICATION_STATUS_NAMES } from '../../../src/domain/applicationRules.mjs';

/** The statuses in the order an application passes them. */
const STATUS_ORDER = [APPLICATION_STATUS.DRAFT, APPLICATION_STATUS.SUBMITTED, APPLICATION_STATUS.APPROVED, APPLICATION_STATUS.REJECTED];
export const MONTHS_SHOWN = 12;

/** { total, byStatus: [{ status, label, count }], byMonth: [{ month, submitted, approved, rejected }] } up to `month`. */
export function applicationFigures(db, month) {
  const rows = db.get(APPLICATIONS).value() ?? [];
  const byStatus = STATUS_ORDER.map((status) => ({ status, label: APPLICATION_STATUS_NAMES[status], count: rows.filter((row) => row.status === status).length }));
  const byMonth = monthsUpTo(month, MONTHS_SHOWN).map((key) => ({ month: key, submitted: 0, approved: 0, rejected: 0 }));
  const slot = new Map(byMonth.map((row) => [row.month, row]));
  for (const row of rows) {
    // submittedAt is the latest submission (a resubmission after a rejection moves it); decidedAt the decision's.
    const submitted = slot.get(sriLankaMonthOf(row.submittedAt));
    if (submitted) submitted.submitted += 1;
    const decided = slot.get(sriLankaMonthOf(row.decidedAt));
    if (decided && row.status === APPLICATION_STATUS.APPROVED) decided.approved += 1;
    if (decided && row.status === APPLICATION_STATUS.REJECTED) decided.rejected += 1;
  }
  return { total: rows.length, byStatus, byMonth };
}
