// The once-only CPD credit of attending an event. Marking attendance gives the member
// one Completed formal-learning activity (the event's title, start date and CPD hours, no evidence file),
// naming the registration in EventMemberID; the registration keeps its cpdActivityId. Marking again finds the
// credit and gives no other; clearing attendance removes it. The member may delete the credited activity
// themselves (it is their CPD record): the registration's link then reads as cleared (creditOf) and is dropped
// at the next write of the registration.
import { ACTIVITY_LIMITS, ACTIVITY_STATUS } from '../../../src/domain/cpdRules.mjs';
import { CPD } from '../cpd/cpd-store.mjs';
import { activityById } from '../cpd/cpd-activities.mjs';
import { nextId } from '../storage/ids.mjs';
import { insertRow, removeWhere } from '../storage/changes.mjs';

/** CPD category of the credit: formal learning (seminars, workshops, conferences). */
export const CREDIT_CATEGORY_ID = 1;
/** The activity's provider: the event is the institute's own. */
export const CREDIT_PROVIDER = 'Institute event';

/**
 * The cpdActivities row crediting `event` to the member `userId` for registration `eventMemberId`; the same
 * fields a member's own activity has (routes/cpd-activities.mjs), plus EventMemberID. The title is kept within
 * the activity form's limit so the member can still edit the row.
 */
export const creditRow = ({ ActivityID, userId, event, eventMemberId, createdAt }) => ({
  id: ActivityID,
  ActivityID,
  UserID: userId,
  ActivityTitle: event.title.slice(0, ACTIVITY_LIMITS.titleMax),
  CategoryID: CREDIT_CATEGORY_ID,
  ActivityDate: event.startAt.slice(0, 10),
  Hours: event.cpdHours,
  Provider: CREDIT_PROVIDER,
  Description: `${event.eventType} at ${event.venue}`.slice(0, ACTIVITY_LIMITS.descriptionMax),
  GoalID: null,
  ActivityStatus: ACTIVITY_STATUS.COMPLETED,
  evidenceFileId: null,
  evidenceFileName: '',
  CreatedAt: createdAt,
  UpdatedAt: null,
  EventMemberID: eventMemberId,
});

/** The credited activity of a registration, if it still exists (the member may have deleted it). */
export const creditOf = (db, registration) => {
  const activity = registration.cpdActivityId ? activityById(db, registration.cpdActivityId) : undefined;
  return activity && activity.EventMemberID === registration.eventMemberId ? activity : undefined;
};

/**
 * Gives the registration its credit unless it has one or the event carries no CPD hours; returns the new
 * activity or null. The caller writes the db.
 */
export function creditAttendance(db, { event, registration, createdAt }) {
  if (creditOf(db, registration) || !(event.cpdHours > 0)) return null;
  const ActivityID = nextId(db, CPD.ACTIVITIES, 'ActivityID');
  const activity = creditRow({ ActivityID, userId: registration.userid, event, eventMemberId: registration.eventMemberId, createdAt });
  insertRow(db, CPD.ACTIVITIES, activity);
  registration.cpdActivityId = ActivityID;
  return activity;
}

/** Removes the registration's credit (if any) and the link; returns the removed activity or null. The caller writes. */
export function withdrawCredit(db, registration) {
  const activity = creditOf(db, registration);
  if (activity) removeWhere(db, CPD.ACTIVITIES, { ActivityID: activity.ActivityID });
  registration.cpdActivityId = null;
  return activity ?? null;
}
