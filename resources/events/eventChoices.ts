/**
 * The event the assignment screen works on (/member/event-assign, GET event/select-event): events grow with the
 * institute (1,060 in the data set of 10,000 members), so the select's lookup is large: searched by title on the
 * server as the user types, newest first, never read whole.
 */
import { defineResource, lookup, number, paged, select, text } from '../../src/framework/declare';
import { msg } from '../../src/i18n/keys';
import { eventWhenText } from './eventForm';

export const eventChoices = defineResource({
  name: 'eventChoices',
  title: msg('events.assign.chooseEvent'),
  idField: 'eventId',
  fields: { eventId: number(), title: text(), startAt: text() },
  api: paged({ list: 'GET event/select-event' }),
});

/** '05/12/2026 09:30 · AGM 2026': when, then what. */
export const eventChoiceLabel = (event: Readonly<Record<string, unknown>>): string => `${eventWhenText({ startAt: event.startAt })} · ${String(event.title ?? '')}`;

export const eventSelect = select({
  label: msg('events.assign.chooseEvent'),
  helperText: msg('events.assign.chooseEventHint'),
  choices: lookup(eventChoices.name, 'eventId', 'title', { large: true, optionLabel: eventChoiceLabel, sort: { field: 'startAt', order: 'DESC' } }),
});
