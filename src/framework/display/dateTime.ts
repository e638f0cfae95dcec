/** A timestamp as DD/MM/YYYY HH:mm in local time; '' when unreadable. */
const two = (n: number) => String(n).padStart(2, '0');

export const formatDateTime = (value: unknown): string => {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return '';
  return `${two(at.getDate())}/${two(at.getMonth() + 1)}/${at.getFullYear()} ${two(at.getHours())}:${two(at.getMinutes())}`;
};
