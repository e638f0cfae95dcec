// The project's one PDF maker (pdf-lib): a small real document of a title and lines of text. The seed uses it
// for service letters and certificates; later issues reuse it for receipts and transcripts.
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const A4 = [595.28, 841.89];
const MARGIN = 56;
const TITLE_SIZE = 18;
const TEXT_SIZE = 11;
const LINE_GAP = 6;
/** Used when no date is given, so the same input always gives the same bytes. */
const FIXED_DATE = new Date('2026-01-01T00:00:00Z');

/** Lines wider than the page are cut into words that fit; no text ever leaves the page. */
function wrap(text, font, size, width) {
  const out = [];
  let line = '';
  for (const word of String(text).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      out.push(line);
      line = word;
    } else line = candidate;
  }
  out.push(line);
  return out;
}

/** The standard fonts know WinAnsi only: anything else becomes '?', never an exception. */
const printable = (text) => String(text ?? '').replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '?');

/**
 * A one-or-more-page PDF: `title` in bold, then `lines`. Deterministic: metadata and dates are fixed by the
 * arguments, never the clock.
 * @param {{ title: string, lines?: string[], author?: string, date?: Date }} content
 * @returns {Promise<Uint8Array>}
 */
export async function makeTextPdf({ title, lines = [], author = 'Institute Membership Portal', date = FIXED_DATE }) {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(printable(title));
  pdf.setAuthor(printable(author));
  pdf.setProducer('pdf-lib');
  pdf.setCreator('Institute Membership Portal');
  pdf.setCreationDate(date);
  pdf.setModificationDate(date);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = A4[0] - 2 * MARGIN;
  let page = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  const draw = (text, font, size) => {
    for (const part of wrap(printable(text), font, size, width)) {
      if (y < MARGIN + size) {
        page = pdf.addPage(A4);
        y = A4[1] - MARGIN;
      }
      page.drawText(part, { x: MARGIN, y: y - size, size, font, color: rgb(0.1, 0.1, 0.1) });
      y -= size + LINE_GAP;
    }
  };
  draw(title, bold, TITLE_SIZE);
  y -= LINE_GAP * 2;
  for (const line of lines) draw(line, regular, TEXT_SIZE);
  return pdf.save({ useObjectStreams: false });
}

/** True when the bytes start with the PDF signature (how uploads recognise a PDF: by content). */
export const hasPdfSignature = (bytes) => bytes?.length >= 5 && Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';
