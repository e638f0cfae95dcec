// Change requests (member type and designation) of seeded members: enough pending ones, each with a real
// service letter, for the approval queue to page, plus decided ones. The demo member has none open (the
// end-to-end test sends one).
import { isoAfter } from './dates.mjs';
import { changeRequestRow } from '../lib/members/change-requests.mjs';
import { bulkPlaceOf } from './population.mjs';

const TYPES = { 1: 'Student', 2: 'Associate', 3: 'Member', 4: 'Fellow', 5: 'Honorary Fellow' };
const NEW_DESIGNATIONS = ['Senior Software Engineer', 'Chief Engineer', 'Senior Accountant', 'Programme Manager', 'Senior Lecturer', 'Principal Consultant'];
/** The type a member asks for: the next grade up (an Honorary Fellow is never asked for). */
const upgradeOf = (typeId) => Math.min(typeId + 1, 4);

/**
 * Pending for members whose index i % 7 === 3, decided (approved, rejected in turn) for i % 11 === 5; ids from
 * firstRequestId (a larger seed's extra members' requests follow the default's).
 */
export function changeRequestRows(subjects, evidence, firstRequestId = 1) {
  const rows = [];
  for (const { member, i } of subjects) {
    const pending = i % 7 === 3;
    const decided = !pending && i % 11 === 5;
    if (!pending && !decided) continue;
    const requestId = firstRequestId + rows.length;
    const day = bulkPlaceOf(i);
    const createdAt = isoAfter('2026-04-01', day, 9 + (i % 8));
    const membertypeid = upgradeOf(member.membertypeid);
    const status = pending ? 1 : requestId % 2 ? 2 : 16;
    rows.push(
      changeRequestRow(member, {
        requestId,
        type: { memberTypeId: membertypeid, typeDes: TYPES[membertypeid] },
        designation: NEW_DESIGNATIONS[i % NEW_DESIGNATIONS.length],
        remark: `Promoted; requesting ${TYPES[membertypeid]} membership.`,
        file: evidence.add('service-letter', member.userid, `Service letter ${member.memberNo}.pdf`, createdAt),
        createdAt,
        status,
        comment: status === 16 ? 'Please attach a letter signed by your employer' : '',
        decidedAt: status === 1 ? null : isoAfter('2026-04-01', day + 4, 10),
        decidedBy: status === 1 ? null : 'admin@example.org',
      }),
    );
  }
  return rows;
}
