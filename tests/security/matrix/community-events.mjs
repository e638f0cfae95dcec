// Access-matrix entries of the event routes; merged into MATRIX.
// The public list and the calendar show no personal data (no registrations, only the seats left); the event
// screens are the event-creation and event-assignment menus' (tests/api/events*.test.mjs).
import { SCREEN } from '../../../mock-api/lib/registry/screens.mjs';

const EVENT_STAFF = [SCREEN.EVENT_CREATION, SCREEN.EVENT_ASSIGN];
const CREATION = [SCREEN.EVENT_CREATION];
const ASSIGN = [SCREEN.EVENT_ASSIGN];

export const ENTRIES = {
  'GET /api/event/public-events': { access: 'public' },
  'GET /api/application/get-for-calender': { access: 'signed-in', sample: '/api/application/get-for-calender?month=2026-12' },
  'GET /api/event/events': { access: EVENT_STAFF },
  'GET /api/event/select-event': { access: EVENT_STAFF },
  'POST /api/event/add-event': { access: CREATION },
  'PUT /api/event/update-event/:eventId': { access: CREATION, sample: '/api/event/update-event/99999' },
  'DELETE /api/event/delete-event/:id': { access: CREATION, sample: '/api/event/delete-event/99999' },
  'GET /api/event/eventmembers': { access: ASSIGN },
  'GET /api/event/membersofevent': { access: ASSIGN, sample: '/api/event/membersofevent?eventId=1&filterText=pe' },
  'POST /api/event/add-event-member': { access: ASSIGN },
  // Marking attendance credits CPD hours: never one's own.
  'PUT /api/event/update-event-member/:eventMemberId': { access: ASSIGN, sample: '/api/event/update-event-member/99999', decides: 'attendance', self: (s) => ({ url: `/api/event/update-event-member/${s.eventMemberId}`, body: { attended: true } }) },
  'DELETE /api/event/delete-event-member/:id': { access: ASSIGN, sample: '/api/event/delete-event-member/99999' },
};
