import { date, defineResource, email, multiline, number, status, text, userList } from '../src/framework/declare';
import { msg } from '../src/i18n/keys';

const OPEN = 1;
const HANDLED = 2;

/**
 * Inquiries from the public "trouble logging in" form, newest first; a view of the whole message
 * and, while open, "mark as handled" with an optional note (PUT para/inquiries {inquiryId, status 2, note}).
 */
export const inquiries = defineResource({
  name: 'inquiries',
  route: '/user/inquiries',
  title: msg('routes.inquiries'),
  menu: { group: 'userManagement', id: 116, icon: 'ContactSupport' },
  idField: 'inquiryId',
  recordTitle: 'subject',
  noun: msg('inquiries.noun'),
  dialog: { title: msg('inquiries.dialogTitle') },
  fields: {
    inquiryId: number({ label: msg('inquiries.inquiryId'), readOnly: true }),
    createdAt: date({ label: msg('inquiries.createdAt'), withTime: true, readOnly: true }),
    name: text({ label: msg('inquiries.name'), readOnly: true }),
    email: email({ label: msg('inquiries.email'), readOnly: true }),
    phone: text({ label: msg('inquiries.phone'), readOnly: true }),
    memberNo: text({ label: msg('inquiries.memberNo'), readOnly: true }),
    subject: text({ label: msg('inquiries.subject'), readOnly: true }),
    message: multiline({ label: msg('inquiries.message'), readOnly: true }),
    status: status({
      label: msg('inquiries.status'),
      readOnly: true,
      choices: [
        { id: OPEN, name: msg('inquiries.open') },
        { id: HANDLED, name: msg('inquiries.handled') },
      ],
    }),
    handledBy: text({ label: msg('inquiries.handledBy'), readOnly: true }),
    handledAt: date({ label: msg('inquiries.handledAt'), withTime: true, readOnly: true }),
    note: multiline({ label: msg('inquiries.note') }),
  },
  list: {
    columns: ['createdAt', 'name', 'email', 'subject', 'status'],
    defaultSort: { field: 'createdAt', order: 'DESC' },
    rowActions: ['view'],
    card: { primary: 'subject', secondary: 'name' },
    rowForms: [
      {
        name: 'markHandled',
        label: msg('inquiries.markHandled'),
        icon: 'approve',
        title: msg('inquiries.markHandledTitle'),
        fields: ['note'],
        actions: [
          {
            label: msg('inquiries.markHandled'),
            set: { status: HANDLED },
            notify: msg('inquiries.handledSuccess'),
            confirmText: msg('inquiries.confirmHandled'),
          },
        ],
        when: (record) => Number(record.status) !== HANDLED,
      },
    ],
  },
  api: userList({ list: 'GET para/inquiries', update: 'PUT para/inquiries' }),
});
