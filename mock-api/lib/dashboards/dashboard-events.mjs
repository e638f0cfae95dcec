// The admin dashboard's event figures: events not yet over, and this year's registrations and attendances.
// Event times are Sri Lanka wall-clock text ('YYYY-MM-DDTHH:MM'), so they compare as text with now's.

/** { upcoming, registrationsThisYear, attendedThisYear }: "this year" = registrations to events starting in `year`. */
export function eventFigures(db, { dateTime, year }) {
  const events = db.get('events').value() ?? [];
  const registrations = db.get('eventMembers').value() ?? [];
  const startYear = new Map(events.map((event) => [event.eventId, Number(String(event.startAt ?? '').slice(0, 4))]));
  const thisYear = registrations.filter((row) => startYear.get(row.eventId) === year);
  return {
    upcoming: events.filter((event) => typeof event.endAt === 'string' && event.endAt >= dateTime).length,
    registrationsThisYear: thisYear.length,
    attendedThisYear: thisYear.filter((row) => row.attended === true).length,
  };
}
