// Shared by the CPD goal, activity, summary and transcript tests: a mock API on a fixed
// day (23 November 2026, CPD year 2026), tokens of any seeded user, CPD staff and other staff, and members
// picked from the seed by what they hold (never hardcoded counts).
import { addRole, addUser, menuIdOf, startSecurityApi, tokenFor } from '../security/support.mjs';
import { SCREEN } from '../../mock-api/lib/registry/screens.mjs';
import { as } from './helpers.mjs';

export const NOW = new Date(2026, 10, 23, 12, 0, 0).getTime();
export const TODAY = '2026-11-23';
export const DEMO_USER_ID = 3;

export function startCpdApi() {
  const api = startSecurityApi({ now: () => NOW });
  let nextId = 970;
  const staffToken = (urls) => {
    const role = addRole(api, { userRoleID: nextId++, menuIds: urls.map((url) => menuIdOf(api, url)) });
    return tokenFor(addUser(api, { userID: nextId++, roleId: role.userRoleID }), { now: NOW });
  };
  const userToken = (userID) => tokenFor(api.db.get('users').find({ userID }).value(), { now: NOW });
  /** A seeded member other than the demo member who owns goals and activities. */
  const otherMemberId = () => api.db.get('developmentGoals').value().find((goal) => goal.UserID !== DEMO_USER_ID && api.db.get('cpdActivities').find({ UserID: goal.UserID }).value()).UserID;
  const client = (token) => as(api.request, token);
  const rows = (collection) => api.db.get(collection).value();
  return { api, staffToken, userToken, otherMemberId, client, rows, cpdStaffToken: () => staffToken([SCREEN.CPD_APPROVALS]), otherStaffToken: () => staffToken([SCREEN.ACTIVITY_LOG, SCREEN.MEMBER_LOOKUP]) };
}

/** A PDF by its first bytes (uploads tell a PDF by content): `size` bytes. */
export const pdfBytes = (size = 2048) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 0x20)]);

/** A valid goal form (spec §3 add form names). */
export const goalForm = (changes = {}) => ({
  goaltitle: 'Learn structural design',
  goaldescription: 'Complete a course in structural steel design.',
  keywords: 'steel, design',
  desiredoutcome: 'Design a steel frame unaided',
  startDate: '2026-02-01',
  endDate: '2026-10-31',
  status: 1,
  ...changes,
});

/** A valid activity form (text values, as the multipart form sends them). */
export const activityForm = (changes = {}) => ({
  ActivityTitle: 'Bridge design seminar',
  CategoryID: '1',
  ActivityDate: '2026-10-05',
  Hours: '3.5',
  Provider: 'Institute of Engineers',
  Description: 'A day seminar on bridge design.',
  ActivityStatus: '2',
  ...changes,
});

/** Sends an activity form as multipart (with an optional file in the `evidence` field). */
export const sendActivity = (request, { fields, file, fileName = 'certificate.pdf' }) => {
  for (const [name, value] of Object.entries(fields)) request.field(name, String(value));
  if (file) request.attach('evidence', file, fileName);
  return request;
};
