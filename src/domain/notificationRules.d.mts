// Types of notificationRules.mjs (the notifications' kinds, limits and texts shared by the mock API and the bell).
export declare const NOTIFICATION_KIND: Readonly<{
  RECORD: 'record';
  APPLICATION: 'application';
  PAYMENT: 'payment';
  TRANSFER: 'transfer';
  CPD: 'cpd';
  BOOKING: 'booking';
  REMINDER: 'reminder';
  ACCOUNT: 'account';
  REVIEW: 'review';
  MESSAGE: 'message';
}>;
export type NotificationKind = (typeof NOTIFICATION_KIND)[keyof typeof NOTIFICATION_KIND];
export declare const NOTIFICATION_KINDS: readonly NotificationKind[];
export declare const NOTIFICATION_LIMITS: Readonly<{ keptPerUser: number; bodyMax: number; perPage: number }>;
export declare const NOTIFICATION_TEXT: Readonly<{ notFound: string; secretHeld: string }>;
