import { date, defineResource, paged, status, text, type RecordOf } from '../src/framework/declare';
import { MEMBER_STATUS } from '../src/domain/memberRules.mjs';
import { STANDING_LABELS, STANDING_TONES, type StandingCode } from '../src/domain/memberStanding.mjs';
import { msg } from '../src/i18n/keys';

/**
 * View Members (/member/viewmembers): every member, server-paged with a text filter; view and edit
 * open the member's staff pages (adminviewmember, admineditmember) rather than dialogs.
 */
export const members = defineResource({
  name: 'members',
  route: '/member/viewmembers',
  title: msg('routes.viewMembers'),
  menu: { group: 'members', id: 120, icon: 'Groups' },
  idField: 'memberID',
  recordTitle: 'fullName',
  noun: msg('memberAdmin.noun'),
  fields: {
    memberID: text({ label: msg('memberAdmin.memberID'), readOnly: true }),
    memberNo: text({ label: msg('memberAdmin.memberNo'), readOnly: true }),
    fullName: text({ label: msg('memberAdmin.memberName'), readOnly: true }),
    memberTypeName: text({ label: msg('memberAdmin.memberType'), readOnly: true }),
    nicNumber: text({ label: msg('memberAdmin.nic'), readOnly: true }),
    // member status names its codes itself (spec §3 member.status: 2 Active, 1 Pending, 16 Cancelled)
    status: status({
      label: msg('memberAdmin.status'),
      readOnly: true,
      choices: [
        { id: MEMBER_STATUS.ACTIVE, name: msg('memberAdmin.active') },
        { id: MEMBER_STATUS.PENDING, name: msg('memberAdmin.pending') },
        { id: MEMBER_STATUS.CANCELLED, name: msg('memberAdmin.cancelled') },
      ],
    }),
    // what the table shows as the status: the standing today, which agrees with Valid Till (src/domain/memberStanding.mjs)
    standing: status({
      label: msg('memberAdmin.status'),
      readOnly: true,
      choices: (Object.keys(STANDING_LABELS) as StandingCode[]).map((code) => ({ id: code, name: STANDING_LABELS[code] })),
      tones: STANDING_TONES,
    }),
    validTillDate: date({ label: msg('memberAdmin.validTill'), readOnly: true }),
  },
  list: {
    columns: ['memberNo', 'fullName', 'memberTypeName', 'nicNumber', 'standing', 'validTillDate'],
    defaultSort: { field: 'memberNo', order: 'ASC' },
    rowActions: ['view', 'edit'],
    links: {
      view: '/member/adminviewmember?memberID={memberID}',
      edit: '/member/admineditmember?memberID={memberID}',
    },
    card: { primary: ['memberNo', 'fullName'], secondary: 'memberTypeName' },
  },
  api: paged({ list: 'GET usermanagement/members' }),
});

export type Member = RecordOf<typeof members>;
