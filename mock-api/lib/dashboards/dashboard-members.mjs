// The admin dashboard's member figures: every member counted once by status, by member type and by chapter
// (each breakdown adds up to the total).
import { MEMBER_STATUS_NAMES } from '../members/members.mjs';
import { MEMBER_STATUS } from '../../../src/domain/memberRules.mjs';

const STATUS_ORDER = [MEMBER_STATUS.ACTIVE, MEMBER_STATUS.PENDING, MEMBER_STATUS.CANCELLED];
export const NOT_ASSIGNED = 'Not assigned';

const countBy = (rows, keyOf) => {
  const counts = new Map();
  for (const row of rows) counts.set(keyOf(row), (counts.get(keyOf(row)) ?? 0) + 1);
  return counts;
};

/** Every member type of the table (0 when none), then any type a member holds that the table lacks. */
function byType(db, members) {
  const counts = countBy(members, (member) => member.membertypeid);
  const types = db.get('memberTypes').value() ?? [];
  const known = new Set(types.map((type) => type.memberTypeId));
  const unknown = members.filter((member) => !known.has(member.membertypeid));
  return [
    ...types.map((type) => ({ typeId: type.memberTypeId, label: type.typeDes, count: counts.get(type.memberTypeId) ?? 0 })),
    ...[...new Map(unknown.map((member) => [member.membertypeid, member.memberTypeName])).entries()].map(([typeId, label]) => ({ typeId: typeId ?? null, label: label || String(typeId), count: counts.get(typeId) })),
  ];
}

/** Every chapter (0 when none, inactive ones too: members may still be in them), then "Not assigned" when any member is. */
function byChapter(db, members) {
  const chapters = db.get('chapters').value() ?? [];
  const known = new Set(chapters.map((chapter) => chapter.chapterId));
  const counts = countBy(members, (member) => (known.has(member.chapterId) ? member.chapterId : null));
  const rows = chapters.map((chapter) => ({ chapterId: chapter.chapterId, label: chapter.name, count: counts.get(chapter.chapterId) ?? 0 }));
  return counts.has(null) ? [...rows, { chapterId: null, label: NOT_ASSIGNED, count: counts.get(null) }] : rows;
}

/** { total, byStatus: [{ status, label, count }], byType: [{ typeId, label, count }], byChapter: [{ chapterId, label, count }] }. */
export function memberFigures(db) {
  const members = db.get('members').value() ?? [];
  const statusCounts = countBy(members, (member) => member.status);
  return {
    total: members.length,
    byStatus: STATUS_ORDER.map((status) => ({ status, label: MEMBER_STATUS_NAMES[status], count: statusCounts.get(status) ?? 0 })),
    byType: byType(db, members),
    byChapter: byChapter(db, members),
  };
}
