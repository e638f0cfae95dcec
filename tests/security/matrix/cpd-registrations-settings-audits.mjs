// Access-matrix entries of the CPD lookup, settings and registration routes; merged into MATRIX.
import { SCREEN } from '../../../mock-api/lib/registry/screens.mjs';

const CPD_STAFF = [SCREEN.CPD_APPROVALS];

export const ENTRIES = {
  // Look-ups of the registration form; the settings every member may read.
  'GET /api/CPD/get-primary-skill': { access: 'signed-in' },
  'GET /api/CPD/get-entry-level': { access: 'signed-in' },
  'GET /api/CPD/settings': { access: 'signed-in' },
  'POST /api/CPD/settings': { access: [SCREEN.CPD_SETTINGS] },
  'PUT /api/CPD/settings/update': { access: [SCREEN.CPD_SETTINGS] },
  // The token's member registers; a member reads their own registration, CPD staff anyone's.
  'POST /api/CPD/cpdadvancedfields': { access: 'signed-in' },
  'GET /api/CPD/registration/:id': {
    access: 'signed-in',
    sample: '/api/CPD/registration/99999',
    owner: "another member's registration: 403, CPD staff read any (cpd-registrations.test.mjs)",
  },
  // The approval screen: the list with compliance, the decision, its mails, the audit sample.
  'GET /api/CPD/viewallcpdusers': { access: CPD_STAFF },
  'PUT /api/CPD/approve-membership/approve': { access: CPD_STAFF, decides: 'cpdRegistration', self: (s) => ({ body: { CPDMemberID: s.CPDMemberID, comment: 'Checked.' } }) },
  'PUT /api/CPD/approve-membership/reject': { access: CPD_STAFF, decides: 'cpdRegistration', self: (s) => ({ body: { CPDMemberID: s.CPDMemberID, comment: 'Checked.' } }) },
  'GET /api/CPD/send-cpd-member-approval-email-to-exisiting-member/:id': { access: CPD_STAFF, sample: '/api/CPD/send-cpd-member-approval-email-to-exisiting-member/99999' },
  'GET /api/CPD/send-cpd-member-reject-email-to-exisiting-member/:id': { access: CPD_STAFF, sample: '/api/CPD/send-cpd-member-reject-email-to-exisiting-member/99999' },
  'POST /api/CPD/audit-sample': { access: CPD_STAFF },
  'GET /api/CPD/audit-samples': { access: CPD_STAFF },
  'GET /api/CPD/audit-samples/:AuditID': { access: CPD_STAFF, sample: '/api/CPD/audit-samples/99999' },
};
