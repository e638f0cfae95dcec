import { decisionActions, defineResource, number, paged, text, type RecordOf, type RowPredicate } from '../../src/framework/declare';
import { TRANSFER_STATUS } from '../../src/domain/transferRules.mjs';
import { msg } from '../../src/i18n/keys';
import { ownCaseText } from '../../src/domain/ownCase.mjs';
import { STATUS_FILTER, transferFields } from './transferFields';

/** Only a Pending request is decided; the others are only viewed (the server answers '02' anyway). */
export const isPendingTransfer: RowPredicate = (record) => Number(record.status) === TRANSFER_STATUS.PENDING;

/** Approve / Reject with a comment (required to reject); the endpoint is the decision's ({decision}-transfer). */
const decisions = decisionActions({
  field: 'decision',
  texts: (name) => msg(`transfers.${name}`),
  notices: (name) => msg(`transfers.${name}`),
  requires: { reject: { comment: msg('transfers.commentRequired') } },
});

/**
 * Member Transfer Approval (/member/member-transfer-approval): every member's transfer requests, server-paged
 * newest first, sortable, narrowed by status and searched by member number or name. A Pending request is
 * decided in a modal showing the request, with a comment (required to reject, optional to approve); the
 * server's texts tell the outcome (its '02' / '03' refusals by its own words). Several Pending requests may be
 * approved at once (one call each).
 */
export const transferApprovals = defineResource({
  name: 'transferApprovals',
  title: msg('transfers.approvalTitle'),
  idField: 'transferId',
  recordTitle: 'memberNo',
  noun: msg('transfers.noun'),
  fields: {
    ...transferFields,
    // set by the modal's button: which of the two decision endpoints the row goes to
    decision: text({ readOnly: true, hideOnShow: true }),
    // the requesting member's account: nobody decides their own transfer
    userid: number({ readOnly: true, hideOnShow: true }),
  },
  list: {
    columns: ['memberNo', 'memberName', 'fromChapterName', 'toChapterName', 'requestedAt', 'status', 'decidedAt'],
    defaultSort: { field: 'requestedAt', order: 'DESC' },
    filters: [STATUS_FILTER],
    rowActions: ['view', 'edit'],
    actionWhen: { edit: isPendingTransfer },
    card: { primary: 'memberName', secondary: ['memberNo', 'move'], tertiary: 'status' },
    bulkApprove: { action: decisions.approve, nouns: msg('transfers.nouns') },
    ownCase: { subject: 'userid', reason: ownCaseText('transfer') },
  },
  dialog: {
    title: msg('transfers.decideTitle'),
    viewTitle: msg('transfers.viewTitle'),
    summary: ['memberNo', 'memberName', 'fromChapterName', 'toChapterName', 'reason', 'requestedAt'],
    actions: decisions.actions,
  },
  api: paged({ list: 'GET usermanagement/member-transfers', update: 'PUT usermanagement/{decision}-transfer' }),
});

export type TransferApprovalRow = RecordOf<typeof transferApprovals>;
