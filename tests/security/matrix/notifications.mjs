// Access-matrix entries of the notifications (the app bar's bell); merged into MATRIX. Every signed-in user reads
// and marks their own only: an id of another user's notification answers 404 as an unknown one does
// (tests/api/notifications.test.mjs).
export const ENTRIES = {
  'GET /api/notifications': { access: 'signed-in' },
  'GET /api/notifications/unread-count': { access: 'signed-in' },
  'POST /api/notifications/read-all': { access: 'signed-in' },
  'POST /api/notifications/:notificationId/read': { access: 'signed-in', sample: '/api/notifications/99999/read', owner: "another user's notification: 404, nothing changes (notifications.test.mjs)" },
};
