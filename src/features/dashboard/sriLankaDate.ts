/** DD/MM/YYYY of an ISO instant on the Sri Lanka calendar (UTC+05:30, no daylight saving), whatever the browser's zone. */
const SRI_LANKA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

export const sriLankaDate = (iso: string): string => {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const [year, month, day] = new Date(time + SRI_LANKA_OFFSET_MS).toISOString().slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
};
