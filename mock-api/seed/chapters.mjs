// The institute's regional chapters, each member's chapter, and member transfers.
// Deterministic: chapters spread by member id (Colombo the largest), transfers for a fixed pick of active members
// from M0011 on (never M0001, user04 = M0002, user10 = M0008, user12 = M0010: other journeys use them).
import { MEMBER_STATUS } from '../../src/domain/memberRules.mjs';
import { TRANSFER_STATUS } from '../../src/domain/transferRules.mjs';
import { transferRow } from '../lib/members/transfers.mjs';
import { spreadPick } from './scale.mjs';

const ACTIVE = 1;
/** [chapterId, code, name, region]; e-mail `<name lowercase>.chapter@example.org`. */
const CHAPTERS = [
  [1, 'CMB', 'Colombo', 'Western Province'],
  [2, 'KDY', 'Kandy', 'Central Province'],
  [3, 'GLE', 'Galle', 'Southern Province'],
  [4, 'JAF', 'Jaffna', 'Northern Province'],
  [5, 'KUR', 'Kurunegala', 'North Western Province'],
  [6, 'BTC', 'Batticaloa', 'Eastern Province'],
];

export const chapterRows = () =>
  CHAPTERS.map(([chapterId, code, name, region]) => ({ id: chapterId, chapterId, code, name, region, email: `${name.toLowerCase()}.chapter@example.org`, status: ACTIVE }));

/** 20 slots: Colombo 7, Kandy 4, Galle 3, Kurunegala 3, Jaffna 2, Batticaloa 1 (roughly where members live). */
const SPREAD = [1, 2, 1, 3, 5, 1, 2, 1, 4, 3, 1, 2, 5, 1, 6, 3, 2, 5, 1, 4];
/** The chapter a member joined in: M0001 (the demo member) Colombo, the others by a fixed stride over SPREAD. */
export const initialChapterOf = (memberID) => (memberID === 1 ? 1 : SPREAD[(memberID * 7) % SPREAD.length]);

/** Members other journeys (demo, user04, user10, user12) rely on: no transfers for them. */
const RESERVED_USER_IDS = new Set([3, 4, 10, 12]);
const FIRST_TRANSFER_MEMBER_ID = 11;

const REASONS = [
  'I have moved to a new job in this city and can attend the chapter meetings here.',
  'My family relocated last month; the chapter office is now a short bus ride from home.',
  'I was transferred by my employer to the regional office for at least two years.',
  'I want to help organise the regional CPD workshops that this chapter runs.',
  'Started postgraduate studies at the university here and will live nearby.',
  'The current chapter meets on weekdays, which clashes with my shift work; this one meets on Saturdays.',
  'Returning to my home town to look after my parents.',
];
const APPROVE_COMMENTS = ['Welcome to the chapter.', 'Confirmed with both chapter secretaries.', null, 'Approved; membership records updated.'];
const REJECT_COMMENTS = [
  'Please attach proof of your new address and apply again.',
  'The request names the chapter you already attend in practice; no transfer is needed.',
  'Transfers are paused until the chapter elections close on 30 September; please apply afterwards.',
];
const DECIDERS = ['staff06@example.org', 'admin@example.org'];

/**
 * The transfers: [pick (index into the eligible members), status, requested (YYYY-MM-DD), days to decision].
 * Picks 2 and 9 have a rejected request and a later one, so a member's history shows both.
 */
