/** The bell's calls (routes/notifications.mjs): the signed-in user's own notifications, counts and marking read. */
import { http } from '../../providers/http';
import type { NotificationKind } from '../../domain/notificationRules.mjs';
import { NOTIFICATION_LIMITS } from '../../domain/notificationRules.mjs';
import type { Approval } from '../dashboard/dashboardTypes';

export interface PortalNotification {
  notificationId: number;
  kind: NotificationKind;
  title: string;
  body: string;
  /** The screen it opens; null when it has none (a message only). */
  link: string | null;
  createdAt: string;
  readAt: string | null;
}

export interface NotificationPage {
  data: PortalNotification[];
  total: number;
  unread: number;
  /** The approval queues waiting for the caller (staff); none for members and applicants. */
  queues: Approval[];
}

export interface NotificationCounts {
  unread: number;
  waiting: number;
}

export const NOTIFICATIONS_KEY = ['notifications'] as const;
export const COUNTS_KEY = [...NOTIFICATIONS_KEY, 'counts'] as const;
export const LIST_KEY = [...NOTIFICATIONS_KEY, 'list'] as const;

export const fetchNotificationPage = (page: number) => http.get<NotificationPage>('notifications', { page, perPage: NOTIFICATION_LIMITS.perPage });
export const fetchNotificationCounts = () => http.get<NotificationCounts>('notifications/unread-count');
export const markNotificationRead = (notificationId: number) => http.post<{ unread: number }>(`notifications/${notificationId}/read`);
export const markAllNotificationsRead = () => http.post<{ marked: number; unread: number }>('notifications/read-all');
