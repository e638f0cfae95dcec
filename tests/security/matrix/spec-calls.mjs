// Access-matrix entries of the spec §7 calls the conformance walk found missing (docs/spec-coverage.md "Gaps found");
// merged into MATRIX. Samples that would change a seeded account name nobody (a member id that does not exist),
// so the callers' tokens stay valid for the rest of the matrix.
import { SCREEN } from '../../../mock-api/lib/registry/screens.mjs';

const APPLICATION_LIST = [SCREEN.VIEW_APPLICATIONS, SCREEN.VIEW_APPLICANT];

export const ENTRIES = {
  'GET /api/usermanagement/getallunauthorizeroles': { access: [SCREEN.ROLES] },
  'GET /api/usermanagement/memberauth': { access: [SCREEN.USER_AUTH] },
  'PUT /api/usermanagement/memberauth': { access: [SCREEN.USER_AUTH], decides: 'account', self: (s) => ({ body: { userID: s.userId, approve: 'approve' } }) },
  'GET /api/usermanagement/send-email-to-exisiting-member-password/:memberID': { access: [SCREEN.MEMBER_OVERVIEW], sample: '/api/usermanagement/send-email-to-exisiting-member-password/99999' },
  'GET /api/usermanagement/get-payment-types': { access: 'signed-in' },
  'GET /api/usermanagement/get-member-status': { access: 'signed-in' },
  'GET /api/usermanagement/allDevelopmentGoals': { access: [SCREEN.CPD_APPROVALS] },
  'POST /api/application/acadamicDetails': { access: 'signed-in' },
  'POST /api/application/professionalDetails': { access: 'signed-in' },
  'GET /api/application/getMemberDetails/:memberID': { access: [SCREEN.MEMBER_OVERVIEW, SCREEN.EDIT_MEMBER], sample: '/api/application/getMemberDetails/1' },
  'POST /api/application/updatemembertype/:memberID': { access: [SCREEN.EDIT_MEMBER], sample: '/api/application/updatemembertype/1', decides: 'memberRecord', self: (s) => ({ url: `/api/application/updatemembertype/${s.memberID}`, body: { membertypeid: 4 } }) },
  'GET /api/application/viewMemeberByStatus/status/:status': { access: APPLICATION_LIST, sample: '/api/application/viewMemeberByStatus/status/3' },
  'POST /api/application/generatePdf': { access: [SCREEN.VIEW_APPLICANT, SCREEN.COUNCIL_REVIEW] },
  'POST /api/application/member': { access: [SCREEN.EDIT_MEMBER] },
};
