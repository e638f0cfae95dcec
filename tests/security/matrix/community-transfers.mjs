// Access-matrix entries of the chapter and transfer routes; merged into MATRIX.
// get-chapters, member-transfers and member-transfer are 'signed-in': a member acts on their own requests only
// (the list never shows another member's; anyone else not holding the approval screen gets '01'); staff holding
// /member/member-transfer-approval list and decide every request (transfers.test.mjs).
import { SCREEN } from '../../../mock-api/lib/registry/screens.mjs';

export const ENTRIES = {
  'GET /api/usermanagement/get-chapters': { access: 'signed-in' },
  'GET /api/usermanagement/member-transfers': { access: 'signed-in' },
  'POST /api/usermanagement/member-transfer': { access: 'signed-in' },
  'PUT /api/usermanagement/approve-transfer': { access: [SCREEN.TRANSFER_APPROVAL], decides: 'transfer', self: (s) => ({ body: { transferId: s.transferId, comment: 'Checked.' } }) },
  'PUT /api/usermanagement/reject-transfer': { access: [SCREEN.TRANSFER_APPROVAL], decides: 'transfer', self: (s) => ({ body: { transferId: s.transferId, comment: 'Checked.' } }) },
};
