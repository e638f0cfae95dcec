/** Timestamps as tables and views show them, in local time; '' when unreadable. */
const two = (n: number) => String(n).padStart(2, '0');

const readDate = (value: unknown): Date | null => {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
};

/** DD/MM/YYYY HH:mm. */
export const formatDateTime = (value: unknown): string => {
  const at = readDate(value);
  return at ? `${two(at.getDate())}/${two(at.getMonth() + 1)}/${at.getFullYear()} ${two(at.getHours())}:${two(at.getMinutes())}` : '';
};

const hour12 = (at: Date) => at.getHours() % 12 || 12;

const TOKENS: Record<string, (at: Date) => string> = {
  yyyy: (at) => String(at.getFullYear()),
  dd: (at) => two(at.getDate()),
  d: (at) => String(at.getDate()),
  MM: (at) => two(at.getMonth() + 1),
  M: (at) => String(at.getMonth() + 1),
  HH: (at) => two(at.getHours()),
  H: (at) => String(at.getHours()),
  hh: (at) => two(hour12(at)),
  h: (at) => String(hour12(at)),
  mm: (at) => two(at.getMinutes()),
  ss: (at) => two(at.getSeconds()),
  a: (at) => (at.getHours() < 12 ? 'AM' : 'PM'),
};

// longest tokens first, so 'dd' is not read as two 'd's
const TOKEN_PATTERN = /yyyy|dd|d|MM|M|HH|H|hh|h|mm|ss|a/g;

/** A timestamp by a pattern of TOKENS, e.g. 'dd.MM.yyyy, h:mm a' -> '05.03.2026, 2:07 PM'. */
export const formatDatePattern = (value: unknown, pattern: string): string => {
  const at = readDate(value);
  return at ? pattern.replace(TOKEN_PATTERN, (token) => TOKENS[token](at)) : '';
};