const PLAN = [
  [0, TRANSFER_STATUS.APPROVED, '2026-02-03', 6],
  [1, TRANSFER_STATUS.APPROVED, '2026-02-17', 3],
  [2, TRANSFER_STATUS.REJECTED, '2026-03-02', 4],
  [3, TRANSFER_STATUS.APPROVED, '2026-03-20', 9],
  [4, TRANSFER_STATUS.REJECTED, '2026-04-08', 2],
  [5, TRANSFER_STATUS.APPROVED, '2026-05-14', 5],
  [2, TRANSFER_STATUS.APPROVED, '2026-06-01', 7],
  [6, TRANSFER_STATUS.APPROVED, '2026-07-09', 1],
  [9, TRANSFER_STATUS.REJECTED, '2026-08-21', 3],
  [7, TRANSFER_STATUS.PENDING, '2026-10-12', 0],
  [8, TRANSFER_STATUS.PENDING, '2026-10-30', 0],
  [9, TRANSFER_STATUS.PENDING, '2026-11-05', 0],
  [10, TRANSFER_STATUS.PENDING, '2026-11-16', 0],
  [11, TRANSFER_STATUS.PENDING, '2026-11-20', 0],
];

const dayAfter = (day, days) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** Another chapter than `from`: the k-th of the other five. */
const otherChapter = (from, k) => CHAPTERS.map(([id]) => id).filter((id) => id !== from)[k % 5];

const initialChapters = (members) => new Map(members.map((member) => [member.memberID, initialChapterOf(member.memberID)]));
const withChapters = (members, chapterOf) => members.map((member) => ({ ...member, chapterId: chapterOf.get(member.memberID) }));
const eligibleOf = (members) =>
  members.filter((member) => member.memberID >= FIRST_TRANSFER_MEMBER_ID && member.status === MEMBER_STATUS.ACTIVE && !RESERVED_USER_IDS.has(member.userid));

/**
 * The transfer of `member` as PLAN[i] has it (status, dates; i also picks its reason, time and comment); an
 * approved one moves the member in `chapterOf`.
 */
function plannedTransfer({ transferId, i, member, chapterOf }) {
  const [, status, requestedOn, days] = PLAN[i];
  const fromChapterId = chapterOf.get(member.memberID);
  const toChapterId = otherChapter(fromChapterId, i + member.memberID);
  const decided = status !== TRANSFER_STATUS.PENDING;
  if (status === TRANSFER_STATUS.APPROVED) chapterOf.set(member.memberID, toChapterId);
  const comment = status === TRANSFER_STATUS.APPROVED ? APPROVE_COMMENTS[i % APPROVE_COMMENTS.length] : status === TRANSFER_STATUS.REJECTED ? REJECT_COMMENTS[i % REJECT_COMMENTS.length] : null;
  return {
    ...transferRow({
      transferId,
      member,
      fromChapterId,
      toChapterId,
      reason: REASONS[i % REASONS.length],
      requestedAt: `${requestedOn}T0${3 + (i % 6)}:${String(10 + i * 3).padStart(2, '0')}:00.000Z`,
    }),
    status,
    decidedAt: decided ? `${dayAfter(requestedOn, days)}T06:30:00.000Z` : null,
    decidedBy: decided ? DECIDERS[i % DECIDERS.length] : null,
    comment,
  };
}

/** @returns {{ chapters: object[], members: object[], memberTransfers: object[] }} members: the same rows, each with chapterId */
export function chapterSeed({ members }) {
  const chapterOf = initialChapters(members);
  const eligible = eligibleOf(members);
  // Every 9th eligible member: spread over the filler members and the bulk members 101.. alike.
  const picked = (pick) => eligible[(pick * 9) % eligible.length];
  const memberTransfers = PLAN.map(([pick], i) => plannedTransfer({ transferId: i + 1, i, member: picked(pick), chapterOf }));
  return { chapters: chapterRows(), members: withChapters(members, chapterOf), memberTransfers };
}

/**
 * A larger seed's extra members: each with its chapterId, and `count` transfers (ids from firstTransferId)
 * that repeat PLAN's, one member each, spread over the eligible extra members.
 */
export function extraChapterSeed({ members, count, firstTransferId }) {
  const chapterOf = initialChapters(members);
  const movers = spreadPick(eligibleOf(members), count);
  const memberTransfers = movers.map((member, x) => plannedTransfer({ transferId: firstTransferId + x, i: x % PLAN.length, member, chapterOf }));
  return { members: withChapters(members, chapterOf), memberTransfers };
}
