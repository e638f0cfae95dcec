// The seeded chapters, every member's chapter, and the member transfers.
import { describe, expect, it } from 'vitest';
import { buildSeed } from '../../mock-api/seed.mjs';
import { TRANSFER_LIMITS, TRANSFER_STATUS } from '../../src/domain/transferRules.mjs';

const seed = buildSeed();
const memberOf = (memberID) => seed.members.find((member) => member.memberID === memberID);

describe('chapters', () => {
  it('are the six chapters of the contract, active, with their e-mail addresses', () => {
    expect(seed.chapters).toEqual([
      [1, 'CMB', 'Colombo', 'Western Province'],
      [2, 'KDY', 'Kandy', 'Central Province'],
      [3, 'GLE', 'Galle', 'Southern Province'],
      [4, 'JAF', 'Jaffna', 'Northern Province'],
      [5, 'KUR', 'Kurunegala', 'North Western Province'],
      [6, 'BTC', 'Batticaloa', 'Eastern Province'],
    ].map(([chapterId, code, name, region]) => ({ id: chapterId, chapterId, code, name, region, email: `${name.toLowerCase()}.chapter@example.org`, status: 1 })));
  });

  it('give every member a chapter; Colombo has the most members, every chapter some; M0001 is in Colombo', () => {
    const counts = new Map();
    for (const member of seed.members) {
      expect([1, 2, 3, 4, 5, 6], member.memberNo).toContain(member.chapterId);
      counts.set(member.chapterId, (counts.get(member.chapterId) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    const colombo = counts.get(1);
    for (const [chapterId, count] of counts) if (chapterId !== 1) expect(count).toBeLessThan(colombo);
    expect(seed.members.find((member) => member.memberNo === 'M0001')).toMatchObject({ userid: 3, chapterId: 1 });
  });
});

describe('member transfers', () => {
  const rows = seed.memberTransfers;

  it('are about 14, in every state, each with id = transferId and unique ids', () => {
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(rows.length).toBeLessThanOrEqual(16);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set([1, 2, 3]));
    for (const status of [1, 2, 3]) expect(rows.filter((row) => row.status === status).length, `status ${status}`).toBeGreaterThanOrEqual(3);
    expect(new Set(rows.map((row) => row.transferId)).size).toBe(rows.length);
    for (const row of rows) expect(row.id).toBe(row.transferId);
  });

  it('belong to members M0011 and later, never the demo member, user04, user10 or user12', () => {
    for (const row of rows) {
      const member = memberOf(row.memberID);
      expect(row.memberID).toBeGreaterThanOrEqual(11);
      expect([3, 4, 10, 12]).not.toContain(row.userid);
      expect(row).toMatchObject({ userid: member.userid, memberNo: member.memberNo, memberName: `${member.firstName} ${member.lastName}` });
    }
  });

  it('have reasons within the limits, a different target chapter, and decisions that fit their state', () => {
    for (const row of rows) {
      expect(row.reason.length).toBeGreaterThanOrEqual(TRANSFER_LIMITS.reasonMin);
      expect(row.reason.length).toBeLessThanOrEqual(TRANSFER_LIMITS.reasonMax);
      expect(row.toChapterId).not.toBe(row.fromChapterId);
      expect(row.requestedAt).toMatch(/^2026-\d{2}-\d{2}T/);
      if (row.status === TRANSFER_STATUS.PENDING) expect(row).toMatchObject({ decidedAt: null, decidedBy: null, comment: null });
      else {
        expect(row.decidedAt > row.requestedAt, `transfer ${row.transferId}`).toBe(true);
        expect(row.decidedAt < '2026-11-23').toBe(true);
        expect(['admin@example.org', 'staff06@example.org']).toContain(row.decidedBy);
      }
      if (row.status === TRANSFER_STATUS.REJECTED) expect(row.comment.length).toBeGreaterThan(10);
    }
  });

  it('leave each member in the chapter of their last approved transfer; a pending one starts from the member’s chapter', () => {
    for (const member of seed.members) {
      const own = rows.filter((row) => row.memberID === member.memberID);
      const approved = own.filter((row) => row.status === TRANSFER_STATUS.APPROVED).at(-1);
      if (approved) expect(member.chapterId, member.memberNo).toBe(approved.toChapterId);
      const pending = own.filter((row) => row.status === TRANSFER_STATUS.PENDING);
      expect(pending.length, member.memberNo).toBeLessThanOrEqual(1);
      if (pending[0]) expect(pending[0].fromChapterId).toBe(member.chapterId);
    }
  });

  it('include a member with a rejected request and a later one, so a history shows both', () => {
    const ownOf = (memberID) => rows.filter((row) => row.memberID === memberID);
    expect(rows.some((row) => ownOf(row.memberID).length > 1 && ownOf(row.memberID)[0].status === TRANSFER_STATUS.REJECTED)).toBe(true);
  });
});
