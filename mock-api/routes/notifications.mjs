// The signed-in user's notifications (the app bar's bell): their own rows only, whoever calls. Another user's
// notification answers as one that does not exist (404), so an id tells nobody what others have.
import { secureRoutes } from '../lib/http/routes.mjs';
import { SIGNED_IN } from '../lib/http/access.mjs';
import { STATUS_CODE } from '../lib/constants.mjs';
import { reply } from '../lib/http/reply.mjs';
import { idFrom } from '../lib/http/fields.mjs';
import { pageRows, pagedRequestOf } from '../lib/http/paging.mjs';
import { approvalsFor } from '../lib/dashboards/dashboard-approvals.mjs';
import { markRead, notificationsOf, ownNotification, unreadCountOf } from '../lib/notifications/notification-store.mjs';
import { NOTIFICATION_LIMITS, NOTIFICATION_TEXT } from '../../src/domain/notificationRules.mjs';
import { addition, contract } from '../lib/contract/declare.mjs';
import { PAGED_QUERY, idParam, json, object } from '../lib/contract/schemas.mjs';
import { NOTIFICATION_COUNTS, NOTIFICATION_NOT_FOUND, NOTIFICATION_PAGE, NOTIFICATION_READ, NOTIFICATIONS_READ } from '../lib/contract/shapes/notifications.mjs';

const WHY = addition('What concerns a user (a decision, a payment, a reminder: every mail the portal sends them) also waits for them in the portal, with the approval queues waiting for staff.');

/** What a user is shown of a row (not whose it is: it is always the caller's, nor its outbox row). */
const viewOf = ({ notificationId, kind, title, body, link, createdAt, readAt }) => ({ notificationId, kind, title, body, link, createdAt, readAt });

export function notificationRoutes(ctx) {
  const { db } = ctx;
  const routes = secureRoutes(ctx);
  const stamp = () => new Date(ctx.now()).toISOString();

  routes.get('/notifications', SIGNED_IN, contract({
    summary: "The caller's notifications, newest first, with the unread count and the approval queues waiting for them",
    source: WHY,
    query: object({ page: PAGED_QUERY.properties.page, perPage: PAGED_QUERY.properties.perPage }),
    responses: { 200: json(`One page (${NOTIFICATION_LIMITS.perPage} unless perPage says otherwise) of the caller's own notifications.`, NOTIFICATION_PAGE) },
  }), (req, res) => {
    const { userID } = req.auth.user;
    const newestFirst = [...notificationsOf(db, userID)].reverse();
    const request = { ...pagedRequestOf({ page: req.query.page, perPage: req.query.perPage ?? NOTIFICATION_LIMITS.perPage }), sortColumn: '', filterText: '', idLookup: undefined };
    const { data, total } = pageRows(newestFirst, request);
    res.json({ data: data.map(viewOf), total, unread: unreadCountOf(db, userID), queues: approvalsFor(db, req.auth.user) });
  });

  routes.get('/notifications/unread-count', SIGNED_IN, contract({
    summary: "The caller's unread notifications and the items waiting in their approval queues (the bell's badge)",
    source: WHY,
    responses: { 200: json('The two counts.', NOTIFICATION_COUNTS) },
  }), (req, res) => {
    const waiting = approvalsFor(db, req.auth.user).reduce((sum, queue) => sum + queue.count, 0);
    res.json({ unread: unreadCountOf(db, req.auth.user.userID), waiting });
  });

  routes.post('/notifications/read-all', SIGNED_IN, contract({
    summary: "Marks all the caller's notifications read",
    source: WHY,
    responses: { 200: NOTIFICATIONS_READ },
  }), (req, res) => {
    const marked = markRead(db, notificationsOf(db, req.auth.user.userID), stamp());
    reply(res, 200, 'success', STATUS_CODE.OK, { marked, unread: 0 });
  });

  routes.post('/notifications/:notificationId/read', SIGNED_IN, contract({
    summary: 'Marks one of the caller\'s notifications read (opening it)',
    source: WHY,
    params: object({ notificationId: idParam(`404 '01' '${NOTIFICATION_TEXT.notFound}'`) }),
    responses: { 200: NOTIFICATION_READ, 404: NOTIFICATION_NOT_FOUND },
  }), (req, res) => {
    const { userID } = req.auth.user;
    const row = ownNotification(db, userID, idFrom(req.params.notificationId));
    if (!row) return reply(res, 404, NOTIFICATION_TEXT.notFound, STATUS_CODE.NOT_FOUND);
    markRead(db, [row], stamp());
    return reply(res, 200, 'success', STATUS_CODE.OK, { data: viewOf(row), unread: unreadCountOf(db, userID) });
  });

  return routes.router;
}
