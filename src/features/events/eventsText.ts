/**
 * The event texts the public /events page and the calendar share, read straight from their catalogue
 * section (src/i18n/en/events.ts publicEvents): the public page must not load the signed-in app's catalogue
 * (src/i18n/en.ts). `%{name}` placeholders are filled from vars, as text() does.
 */
import { publicEvents } from '../../i18n/en/events';

export type EventsTextKey = keyof typeof publicEvents;

export const eventsText = (key: EventsTextKey, vars: Record<string, string | number> = {}): string =>
  publicEvents[key].replace(/%\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''));
