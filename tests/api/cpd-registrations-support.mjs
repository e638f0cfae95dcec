// Shared set-up of the CPD registration, approval and settings API tests: a mock API on a fixed day, members
// picked from the seed by their registration (never hardcoded counts), and a CPD reviewer's sign-in.
import { buildSeed } from '../../mock-api/seed.mjs';
import { FILLER_PASSWORD } from '../../mock-api/seed/people.mjs';
import { CPD_MEMBERSHIP } from '../../src/domain/cpdRules.mjs';
import { addUser, PASSWORD } from '../security/support.mjs';
import { DEMO, signin, startApi } from './helpers.mjs';

export const seed = buildSeed();
/** 23 November 2026, 10:00 UTC: in CPD year 2026 (settings of 2026 in force). */
export const TODAY = '2026-11-23';
export const NOW = Date.parse(`${TODAY}T10:00:00Z`);
export const startCpdApi = (now = NOW) => startApi({ now: () => now });

/** Each member's latest seeded registration, by user id. */
export const latestByUser = (() => {
  const latest = new Map();
  for (const row of seed.cpdRegistrations) if (!latest.has(row.UserID) || latest.get(row.UserID).CPDMemberID < row.CPDMemberID) latest.set(row.UserID, row);
  return latest;
})();
export const latestRows = () => [...latestByUser.values()];
export const latestWithStatus = (status) => latestRows().filter((row) => row.Status === status);

const userOf = (userid) => seed.users.find((user) => user.userID === userid);
/** Seeded members other than the demo one whose users sign in with the filler password. */
const fillerMembers = seed.members.filter((member) => member.userid !== 3 && /^user\d+@example\.org$/.test(userOf(member.userid)?.email ?? ''));
/** A member with no registration at all. */
export const unregisteredMember = (index = 0) => fillerMembers.filter((member) => !latestByUser.has(member.userid))[index];
/** A member whose latest registration has this status. */
export const memberWithStatus = (status, index = 0) => fillerMembers.filter((member) => latestByUser.get(member.userid)?.Status === status)[index];
export const pendingRow = (index = 0) => latestWithStatus(CPD_MEMBERSHIP.PENDING)[index];

export async function tokenOfUserId(request, userid) {
  const user = userOf(userid);
  const password = user.userID === 3 ? DEMO.member.password : FILLER_PASSWORD;
  const response = await signin(request, user.username, password);
  if (!response.body.token) throw new Error(`login of ${user.username} failed: ${response.body.status}`);
  return response.body.token;
}

/** A staff account holding the seeded Reviewer role (31: CPD approvals only), signed in. */
export async function reviewerToken(api, userID = 960) {
  const user = addUser(api, { userID, roleId: 31 });
  const response = await signin(api.request, user.username, PASSWORD);
  if (!response.body.token) throw new Error(`reviewer login failed: ${response.body.status}`);
  return response.body.token;
}

/** Finance staff (staff04, role 24): a staff role without the CPD screens. */
export async function financeToken(request) {
  const response = await signin(request, 'staff04@example.org', FILLER_PASSWORD);
  return response.body.token;
}

/** A CPD activity row as the API stores it (tests insert them to know the hours). */
let activityId = 90000;
export const activityRow = (UserID, { CategoryID = 1, ActivityDate = '2026-03-10', Hours = 5, ActivityStatus = 2, evidenceFileId = null, evidenceFileName = '' } = {}) => {
  activityId += 1;
  return {
    id: activityId,
    ActivityID: activityId,
    UserID,
    ActivityTitle: `Test activity ${activityId}`,
    CategoryID,
    ActivityDate,
    Hours,
    Provider: 'Test provider',
    Description: '',
    GoalID: null,
    ActivityStatus,
    evidenceFileId,
    evidenceFileName,
    CreatedAt: '2026-03-10T09:00:00.000Z',
    UpdatedAt: '2026-03-10T09:00:00.000Z',
  };
};
