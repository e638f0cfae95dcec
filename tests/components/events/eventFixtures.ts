/** A row of GET event/events as the staff list gets it (registered / attended counts, seats left). */
export const eventRow = (eventId: number, title: string, extra: Record<string, unknown> = {}) => ({
  id: eventId,
  eventId,
  title,
  eventType: 'Workshop',
  venue: 'Kandy chapter hall',
  description: 'Hands-on session',
  startAt: '2026-12-05T09:30',
  endAt: '2026-12-05T12:00',
  cpdHours: 3,
  feeLkr: 1500,
  capacity: 40,
  registeredCount: 12,
  attendedCount: 0,
  seatsLeft: 28,
  ...extra,
});
