// Access-matrix entries of the member's booking and calendar routes; merged into MATRIX. The member calls name
// nobody but the caller (another member's booking id reads as none: event-bookings.test.mjs); an event's .ics is
// public like the public events list; a feed is reached by its unguessable token only (calendar-ics.test.mjs).
export const ENTRIES = {
  'GET /api/event/my-events': { access: 'signed-in' },
  'POST /api/event/book': { access: 'signed-in' },
  'DELETE /api/event/my-bookings/:eventMemberId': { access: 'signed-in', sample: '/api/event/my-bookings/99999', owner: "another member's booking: '01' as if none, nothing changes (event-bookings.test.mjs)" },
  'GET /api/event/ics/:eventId': { access: 'public', sample: '/api/event/ics/99999', notPersonal: 'an upcoming event as the public events page shows it' },
  'GET /api/event/my-calendar-feed': { access: 'signed-in' },
  'POST /api/event/my-calendar-feed/reset': { access: 'signed-in' },
  'GET /api/event/calendar-feed/:token': { access: 'public', sample: '/api/event/calendar-feed/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics', notPersonal: "a 256-bit token is the secret; unknown or reset tokens answer 404" },
};
