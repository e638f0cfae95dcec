import { date, defineResource, multiline, number, paged, text } from '../src/framework/declare';
import { msg } from '../src/i18n/keys';

/** Activity Log: every change the API accepted, newest first, read-only with a view of one entry. */
export const activityLog = defineResource({
  name: 'activityLog',
  route: '/user/activity-log',
  title: msg('routes.activityLog'),
  menu: { group: 'userManagement', id: 115, icon: 'History' },
  idField: 'id',
  recordTitle: 'action',
  dialog: { title: msg('activityLog.entry') },
  fields: {
    at: date({ label: msg('activityLog.at'), withTime: true, readOnly: true }),
    username: text({ label: msg('activityLog.username'), readOnly: true }),
    action: text({ label: msg('activityLog.action'), readOnly: true }),
    entity: text({ label: msg('activityLog.entity'), readOnly: true }),
    recordId: text({ label: msg('activityLog.recordId'), readOnly: true }),
    detail: multiline({ label: msg('activityLog.detail'), readOnly: true }),
    userId: number({ label: msg('activityLog.userId'), readOnly: true }),
  },
  list: {
    columns: ['at', 'username', 'action', 'entity', 'recordId', 'detail'],
    defaultSort: { field: 'at', order: 'DESC' },
    rowActions: ['view'],
    card: { primary: 'detail', secondary: 'username', tertiary: 'at' },
  },
  api: paged({ list: 'GET api-log/list' }),
});
