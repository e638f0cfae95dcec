// Shared set-up of the payment API tests: a mock API on a fixed local day, the seed's fee schedule, and
// members picked from the seed by what they owe (never hardcoded counts).
import { buildSeed } from '../../mock-api/seed.mjs';
import { PAYMENT_STATUS, feeInForce } from '../../src/domain/paymentRules.mjs';
import { signin, startApi, tokenOf } from './helpers.mjs';
import { FILLER_PASSWORD } from '../../mock-api/seed/people.mjs';

export const seed = buildSeed();
export const fees = seed.membershipFees;
export const subscriptionOf = (membertypeid, year) => feeInForce(fees, membertypeid, year).annualSubscription;

/** 15 June 2026, 10:00 local time: outside the renewal season (it opens on 1 November). */
export const JUNE = new Date(2026, 5, 15, 10).getTime();
export const NOVEMBER = new Date(2026, 10, 20, 10).getTime();
export const startPaymentsApi = (now = JUNE) => startApi({ now: () => now });

const hasPending = (member) => seed.payments.some((row) => row.memberID === member.memberID && row.status === PAYMENT_STATUS.PENDING);
const userOf = (member) => seed.users.find((user) => user.userID === member.userid);

/** Seeded members (not the demo member) whose users can sign in with the filler password. */
const fillerMembers = seed.members.filter((member) => member.memberID !== 1 && /^user\d+@example\.org$/.test(userOf(member)?.email ?? ''));

/** An active member owing `years` years of arrears with nothing pending (index picks among them). */
export const memberInArrears = (years, index = 0) =>
  fillerMembers.filter((m) => m.status === 2 && m.lastRenewalYear === 2026 - years && !hasPending(m) && m.membertypeid !== 5)[index];
/** A Pending member owing the new-membership fee with nothing pending. */
export const newMemberOwing = (index = 0) => fillerMembers.filter((m) => m.newMembershipDue && !hasPending(m))[index];
/** A member with a pending payment. */
export const memberWithPending = () => fillerMembers.find((m) => hasPending(m) && !m.newMembershipDue);

export async function tokenOfMember(request, member) {
  const response = await signin(request, userOf(member).email, FILLER_PASSWORD);
  if (!response.body.token) throw new Error(`login of ${userOf(member).email} failed: ${response.body.status}`);
  return response.body.token;
}

export async function tokenOfUser(request, username, password = FILLER_PASSWORD) {
  const response = await signin(request, username, password);
  if (!response.body.token) throw new Error(`login of ${username} failed: ${response.body.status}`);
  return response.body.token;
}

/** The sign-ins the fee and office tests share: the demo admin and member, Finance (staff04) and an auditor (staff08). */
export const staffTokensOf = async (request) => ({
  admin: await tokenOf(request, 'admin'),
  member: await tokenOf(request, 'member'),
  finance: await tokenOfUser(request, 'staff04@example.org'),
  auditor: await tokenOfUser(request, 'staff08@example.org'),
});

/** A small JPEG header followed by padding: recognised by its first bytes. */
export const jpegBytes = (size = 2048) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(size - 4, 0x11)]);
/** A PNG signature followed by padding. */
export const pngBytes = (size = 2048) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(size - 8, 0x22)]);
