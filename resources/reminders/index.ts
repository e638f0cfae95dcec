import type { AnyResource } from '../../src/framework/declare';
import { reminderSchedule } from './reminderSchedule';
import { remindersScheduled } from './remindersScheduled';
import { remindersSent } from './remindersSent';

/** The Renewal Reminders screen's parts: its schedule and its two lists (one bespoke page shows them). */
export const reminderResources: AnyResource[] = [reminderSchedule, remindersScheduled, remindersSent];
export { reminderSchedule, remindersScheduled, remindersSent };
