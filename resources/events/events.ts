/**
 * Event Creation (/member/event-creation; spec §7 "Events" names the calls only): staff add,
 * edit and delete events. The list (GET event/events) is server-paged and sorted, searched on title and
 * venue, narrowed by when (upcoming / past; neither: all) and type, and shows how many registered and
 * attended. Every rule and outcome text is the API's own (src/domain/eventRules.mjs). The page around it
 * (src/features/events) adds the month calendar.
 */
import { defineResource, money, multiline, number, paged, select, text, type Choice, type RecordOf } from '../../src/framework/declare';
import { EVENT_TEXT, EVENT_TYPES } from '../../src/domain/eventRules.mjs';
import { msg } from '../../src/i18n/keys';
import { eventCheck, eventWhenText, wireToTyped } from './eventForm';

const t = msg;

export const EVENT_TYPE_CHOICES: readonly Choice[] = EVENT_TYPES.map((type) => ({ id: type, name: type }));
const WHEN_CHOICES: readonly Choice[] = [
  { id: 'upcoming', name: t('events.upcoming') },
  { id: 'past', name: t('events.past') },
];

/** A time people type as 'YYYY-MM-DD HH:MM' and the wire takes as 'YYYY-MM-DDTHH:MM'; tables show it DD/MM/YYYY. */
const dateTime = (name: 'startAt' | 'endAt', label: string, derive: (record: Readonly<Record<string, unknown>>) => string) =>
  text({ label, required: EVENT_TEXT.required, helperText: t('events.dateTimeHint'), check: eventCheck(name), sendAs: { name, value: 'dateTime' }, derive });

export const events = defineResource({
  name: 'events',
  title: msg('routes.eventCreation'),
  idField: 'eventId',
  recordTitle: 'title',
  noun: t('events.noun'),
  dialog: {
    title: t('events.dialogTitle'),
    createTitle: t('events.createTitle'),
    viewTitle: t('events.viewTitle'),
    // the form shows the times as people type them (a space, not the wire's T)
    editValues: (row) => ({ startAt: wireToTyped(row.startAt), endAt: wireToTyped(row.endAt), capacity: row.capacity ?? null }),
  },
  fields: {
    eventId: number({ readOnly: true, hideOnShow: true }),
    title: text({ label: t('events.eventTitle'), required: EVENT_TEXT.required, check: eventCheck('title') }),
    eventType: select({ label: t('events.eventType'), required: EVENT_TEXT.required, choices: EVENT_TYPE_CHOICES, check: eventCheck('eventType') }),
    // the table's Starts column reads the whole span ('05/12/2026 09:30 – 12:00')
    startAt: dateTime('startAt', t('events.startAt'), eventWhenText),
    endAt: dateTime('endAt', t('events.endAt'), (record) => eventWhenText({ startAt: record.endAt })),
    venue: text({ label: t('events.venue'), required: EVENT_TEXT.required, check: eventCheck('venue') }),
    cpdHours: number({ label: t('events.cpdHours'), required: EVENT_TEXT.required, helperText: t('events.cpdHoursHint'), check: eventCheck('cpdHours') }),
    feeLkr: money({ label: t('events.feeLkr'), required: EVENT_TEXT.required, helperText: t('events.feeHint'), check: eventCheck('feeLkr') }),
    capacity: number({ label: t('events.capacity'), helperText: t('events.capacityHint'), check: eventCheck('capacity') }),
    cancelCutoffHours: number({ label: t('events.cancelCutoffHours'), helperText: t('events.cancelCutoffHoursHint'), check: eventCheck('cancelCutoffHours') }),
    description: multiline({ label: t('events.description'), check: eventCheck('description') }),
    registeredCount: number({ label: t('events.registeredCount'), readOnly: true }),
    attendedCount: number({ label: t('events.attendedCount'), readOnly: true }),
    seatsLeft: number({ label: t('events.seatsLeft'), readOnly: true }),
  },
  list: {
    columns: ['startAt', 'title', 'eventType', 'venue', 'cpdHours', 'feeLkr', 'registeredCount', 'attendedCount', 'seatsLeft'],
    heading: t('events.heading'),
    addLabel: t('events.addLabel'),
    defaultSort: { field: 'startAt', order: 'DESC' },
    filters: [
      { source: 'when', label: t('events.whenFilter'), choices: WHEN_CHOICES, anyLabel: t('events.allEvents') },
      { source: 'eventType', label: t('events.typeFilter'), choices: EVENT_TYPE_CHOICES, anyLabel: t('events.anyType') },
    ],
    dense: true,
    rowActions: ['view', 'edit', 'delete'],
    card: { primary: 'title', secondary: ['startAt', 'venue', 'registeredCount', 'attendedCount'], labelled: true },
    canCreate: true,
  },
  api: paged({
    list: 'GET event/events',
    create: 'POST event/add-event',
    update: 'PUT event/update-event/{eventId}',
    delete: 'DELETE event/delete-event/{eventId}',
  }),
  notify: {
    created: EVENT_TEXT.saved,
    updated: EVENT_TEXT.updated,
    deleted: EVENT_TEXT.deleted,
  },
});

export type EventRow = RecordOf<typeof events>;
