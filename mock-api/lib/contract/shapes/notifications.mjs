// The contracts of the notifications (routes/notifications.mjs): a user's own notifications, the unread count and
// the approval queues waiting for them (staff), and marking read.
import { NOTIFICATION_KINDS, NOTIFICATION_LIMITS, NOTIFICATION_TEXT } from '../../../../src/domain/notificationRules.mjs';
import { STATUS_CODE } from '../../constants.mjs';
import { array, envelope, integer, json, named, nullable, object, text } from '../schemas.mjs';
import { APPROVAL } from './dashboards.mjs';

const COUNT = integer({ min: 0 });

export const NOTIFICATION = named('Notification', object(
  {
    notificationId: integer({ min: 1 }),
    kind: text({ values: NOTIFICATION_KINDS }),
    title: text({ description: "The mail's subject." }),
    body: text({ max: NOTIFICATION_LIMITS.bodyMax, description: "The mail's text without its greeting, on one line and cut short (a mail holding a password or code: that it was sent, not the secret)." }),
    link: nullable(text({ description: 'The path of the screen it opens in the portal.' })),
    createdAt: text({ description: 'ISO 8601, UTC: when the mail was sent.' }),
    readAt: nullable(text({ description: 'ISO 8601, UTC; null while unread.' })),
  },
  { required: ['notificationId', 'kind', 'title', 'body', 'link', 'createdAt', 'readAt'] },
));

const QUEUES = array(APPROVAL, { description: "The approval queues the caller's screens decide, with what waits in each (none for members and applicants)." });
const UNREAD = integer({ min: 0, description: "The caller's unread notifications." });

export const NOTIFICATION_PAGE = named('NotificationPage', object(
  { data: array(NOTIFICATION, { description: 'Newest first.' }), total: COUNT, unread: UNREAD, queues: QUEUES },
  { required: ['data', 'total', 'unread', 'queues'] },
));

export const NOTIFICATION_COUNTS = named('NotificationCounts', object(
  { unread: UNREAD, waiting: integer({ min: 0, description: 'The items waiting in all the queues of `queues` together.' }) },
  { required: ['unread', 'waiting'] },
));

export const NOTIFICATION_READ = json("'00' with the notification as it is now and the unread count.", envelope([STATUS_CODE.OK], { data: NOTIFICATION, unread: UNREAD }, { required: ['data', 'unread'] }));
export const NOTIFICATIONS_READ = json("'00' with how many it marked (the unread count is then 0).", envelope([STATUS_CODE.OK], { marked: COUNT, unread: UNREAD }, { required: ['marked', 'unread'] }));
export const NOTIFICATION_NOT_FOUND = json(`'01' '${NOTIFICATION_TEXT.notFound}': no notification of the caller has this id (another user's reads the same).`, envelope([STATUS_CODE.NOT_FOUND]));
