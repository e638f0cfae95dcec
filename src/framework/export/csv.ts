/**
 * A CSV document (RFC 4180: comma-separated, CRLF lines, a field quoted when it holds a comma, a quote or a
 * line break, quotes doubled). A text a spreadsheet would run as a formula (=, +, -, @, tab or CR first; a
 * member's name or an inquiry is typed by anyone) is kept as text with a leading apostrophe (OWASP's advice).
 *
 * A cell is plain text (a number stays a number Excel can sum) or an identifier that must stay text though it
 * is all digits (a phone "0112678678", an NIC "198512345678", "+94771234567"): Excel would drop the 0 or show
 * 1.98512E+11. Such a value is written as the formula ="0112678678", which Excel, LibreOffice and Google Sheets
 * open as the text 0112678678 with nothing added to what shows; an apostrophe would show as a character in a
 * CSV (it only marks text when typed) and a leading tab is kept by some programs and dropped by others.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[-+]?\d+(\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;
/** Only digits (with a + in front) go into the text formula: nothing else can run in it. */
const ALL_DIGITS = /^\+?\d+$/;

/** A value written so a spreadsheet keeps it as the text it is (see above). */
export interface KeepAsText {
  keepAsText: string;
}

export type CsvValue = string | KeepAsText;

const quoted = (text: string): string => (NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

export const csvCell = (value: CsvValue): string => {
  if (typeof value !== 'string') return ALL_DIGITS.test(value.keepAsText) ? quoted(`="${value.keepAsText}"`) : csvCell(value.keepAsText);
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return quoted(safe);
};

export const toCsv = (headers: readonly string[], rows: readonly (readonly CsvValue[])[]): string =>
  [headers, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');

/** A byte-order mark first: Excel then reads the file as UTF-8 (names in Sinhala or Tamil, "LKR"). */
export const UTF8_BOM = '\uFEFF';
