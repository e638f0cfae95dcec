import { date, defineResource, number, paged, text } from '../../src/framework/declare';
import { msg } from '../../src/i18n/keys';

/** Each member's next renewal reminder (the step and the day it falls due), soonest first; read-only. */
export const remindersScheduled = defineResource({
  name: 'remindersScheduled',
  title: msg('reminders.scheduledTitle'),
  menu: false,
  idField: 'memberID',
  fields: {
    memberID: number({ readOnly: true, hideOnShow: true }),
    dueOn: date({ label: msg('reminders.dueOn'), readOnly: true }),
    memberNo: text({ label: msg('reminders.memberNo'), readOnly: true, oneLine: true }),
    memberName: text({ label: msg('reminders.memberName'), readOnly: true }),
    stepLabel: text({ label: msg('reminders.stepLabel'), readOnly: true }),
    validTill: date({ label: msg('reminders.validTill'), readOnly: true }),
  },
  list: {
    columns: ['dueOn', 'memberNo', 'memberName', 'stepLabel', 'validTill'],
    defaultSort: { field: 'dueOn', order: 'ASC' },
    card: { primary: ['memberNo', 'memberName'], secondary: ['stepLabel', 'dueOn'] },
  },
  api: paged({ list: 'GET renewal-reminders/scheduled' }),
});
