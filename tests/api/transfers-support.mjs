// Shared set-up of the chapter-transfer API tests: a mock API on a fixed day, members and transfers picked from
// the seed by what they hold (never hardcoded counts), and the sign-ins of each kind of caller.
import { buildSeed } from '../../mock-api/seed.mjs';
import { FILLER_PASSWORD } from '../../mock-api/seed/people.mjs';
import { TRANSFER_STATUS } from '../../src/domain/transferRules.mjs';
import { DEMO, as, signin, startApi, tokenOf } from './helpers.mjs';

export const seed = buildSeed();
export const NOW = Date.parse('2026-11-23T10:00:00Z');
export const startTransferApi = () => startApi({ now: () => NOW });

const userOf = (userid) => seed.users.find((user) => user.userID === userid);

export async function tokenOfUser(request, username) {
  const password = username === DEMO.member.username ? DEMO.member.password : FILLER_PASSWORD;
  const response = await signin(request, username, password);
  if (!response.body.token) throw new Error(`login of ${username} failed: ${response.body.status}`);
  return response.body.token;
}

export const pendingTransfers = () => seed.memberTransfers.filter((row) => row.status === TRANSFER_STATUS.PENDING);
export const memberOfTransfer = (row) => seed.members.find((member) => member.memberID === row.memberID);
export const usernameOfMember = (member) => userOf(member.userid).username;

/** Every kind of caller, signed in: admin, applicant, the demo member (M0001, Colombo, no transfers),
 * the Registrar (staff06, role 25: holds the approval screen) and Council (staff01, role 23: does not). */
export async function callers(request) {
  return {
    admin: await tokenOf(request, 'admin'),
    applicant: await tokenOf(request, 'applicant'),
    member: await tokenOf(request, 'member'),
    registrar: await tokenOfUser(request, 'staff06@example.org'),
    council: await tokenOfUser(request, 'staff01@example.org'),
  };
}

export const listTransfers = (request, token, query = {}) => as(request, token).get('/api/usermanagement/member-transfers').query(query);
export const requestTransfer = (request, token, body) => as(request, token).post('/api/usermanagement/member-transfer').send(body);
export const decide = (request, token, action, body) => as(request, token).put(`/api/usermanagement/${action}-transfer`).send(body);
export const REASON = 'Moved to Kandy for a new job at the university.';
