// Who the seeded members are, told by user id. The default seed has the demo member (user 3), the filler
// members 4..33 (no records, no CPD) and the bulk members 101..220, whose records, change requests and CPD follow
// their bulk index i (0..119). A seed of N members adds N - 151 extra members, users 1001.., in blocks that repeat
// that population, so every collection keeps its size per member: of every 151, the first 31 are filler-like and
// the other 120 bulk-like, with bulk indices from 120 on. Extra applicants are users 20001... Everything here is a
// function of the user id, never of N, so a member is the same person in every seed that has them.

export const MORE_MEMBER_FIRST_ID = 101;
export const MORE_MEMBER_COUNT = 120;
const FILLER_MEMBER_FIRST_ID = 4;
const FILLER_MEMBER_LAST_ID = 33;
/** The demo member and the filler members: the part of each block that has no records. */
const FILLER_LIKE_PER_BLOCK = 1 + FILLER_MEMBER_LAST_ID - FILLER_MEMBER_FIRST_ID + 1;
export const DEFAULT_MEMBER_COUNT = FILLER_LIKE_PER_BLOCK + MORE_MEMBER_COUNT;

export const EXTRA_MEMBER_FIRST_ID = 1001;
export const EXTRA_APPLICANT_FIRST_ID = 20001;

/** The user ids of `count` extra members. */
export const extraMemberIds = (count) => Array.from({ length: count }, (_, j) => EXTRA_MEMBER_FIRST_ID + j);

/** The user ids of `count` extra applicants. */
export const extraApplicantIds = (count) => Array.from({ length: count }, (_, a) => EXTRA_APPLICANT_FIRST_ID + a);

export const isExtraMember = (userID) => userID >= EXTRA_MEMBER_FIRST_ID && userID < EXTRA_APPLICANT_FIRST_ID;

/** An extra member's seat in its block: { fillerSlot } (0..30) or { bulkIndex } (120..). */
function extraSeatOf(userID) {
  const j = userID - EXTRA_MEMBER_FIRST_ID;
  const block = Math.floor(j / DEFAULT_MEMBER_COUNT);
  const p = j % DEFAULT_MEMBER_COUNT;
  if (p < FILLER_LIKE_PER_BLOCK) return { fillerSlot: p };
  return { bulkIndex: MORE_MEMBER_COUNT * (block + 1) + p - FILLER_LIKE_PER_BLOCK };
}

/** The bulk index of a member user: users 101..220 are 0..119, bulk-like extra members 120..; else undefined. */
export function bulkIndexOf(userID) {
  if (isExtraMember(userID)) return extraSeatOf(userID).bulkIndex;
  return userID >= MORE_MEMBER_FIRST_ID && userID < MORE_MEMBER_FIRST_ID + MORE_MEMBER_COUNT ? userID - MORE_MEMBER_FIRST_ID : undefined;
}

/** The bulk members of `members` as records and change requests take them: [{ member, userid, i }] (i the bulk index). */
export const bulkSubjectsOf = (members) =>
  members.filter((member) => bulkIndexOf(member.userid) !== undefined).map((member) => ({ member, userid: member.userid, i: bulkIndexOf(member.userid) }));

/**
 * The default bulk member whose dates and plan thresholds bulk member i repeats (i itself below 120): dates stay in
 * the default's calendar, before the seed's "today", however many members there are.
 */
export const bulkPlaceOf = (i) => i % MORE_MEMBER_COUNT;

/** The filler position whose creation date a filler user repeats: users 4..45 their own (userID - 4), extras their slot. */
export const fillerSlotOf = (userID) => (isExtraMember(userID) ? extraSeatOf(userID).fillerSlot : userID - FILLER_MEMBER_FIRST_ID);

// NIC serials of the default seed: members 1000 + 37k (below 10000), the demo applicant 12345, applicants 60000..65908.
const EXTRA_MEMBER_NIC_SERIAL = 20000;
const EXTRA_APPLICANT_NIC_SERIAL = 70000;

/**
 * The serial (last five digits of a new-format NIC) of an extra member or applicant: ranges of their own, one
 * serial a person, so their NIC numbers never meet the default's or each other's whatever the birth date.
 */
export const extraNicSerialOf = (userID) =>
  isExtraMember(userID) ? EXTRA_MEMBER_NIC_SERIAL + userID - EXTRA_MEMBER_FIRST_ID : EXTRA_APPLICANT_NIC_SERIAL + userID - EXTRA_APPLICANT_FIRST_ID;
