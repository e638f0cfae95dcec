// Access-matrix entries of the renewal reminders; merged into MATRIX. Holders of the Renewal Reminders screen
// read and set the schedule and read the lists; only the administrator runs the schedule at once
// (tests/api/renewal-reminders.test.mjs).
import { SCREEN } from '../../../mock-api/lib/registry/screens.mjs';

const HOLDERS = [SCREEN.RENEWAL_REMINDERS];

export const ENTRIES = {
  'GET /api/renewal-reminders/schedule': { access: HOLDERS },
  'PUT /api/renewal-reminders/schedule': { access: HOLDERS },
  'GET /api/renewal-reminders/sent': { access: HOLDERS },
  'GET /api/renewal-reminders/scheduled': { access: HOLDERS },
  'POST /api/renewal-reminders/run': { access: 'admin' },
};
