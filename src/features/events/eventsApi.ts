/** The staff screens' own event calls, beyond the declared list (resources/events). */
import { http } from '../../providers/http';
import type { CalendarEvent } from './calendarMonth';

export const CALENDAR_KEY = ['events', 'calendar'] as const;

/** GET application/get-for-calender?month=YYYY-MM (the spec's spelling): the events touching that month. */
export const fetchCalendar = async (month: string): Promise<CalendarEvent[]> => {
  const { data } = await http.get<{ data?: CalendarEvent[] }>('application/get-for-calender', { month });
  return data ?? [];
};
