import { defineResource, paged, status } from '../../src/framework/declare';
import { TRANSFER_STATUS } from '../../src/domain/transferRules.mjs';
import { msg } from '../../src/i18n/keys';
import { transferFields } from './transferFields';

/**
 * A member's own transfer requests (a table inside /member/member-transfer): the server answers only the
 * token's member's rows, newest first, with the staff's comment once decided. Read-only: view only.
 */
export const ownTransfers = defineResource({
  name: 'ownTransfers',
  title: msg('transfers.ownRequests'),
  idField: 'transferId',
  recordTitle: 'transferId',
  noun: msg('transfers.noun'),
  // the staff's comment and the day of the decision show under the member's badge (a rejection's reason included)
  fields: {
    ...transferFields,
    status: status({ ...transferFields.status, decision: { reason: 'comment', at: 'decidedAt', when: [TRANSFER_STATUS.APPROVED, TRANSFER_STATUS.REJECTED] } }),
  },
  list: {
    columns: ['requestedAt', 'fromChapterName', 'toChapterName', 'status'],
    defaultSort: { field: 'requestedAt', order: 'DESC' },
    rowActions: ['view'],
    card: { primary: 'move', secondary: ['requestedAt'], tertiary: 'status' },
  },
  dialog: { title: msg('transfers.viewTitle'), viewTitle: msg('transfers.viewTitle') },
  api: paged({ list: 'GET usermanagement/member-transfers' }),
});
