// Access-matrix entries of the dashboard routes; merged into MATRIX.
// The admin dashboard's figures need its screen; the member and applicant calls are 'signed-in' and name whose
// data they read: the caller's own, or staff's who may read it (tests/api/dashboards*.test.mjs).
import { SCREEN } from '../../../mock-api/lib/registry/screens.mjs';

const OWN_OR_MEMBER_STAFF = "another member's dashboard or dues: 403; member staff and payment staff may read them (dashboards-member.test.mjs)";

export const ENTRIES = {
  'GET /api/dashboard/dashboardApplicationcounts': { access: [SCREEN.ADMIN_DASHBOARD] },
  'GET /api/dashboard/get-member-details-for-dashboard': { access: [SCREEN.ADMIN_DASHBOARD] },
  'GET /api/dashboard/memberDashboard/:memberId': { access: 'signed-in', sample: '/api/dashboard/memberDashboard/99999', owner: OWN_OR_MEMBER_STAFF },
  'GET /api/dashboard/getPaymentFee/:memberId': { access: 'signed-in', sample: '/api/dashboard/getPaymentFee/99999', owner: OWN_OR_MEMBER_STAFF },
  'GET /api/dashboard/get-response-for-payment-button-hide': { access: 'signed-in' },
  'GET /api/dashboard/applicantDashboard/:applicationId': { access: 'signed-in', sample: '/api/dashboard/applicantDashboard/99999', owner: "another applicant's application: 403; application staff may read it (dashboards-applicant.test.mjs)" },
};
