// The CPD audit sample (chosen, after RICS's and Engineers Ireland's yearly CPD audits): staff draw a share of
// the approved members at random (crypto) and look at each one's compliance and activities with their evidence.
// The drawn members are kept (cpdAudits); a stored sample is shown again recomputed from today's data.
import { randomInt } from 'node:crypto';
import { ACTIVITY_STATUS_OPTIONS, CPD_MEMBERSHIP, cpdYearBounds, categoryName } from '../../../src/domain/cpdRules.mjs';
import { CPD, activitiesOfUser, settingsForYear } from './cpd-store.mjs';
import { complianceOfUser, latestRegistrations } from './cpd-registrations.mjs';
import { idFrom } from '../http/fields.mjs';
import { nextId } from '../storage/ids.mjs';
import { insertRow } from '../storage/changes.mjs';

export { AUDIT_TEXT } from '../../../src/domain/cpdRules.mjs';

/** How many of `total` members a share (percent) draws: rounded up, so any share of a non-empty set draws one. */
export const sampleSize = (share, total) => Math.ceil((share * total) / 100);

/** `count` distinct items picked uniformly at random (a partial Fisher–Yates shuffle on crypto.randomInt). */
export function pickAtRandom(items, count) {
  const pool = [...items];
  const picked = [];
  for (let i = 0; i < count && pool.length > 0; i += 1) {
    const j = randomInt(pool.length);
    picked.push(pool[j]);
    pool[j] = pool[pool.length - 1];
    pool.pop();
  }
  return picked;
}

/** The share (1..100) of a request; undefined when it is not a whole percent. */
export const shareFrom = (value) => {
  const share = idFrom(typeof value === 'string' ? value.trim() : value);
  return share !== undefined && share <= 100 ? share : undefined;
};

const statusNameOf = (code) => ACTIVITY_STATUS_OPTIONS.find((option) => option.cpdactivitystatusId === Number(code))?.cpdactivitystatusName ?? '';

/** A member's activities dated in the CPD year, oldest first, as an auditor reads them. */
function auditActivitiesOf(db, userId, year) {
  const { from, to } = cpdYearBounds(year, settingsForYear(db, year));
  return activitiesOfUser(db, userId)
    .filter((activity) => activity.ActivityDate >= from && activity.ActivityDate <= to)
    .sort((a, b) => a.ActivityDate.localeCompare(b.ActivityDate) || a.ActivityID - b.ActivityID)
    .map((activity) => ({
      ActivityID: activity.ActivityID,
      ActivityTitle: activity.ActivityTitle,
      CategoryName: categoryName(activity.CategoryID),
      ActivityDate: activity.ActivityDate,
      Hours: activity.Hours,
      Provider: activity.Provider,
      ActivityStatusName: statusNameOf(activity.ActivityStatus),
      evidence: Number.isInteger(activity.evidenceFileId) ? { fileId: activity.evidenceFileId, fileName: activity.evidenceFileName ?? '' } : null,
    }));
}

/** The sample as the screen shows it: each drawn member's compliance and activities in the year, recomputed now. */
export function auditView(db, audit) {
  const registrations = new Map(latestRegistrations(db).map((row) => [row.UserID, row]));
  const members = audit.UserIDs.map((UserID) => {
    const row = registrations.get(UserID);
    return {
      UserID,
      MemberNo: row?.MemberNo ?? '',
      FirstName: row?.FirstName ?? '',
      LastName: row?.LastName ?? '',
      compliance: complianceOfUser(db, UserID, audit.year),
      activities: auditActivitiesOf(db, UserID, audit.year),
    };
  });
  return { AuditID: audit.AuditID, year: audit.year, share: audit.share, createdAt: audit.createdAt, createdBy: audit.createdBy, members };
}

/** A row of the past samples' list. */
export const auditListRow = (audit) => ({ id: audit.AuditID, AuditID: audit.AuditID, year: audit.year, share: audit.share, count: audit.UserIDs.length, createdAt: audit.createdAt, createdBy: audit.createdBy });

/** Draws and stores a sample of the approved members; undefined when none is approved. */
export function drawAuditSample(ctx, { share, year, actor }) {
  const approved = latestRegistrations(ctx.db).filter((row) => row.Status === CPD_MEMBERSHIP.APPROVED);
  if (approved.length === 0) return undefined;
  const UserIDs = pickAtRandom(approved, sampleSize(share, approved.length))
    .map((row) => row.UserID)
    .sort((a, b) => a - b);
  const AuditID = nextId(ctx.db, CPD.AUDITS, 'AuditID');
  const audit = { id: AuditID, AuditID, year, share, UserIDs, createdAt: new Date(ctx.now()).toISOString(), createdBy: actor };
  insertRow(ctx.db, CPD.AUDITS, audit);
  return audit;
}

export const auditById = (db, AuditID) => (AuditID ? db.get(CPD.AUDITS).find({ AuditID }).value() : undefined);
