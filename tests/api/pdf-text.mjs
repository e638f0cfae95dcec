// Reads the text a pdf-lib document draws, for tests: pdf-lib deflates each page's content stream and writes
// every string as hex (<48656C6C6F> Tj), one drawn line per Tj.
import { inflateSync } from 'node:zlib';

const STREAM = /\/Filter\s*\/FlateDecode[^]*?>>\s*stream\r?\n/g;

/** Each drawn line of text, page by page in drawing order. */
export function pdfLines(bytes) {
  const pdf = Buffer.from(bytes);
  const text = pdf.toString('latin1');
  const lines = [];
  for (const match of text.matchAll(STREAM)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    let content;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a content stream pdf-lib wrote (or trailing whitespace): nothing drawn there
    }
    for (const shown of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) lines.push(Buffer.from(shown[1], 'hex').toString('latin1'));
  }
  return lines;
}

/** All drawn text as one string (lines joined by a space). */
export const pdfText = (bytes) => pdfLines(bytes).join(' ');

/** Number of pages (page objects, not the page tree). */
export const pdfPageCount = (bytes) => (Buffer.from(bytes).toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length;
