/**
 * A CSV document (RFC 4180: comma-separated, CRLF lines, a field quoted when it holds a comma, a quote or a
 * line break, quotes doubled). A text a spreadsheet would run as a formula (=, +, -, @, tab or CR first; a
 * member's name or an inquiry is typed by anyone) is kept as text with a leading apostrophe (OWASP's advice).
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[-+]?\d+(\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;

export const csvCell = (text: string): string => {
  const safe = FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export const toCsv = (headers: readonly string[], rows: readonly (readonly string[])[]): string =>
  [headers, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');

/** A byte-order mark first: Excel then reads the file as UTF-8 (names in Sinhala or Tamil, "LKR"). */
export const UTF8_BOM = '\uFEFF';
