/** The app bar's bell: the signed-in user's notifications and, for staff, the approval queues waiting for them. */
export const notifications = {
  bell: 'Notifications',
  /* the bell's name read out with what waits: unread notifications and queue items together */
  bellWaiting: 'Notifications: %{count} new',
  heading: 'Notifications',
  markAllRead: 'Mark all as read',
  empty: 'Nothing new. Decisions, payments and reminders that concern you will appear here.',
  failed: 'Notifications could not be loaded. Please try again.',
  queuesHeading: 'Waiting for you',
  unread: 'Unread',
  more: 'Show older',
  close: 'Close',
} as const;
