/**
 * Meeting minutes (/upload-minutes/view-upload-minutes): the minutes of the Council's and the
 * committees' meetings, each one PDF, kept by the administrator and the staff whose menus hold the screen.
 * Every rule and outcome text is the API's own (src/domain/minutesRules: MINUTES_LIMITS, MINUTES_TEXT). The page
 * (src/features/minutes) adds the meeting date range filter and each row's "Open".
 */
import { date, defineResource, number, paged, pdf, select, text, type Choice, type RecordOf } from '../../src/framework/declare';
import { MINUTES_COMMITTEE_OPTIONS, MINUTES_LIMITS } from '../../src/domain/minutesRules.mjs';
import { msg } from '../../src/i18n/keys';

const t = msg;

export const COMMITTEE_CHOICES: readonly Choice[] = MINUTES_COMMITTEE_OPTIONS.map(({ id, name }) => ({ id, name }));

const titleLength = { message: t('minutes.titleLength') };

export const meetingMinutes = defineResource({
  name: 'meetingMinutes',
  title: msg('minutes.title'),
  idField: 'minutesId',
  recordTitle: 'title',
  noun: t('minutes.noun'),
  dialog: {
    title: t('minutes.dialogTitle'),
    createTitle: t('minutes.createTitle'),
    viewTitle: t('minutes.viewTitle'),
  },
  fields: {
    minutesId: number({ readOnly: true, hideOnShow: true }),
    meetingDate: date({ label: t('minutes.meetingDate'), required: t('minutes.required'), notAfterToday: t('minutes.dateInFuture') }),
    committee: select({ label: t('minutes.committee'), required: t('minutes.required'), choices: COMMITTEE_CHOICES }),
    title: text({
      label: t('minutes.minutesTitle'),
      required: t('minutes.required'),
      minLength: { value: MINUTES_LIMITS.titleMin, ...titleLength },
      maxLength: { value: MINUTES_LIMITS.titleMax, ...titleLength },
    }),
    fileName: text({ label: t('minutes.fileName'), readOnly: true }),
    uploadedBy: text({ label: t('minutes.uploadedBy'), readOnly: true }),
    uploadedAt: date({ label: t('minutes.uploadedAt'), readOnly: true, withTime: true }),
    // a new upload needs the PDF; an edit may replace it (absent keeps the stored one); both travel as `file`
    file: pdf({ label: t('minutes.file'), required: t('minutes.pdfRequired'), helperText: t('minutes.fileHint'), hideOnShow: true, hideOnEdit: true }),
    newFile: pdf({ label: t('minutes.newFile'), helperText: t('minutes.newFileHint'), hideOnShow: true, hideOnCreate: true, sendAs: 'file' }),
  },
  list: {
    columns: ['meetingDate', 'committee', 'title', 'uploadedBy', 'uploadedAt'],
    heading: t('minutes.heading'),
    addLabel: t('minutes.addLabel'),
    defaultSort: { field: 'meetingDate', order: 'DESC' },
    filters: [{ source: 'committee', label: t('minutes.committeeFilter'), choices: COMMITTEE_CHOICES, anyLabel: t('minutes.anyCommittee') }],
    rowActions: ['view', 'edit', 'delete'],
    card: { primary: 'title', secondary: ['meetingDate', 'committee'] },
    canCreate: true,
  },
  api: paged({
    list: 'GET upload-minutes/minutes',
    create: 'POST upload-minutes/add',
    update: 'PUT upload-minutes/update/{minutesId}',
    delete: 'DELETE upload-minutes/delete/{minutesId}',
    multipart: true,
  }),
  notify: {
    created: t('minutes.uploaded'),
    updated: t('minutes.updated'),
    deleted: t('minutes.deleted'),
  },
});

export type MeetingMinutesRecord = RecordOf<typeof meetingMinutes>;
