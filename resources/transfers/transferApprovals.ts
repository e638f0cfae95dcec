import { defineResource, paged, text, type RecordOf, type RowPredicate } from '../../src/framework/declare';
import { TRANSFER_STATUS } from '../../src/domain/transferRules.mjs';
import { msg } from '../../src/i18n/keys';
import { STATUS_FILTER, transferFields } from './transferFields';

/** Only a Pending request is decided; the others are only viewed (the server answers '02' anyway). */
export const isPendingTransfer: RowPredicate = (record) => Number(record.status) === TRANSFER_STATUS.PENDING;

/**
 * Member Transfer Approval (/member/member-transfer-approval): every member's transfer requests, server-paged
 * newest first, sortable, narrowed by status and searched by member number or name. A Pending request is
 * decided in a modal showing the request, with a comment (required to reject, optional to approve); the
 * server's texts tell the outcome (its '02' / '03' refusals by its own words).
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
  },
  list: {
    columns: ['memberNo', 'memberName', 'fromChapterName', 'toChapterName', 'requestedAt', 'status', 'decidedAt'],
    defaultSort: { field: 'requestedAt', order: 'DESC' },
    filters: [STATUS_FILTER],
    rowActions: ['view', 'edit'],
    actionWhen: { edit: isPendingTransfer },
    card: { primary: 'memberName', secondary: ['memberNo', 'move'], tertiary: 'status' },
  },
  dialog: {
    title: msg('transfers.decideTitle'),
    viewTitle: msg('transfers.viewTitle'),
    summary: ['memberNo', 'memberName', 'fromChapterName', 'toChapterName', 'reason', 'requestedAt'],
    actions: [
      {
        label: msg('transfers.approve'),
        set: { decision: 'approve' },
        confirmLabel: msg('transfers.approveIt'),
        confirmText: msg('transfers.confirmApprove'),
        notify: msg('transfers.approved'),
        tone: 'success',
      },
      {
        label: msg('transfers.reject'),
        set: { decision: 'reject' },
        requires: { comment: msg('transfers.commentRequired') },
        confirmLabel: msg('transfers.rejectIt'),
        confirmText: msg('transfers.confirmReject'),
        notify: msg('transfers.rejected'),
        tone: 'error',
      },
    ],
  },
  api: paged({ list: 'GET usermanagement/member-transfers', update: 'PUT usermanagement/{decision}-transfer' }),
});

export type TransferApprovalRow = RecordOf<typeof transferApprovals>;
