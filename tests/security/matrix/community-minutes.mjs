// Access-matrix entries of the meeting-minutes routes; merged into MATRIX.
// The administrator and staff whose menus hold the Meeting Minutes screen (seeded roles 28 Secretariat and
// 30 Librarian) list, upload, edit, delete and open minutes; applicants and members never.
import { SCREEN } from '../../../mock-api/lib/registry/screens.mjs';

export const ENTRIES = {
  'GET /api/upload-minutes/minutes': { access: [SCREEN.MINUTES] },
  'POST /api/upload-minutes/add': { access: [SCREEN.MINUTES] },
  'PUT /api/upload-minutes/update/:minutesId': { access: [SCREEN.MINUTES], sample: '/api/upload-minutes/update/99999' },
  'DELETE /api/upload-minutes/delete/:minutesId': { access: [SCREEN.MINUTES], sample: '/api/upload-minutes/delete/99999' },
  'GET /api/upload-minutes/file/:minutesId': { access: [SCREEN.MINUTES], sample: '/api/upload-minutes/file/99999' },
};
