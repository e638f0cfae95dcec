// Fixed calendar arithmetic for the seed (never the current clock).
const DAY_MS = 86_400_000;

/** ISO timestamp `days` after the given UTC date (YYYY-MM-DD). */
export const isoAfter = (date, days, hour = 9) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS + hour * 3_600_000).toISOString();

/** YYYY-MM-DD `days` after the given UTC date. */
export const dateAfter = (date, days) => isoAfter(date, days, 0).slice(0, 10);
