import { date, defineResource, multiline, paged, text } from '../src/framework/declare';
import { msg } from '../src/i18n/keys';

/**
 * Mail Outbox: every e-mail the mock API would have sent (one-time codes, first passwords,
 * notifications), newest first, read-only with a view of the whole mail. Administrators only.
 */
export const mailOutbox = defineResource({
  name: 'mailOutbox',
  route: '/user/mail-outbox',
  title: msg('routes.mailOutbox'),
  menu: { group: 'settings', id: 181, icon: 'Mail', adminOnly: true },
  idField: 'id',
  recordTitle: 'subject',
  dialog: { title: msg('mailOutbox.mail') },
  fields: {
    sentAt: date({ label: msg('mailOutbox.sentAt'), withTime: true, readOnly: true }),
    to: text({ label: msg('mailOutbox.to'), readOnly: true }),
    subject: text({ label: msg('mailOutbox.subject'), readOnly: true }),
    body: multiline({ label: msg('mailOutbox.body'), readOnly: true }),
  },
  list: {
    columns: ['sentAt', 'to', 'subject'],
    defaultSort: { field: 'sentAt', order: 'DESC' },
    rowActions: ['view'],
    card: { primary: 'subject', secondary: 'to', tertiary: 'sentAt' },
  },
  api: paged({ list: 'GET mail/outbox' }),
});
