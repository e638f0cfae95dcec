import { defineResource, paged } from '../../src/framework/declare';
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
  fields: transferFields,
  list: {
    columns: ['requestedAt', 'fromChapterName', 'toChapterName', 'status', 'comment', 'decidedAt'],
    defaultSort: { field: 'requestedAt', order: 'DESC' },
    rowActions: ['view'],
    card: { primary: 'move', secondary: ['requestedAt'], tertiary: 'status' },
  },
  dialog: { title: msg('transfers.viewTitle'), viewTitle: msg('transfers.viewTitle') },
  api: paged({ list: 'GET usermanagement/member-transfers' }),
});
