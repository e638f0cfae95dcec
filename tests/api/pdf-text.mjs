// Reads the text a pdf-lib document draws, for tests: pdf-lib deflates each page's content stream and writes
// every string as hex (<48656C6C6F> Tj), one drawn line per Tj.
import { inflateSync } from 'node:zlib';

const STREAM = /\/Filter\s*\/FlateDecode[^]*?>>\s*stream\r?\n/g;

/** The drawing operators of every content stream, in order. */
export function pdfContents(bytes) {
  const pdf = Buffer.from(bytes);
  const text = pdf.toString('latin1');
  const contents = [];
  for (const match of text.matchAll(STREAM)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    try {
      contents.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // not a content stream pdf-lib wrote (or trailing whitespace): nothing drawn there
    }
  }
  return contents;
}

/** Each drawn line of text, page by page in drawing order. */
export function pdfLines(bytes) {
  return pdfContents(bytes).flatMap((content) => [...content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((shown) => Buffer.from(shown[1], 'hex').toString('latin1')));
}

/** All drawn text as one string (lines joined by a space). */
export const pdfText = (bytes) => pdfLines(bytes).join(' ');

/** Number of pages (page objects, not the page tree). */
export const pdfPageCount = (bytes) => (Buffer.from(bytes).toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length;
