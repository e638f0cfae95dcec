// The admin dashboard's CPD figures: members' latest registrations by status, and of the approved ones how many
// have done this CPD year's required hours (compliant) and how many not yet (behind).
import { latestRegistrations, complianceOfUser } from '../cpd/cpd-registrations.mjs';
import { cpdYearOfDay } from '../cpd/cpd-summary.mjs';
import { CPD_MEMBERSHIP, CPD_MEMBERSHIP_NAMES } from '../../../src/domain/cpdRules.mjs';

const STATUS_ORDER = [CPD_MEMBERSHIP.PENDING, CPD_MEMBERSHIP.APPROVED, CPD_MEMBERSHIP.REJECTED];

/** { byStatus: [{ status, label, count }], year, compliant, behind } on `day` (Sri Lanka YYYY-MM-DD). */
export function cpdFigures(db, day) {
  const latest = latestRegistrations(db);
  const year = cpdYearOfDay(db, day);
  const approved = latest.filter((row) => row.Status === CPD_MEMBERSHIP.APPROVED);
  const compliant = approved.filter((row) => complianceOfUser(db, row.UserID, year).compliant).length;
  return {
    byStatus: STATUS_ORDER.map((status) => ({ status, label: CPD_MEMBERSHIP_NAMES[status], count: latest.filter((row) => row.Status === status).length })),
    year,
    compliant,
    behind: approved.length - compliant,
  };
}
