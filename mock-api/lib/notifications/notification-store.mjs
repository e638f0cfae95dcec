// Where notifications live: one row per notification of one user, kept to the newest NOTIFICATION_LIMITS.keptPerUser
// of each. Every change goes through here, so each user's rows are kept in a map moved along with each change
// (a reminder run mailing thousands of members must not regroup the whole collection per mail); a change made
// another way (a replayed journal, a test writing rows) moves the collection's version and the map is rebuilt.
import { NOTIFICATION_LIMITS } from '../../../src/domain/notificationRules.mjs';
import { insertRow, removeWhere, saveRows, versionOf } from '../storage/changes.mjs';
import { nextId } from '../storage/ids.mjs';

// Not 'notifications': /api/notifications is the route's own path, and /api/<collection> of any stored collection
// answers 404 (the generic router serves none of them).
export const NOTIFICATIONS = 'userNotifications';

/** Per db: { version, byUser: Map<userId, row[] oldest first> }. */
const kept = new WeakMap();

function rowsByUser(db) {
  const cached = kept.get(db);
  if (cached && cached.version === versionOf(db, NOTIFICATIONS)) return cached.byUser;
  const byUser = new Map();
  for (const row of db.get(NOTIFICATIONS).value()) {
    const rows = byUser.get(row.userId);
    if (rows) rows.push(row);
    else byUser.set(row.userId, [row]);
  }
  for (const rows of byUser.values()) rows.sort((a, b) => a.notificationId - b.notificationId);
  kept.set(db, { version: versionOf(db, NOTIFICATIONS), byUser });
  return byUser;
}

/** The map is still right after a change made here: it takes the collection's new version. */
const keepUpToDate = (db) => {
  const cached = kept.get(db);
  if (cached) cached.version = versionOf(db, NOTIFICATIONS);
};

/** A user's notifications, oldest first (never changed by the caller). */
export const notificationsOf = (db, userId) => rowsByUser(db).get(userId) ?? [];

/** How many of a user's notifications are unread. */
export const unreadCountOf = (db, userId) => notificationsOf(db, userId).reduce((count, row) => count + (row.readAt ? 0 : 1), 0);

/** A user's notification by its id; another user's reads as none. */
export const ownNotification = (db, userId, notificationId) => notificationsOf(db, userId).find((row) => row.notificationId === notificationId);

/**
 * Stores a notification for `userId` ({ kind, title, body, link, outboxId }) unread, and lets the user's oldest go
 * past the limit. Answers the stored row.
 */
export function addNotification(db, userId, { at, ...fields }) {
  const byUser = rowsByUser(db);
  const notificationId = nextId(db, NOTIFICATIONS, 'notificationId');
  const row = insertRow(db, NOTIFICATIONS, { id: notificationId, notificationId, userId, ...fields, createdAt: at, readAt: null });
  const rows = byUser.get(userId) ?? [];
  rows.push(row);
  byUser.set(userId, rows);
  const over = rows.length - NOTIFICATION_LIMITS.keptPerUser;
  if (over > 0) {
    const gone = new Set(rows.splice(0, over));
    removeWhere(db, NOTIFICATIONS, (candidate) => gone.has(candidate));
  }
  keepUpToDate(db);
  return row;
}

/** Marks the rows read at `at` (those unread); answers how many it marked. */
export function markRead(db, rows, at) {
  const unread = rows.filter((row) => !row.readAt);
  for (const row of unread) row.readAt = at;
  if (unread.length > 0) {
    saveRows(db, NOTIFICATIONS, ...unread);
    keepUpToDate(db);
  }
  return unread.length;
}
