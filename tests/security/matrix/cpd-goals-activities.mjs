// Access-matrix entries of the CPD goal, activity, summary and transcript routes; merged into MATRIX.
// The member routes are 'signed-in': they act for the token's member only (anyone else signed in gets '01'
// "Only members may register for CPD"); reads naming a user id are the member's own or CPD staff's.
const OWN_OR_CPD_STAFF = "another member's CPD data: 403; CPD staff (/member/approvecpdmembership) may read it (cpd-goals.test.mjs, cpd-activities*.test.mjs)";

export const ENTRIES = {
  'GET /api/CPD/get-developmentgoal-status': { access: 'signed-in' },
  'GET /api/CPD/get-cpdactivity-status': { access: 'signed-in' },
  'GET /api/CPD/get-cpd-categories': { access: 'signed-in' },
  'POST /api/CPD/adddevelopmentgoals': { access: 'signed-in' },
  'GET /api/CPD/getdevelopmentgoals/:userId': { access: 'signed-in', sample: '/api/CPD/getdevelopmentgoals/99999', owner: OWN_OR_CPD_STAFF },
  'GET /api/CPD/developmentgoals/:userid': { access: 'signed-in', sample: '/api/CPD/developmentgoals/99999', owner: OWN_OR_CPD_STAFF },
  'PUT /api/CPD/developmentgoals/update': { access: 'signed-in' },
  'DELETE /api/CPD/developmentgoals/:GoalID': { access: 'signed-in', sample: '/api/CPD/developmentgoals/99999', owner: "another member's goal: 403, nothing changes (cpd-goals.test.mjs)" },
  'POST /api/CPD/addcpdactivities': { access: 'signed-in' },
  'PUT /api/CPD/activities/update': { access: 'signed-in' },
  'DELETE /api/CPD/activities/:ActivityID': { access: 'signed-in', sample: '/api/CPD/activities/99999', owner: "another member's activity: 403, nothing changes (cpd-activities.test.mjs)" },
  'GET /api/CPD/all-activities/:userid': { access: 'signed-in', sample: '/api/CPD/all-activities/99999', owner: OWN_OR_CPD_STAFF },
  'GET /api/CPD/actvitydetails/:userId': { access: 'signed-in', sample: '/api/CPD/actvitydetails/99999', owner: OWN_OR_CPD_STAFF },
  'POST /api/CPD/transcript': { access: 'signed-in' },
  'POST /api/CPD/declaration': { access: 'signed-in' },
  'GET /api/dashboard/dashboardcpdcounts/:userid': { access: 'signed-in', sample: '/api/dashboard/dashboardcpdcounts/99999', owner: OWN_OR_CPD_STAFF },
};
