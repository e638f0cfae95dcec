// The CPD collections and who may read a member's CPD data: the member themselves, or the
// administrator and staff holding the CPD approval screen (menu 150). Shared by every CPD route module.
import { allows, screens } from '../http/access.mjs';
import { SCREEN } from '../registry/screens.mjs';
import { memberOfUser } from '../members/members.mjs';
import { settingsInForce } from '../../../src/domain/cpdRules.mjs';
import { groupBy } from '../storage/indexes.mjs';

export const CPD = Object.freeze({
  SETTINGS: 'cpdSettings',
  REGISTRATIONS: 'cpdRegistrations',
  GOALS: 'developmentGoals',
  ACTIVITIES: 'cpdActivities',
  DECLARATIONS: 'cpdDeclarations',
  AUDITS: 'cpdAudits',
});

const CPD_STAFF = screens(SCREEN.CPD_APPROVALS);
export const isCpdStaff = (db, user) => allows(db, CPD_STAFF, user);

/** The member's latest registration (a rejected member may register again), or undefined. */
export const registrationOfUser = (db, userId) =>
  db.get(CPD.REGISTRATIONS).filter({ UserID: userId }).sortBy('CPDMemberID').last().value();

export const settingsRowsOf = (db) => db.get(CPD.SETTINGS).value();
/** The settings in force in CPD year `year` (spec-silent figures: src/domain/cpdRules.mjs DEFAULT_SETTINGS). */
export const settingsForYear = (db, year) => settingsInForce(settingsRowsOf(db), year);

export const goalsOfUser = (db, userId) => db.get(CPD.GOALS).filter({ UserID: userId }).value();
/** A member's activities, in stored order (a copy: callers may sort it). */
export const activitiesOfUser = (db, userId) => [...(groupBy(db, CPD.ACTIVITIES, 'UserID').get(userId) ?? [])];

/**
 * Whose CPD data a request about `userId` may read: { member } for the member themselves or CPD staff,
 * { status: 403 } for anyone else, { status: 404 } when no member has that user id.
 */
export function cpdMemberFor(db, user, userId) {
  const member = Number.isInteger(userId) ? memberOfUser(db, userId) : undefined;
  if (!member) return { status: user.userID === userId ? 403 : 404 };
  if (member.userid === user.userID || isCpdStaff(db, user)) return { member };
  return { status: 403 };
}
