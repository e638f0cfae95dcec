import { date, decisionActions, defineResource, multiline, number, paged, status, text, type Choice, type RecordOf } from '../../src/framework/declare';
import { TEXT_MAX } from '../../src/domain/fieldRules.mjs';
import { msg } from '../../src/i18n/keys';
import { ownCaseText } from '../../src/domain/ownCase.mjs';

/** The four kinds of pending item (PUT usermanagement/member/decision's `kind`), by the names staff read. */
export const KIND_CHOICES: readonly Choice[] = [
  { id: 'changeRequest', name: msg('memberAdmin.kindChangeRequest') },
  { id: 'employment', name: msg('memberAdmin.kindEmployment') },
  { id: 'academic', name: msg('memberAdmin.kindAcademic') },
  { id: 'professional', name: msg('memberAdmin.kindProfessional') },
];

/** How confirmations and the bulk report name an item: the member's number and what the item is. */
const itemName = (row: Readonly<Record<string, unknown>>): string => `${String(row.memberNo ?? '')} · ${String(row.summary ?? '')}`;

/** Approve, or reject with a comment (the server mails it to the member). */
const decisions = decisionActions({
  field: 'decision',
  texts: (name) => msg(`approvalQueue.${name}`),
  notices: (name) => msg(`approvalQueue.${name}`),
  requires: { reject: { comment: msg('memberAdmin.commentRequired') } },
});

/**
 * The approval queue (/member/approvemember): every member's pending change requests and records, oldest first,
 * server-paged, narrowed by kind and searched by member number or name. An item is decided in a modal showing it
 * (a comment required to reject); several may be approved at once, one decision call each. Rows are keyed by the
 * server's `key` ('employment-31': ids repeat across kinds) and sent as they are. The page around it
 * (src/features/memberAdmin/ApprovalQueuePage) adds each item's evidence PDF.
 */
export const approvalQueue = defineResource({
  name: 'approvalQueue',
  title: msg('routes.approveMember'),
  idField: 'key',
  recordTitle: 'item',
  noun: msg('approvalQueue.noun'),
  fields: {
    key: text({ readOnly: true, hideOnShow: true }),
    kind: status({
      label: msg('memberAdmin.kind'),
      readOnly: true,
      choices: KIND_CHOICES,
      tones: { changeRequest: 'info', employment: 'neutral', academic: 'neutral', professional: 'neutral' },
    }),
    memberNo: text({ label: msg('memberAdmin.memberNo'), readOnly: true }),
    memberName: text({ label: msg('memberAdmin.memberName'), readOnly: true }),
    summary: text({ label: msg('approvalQueue.summary'), readOnly: true }),
    createdAt: date({ label: msg('memberAdmin.submitted'), readOnly: true }),
    item: text({ label: msg('approvalQueue.item'), readOnly: true, hideOnShow: true, sortable: false, derive: itemName }),
    comment: multiline({ label: msg('memberAdmin.comment'), maxLength: { value: TEXT_MAX.note, message: msg('approvalQueue.commentTooLong') } }),
    // set by the modal's button
    decision: text({ readOnly: true, hideOnShow: true }),
    // the member's account: nobody decides their own details
    userid: number({ readOnly: true, hideOnShow: true }),
  },
  list: {
    columns: ['kind', 'memberNo', 'memberName', 'summary', 'createdAt'],
    defaultSort: { field: 'createdAt', order: 'ASC' },
    filters: [{ source: 'kind', label: msg('memberAdmin.kind'), choices: KIND_CHOICES, anyLabel: msg('memberAdmin.allKinds') }],
    rowActions: ['approve'],
    card: { primary: ['memberNo', 'memberName'], secondary: 'summary', tertiary: 'kind' },
    bulkApprove: { action: decisions.approve, nouns: msg('approvalQueue.nouns') },
    ownCase: { subject: 'userid', reason: ownCaseText('memberDetails') },
  },
  dialog: {
    title: msg('approvalQueue.decideTitle'),
    viewTitle: msg('approvalQueue.viewTitle'),
    summary: ['kind', 'memberNo', 'memberName', 'summary', 'createdAt'],
    actions: decisions.actions,
  },
  api: paged({ list: 'GET usermanagement/member/approval-queue', update: 'PUT usermanagement/member/decision' }),
});

export type ApprovalQueueRow = RecordOf<typeof approvalQueue>;
