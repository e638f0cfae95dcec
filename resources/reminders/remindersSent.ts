import { date, defineResource, money, number, paged, text } from '../../src/framework/declare';
import { msg } from '../../src/i18n/keys';

/** The renewal reminders sent, newest first: whom, which step, for which valid-till date, and the outbox mail. */
export const remindersSent = defineResource({
  name: 'remindersSent',
  title: msg('reminders.sentTitle'),
  menu: false,
  idField: 'reminderId',
  fields: {
    reminderId: number({ readOnly: true, hideOnShow: true }),
    sentAt: date({ label: msg('reminders.sentAt'), readOnly: true, withTime: true }),
    memberNo: text({ label: msg('reminders.memberNo'), readOnly: true, oneLine: true }),
    memberName: text({ label: msg('reminders.memberName'), readOnly: true }),
    stepLabel: text({ label: msg('reminders.stepLabel'), readOnly: true }),
    validTill: date({ label: msg('reminders.validTill'), readOnly: true }),
    amount: money({ label: msg('reminders.amount'), readOnly: true }),
    outboxId: number({ label: msg('reminders.outboxId'), readOnly: true }),
  },
  list: {
    columns: ['sentAt', 'memberNo', 'memberName', 'stepLabel', 'validTill', 'amount', 'outboxId'],
    defaultSort: { field: 'sentAt', order: 'DESC' },
    card: { primary: ['memberNo', 'memberName'], secondary: ['stepLabel', 'sentAt'] },
  },
  api: paged({ list: 'GET renewal-reminders/sent' }),
});
