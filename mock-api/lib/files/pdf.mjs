// The project's one PDF maker (pdf-lib): a small real document of a title and lines of text. The seed uses it
// for service letters and certificates; receipts, application PDFs, transcripts, membership cards and letters of
// good standing use it too. A QR code arrives as its module matrix (the `qrcode` package's) and is drawn here as
// filled squares, so every document is vector text and shapes from this one module.
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const A4 = [595.28, 841.89];
/** ISO/IEC 7810 ID-1 (a bank card): 85.60 x 53.98 mm in points, so a printed card fits a wallet. */
export const CARD_SIZE = [242.65, 153.01];
const MARGIN = 56;
const TITLE_SIZE = 18;
const TEXT_SIZE = 11;
const LINE_GAP = 6;
/** Used when no date is given, so the same input always gives the same bytes. */
const FIXED_DATE = new Date('2026-01-01T00:00:00Z');

/** A word wider than the line (a long URL) is cut into pieces that fit. */
function pieces(word, font, size, width) {
  if (font.widthOfTextAtSize(word, size) <= width) return [word];
  const out = [];
  let piece = '';
  for (const char of word) {
    if (piece && font.widthOfTextAtSize(piece + char, size) > width) {
      out.push(piece);
      piece = char;
    } else piece += char;
  }
  return [...out, piece];
}

/** Lines wider than the page are cut into words that fit; no text ever leaves the page. */
function wrap(text, font, size, width) {
  const out = [];
  let line = '';
  for (const word of String(text).split(/\s+/).filter(Boolean).flatMap((whole) => pieces(whole, font, size, width))) {
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

/** A new document with the portal's metadata; deterministic (dates come from the caller, never the clock). */
async function newDocument({ title, author, date }) {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(printable(title));
  pdf.setAuthor(printable(author));
  pdf.setProducer('pdf-lib');
  pdf.setCreator('Institute Membership Portal');
  pdf.setCreationDate(date);
  pdf.setModificationDate(date);
  return pdf;
}

/**
 * A one-or-more-page PDF: `title` in bold, then `lines`. Deterministic: metadata and dates are fixed by the
 * arguments, never the clock.
 * @param {{ title: string, lines?: string[], author?: string, date?: Date }} content
 * @returns {Promise<Uint8Array>}
 */
export async function makeTextPdf({ title, lines = [], author = 'Institute Membership Portal', date = FIXED_DATE }) {
  const pdf = await newDocument({ title, author, date });
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

/**
 * Draws a QR module matrix ({ size, get(row, column) }, row 0 at the top) as black squares in a `side`-point
 * square whose bottom-left corner is (x, y), on a white ground with the quiet zone the standard asks (4 modules).
 */
function drawQr(page, modules, { x, y, side }) {
  const QUIET = 4;
  const cell = side / (modules.size + 2 * QUIET);
  page.drawRectangle({ x, y, width: side, height: side, color: rgb(1, 1, 1) });
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (!modules.get(row, column)) continue;
      const left = x + (QUIET + column) * cell;
      const bottom = y + side - (QUIET + row + 1) * cell;
      page.drawRectangle({ x: left, y: bottom, width: cell, height: cell, color: rgb(0, 0, 0) });
    }
  }
}

const CARD_PAD = 10;
const CARD_TITLE = 10;
const CARD_TEXT = 7;

/**
 * A one-page card of CARD_SIZE: `title` (the institute) and `subtitle` on a band, `fields` as label/value lines
 * on the left, the QR code (`qr`: a module matrix) on the right with `caption` under it. Deterministic like
 * makeTextPdf.
 * @param {{ title: string, subtitle: string, fields: Array<[string, unknown]>, qr: { size: number, get: (row: number, column: number) => unknown },
 *   caption?: string, author?: string, date?: Date }} content
 * @returns {Promise<Uint8Array>}
 */
export async function makeCardPdf({ title, subtitle, fields, qr, caption = '', author = 'Institute Membership Portal', date = FIXED_DATE }) {
  const pdf = await newDocument({ title: `${title} - ${subtitle}`, author, date });
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const [width, height] = CARD_SIZE;
  const page = pdf.addPage(CARD_SIZE);
  const band = CARD_TITLE + CARD_TEXT + 3 * LINE_GAP;
  page.drawRectangle({ x: 0, y: height - band, width, height: band, color: rgb(0.09, 0.27, 0.52) });
  const white = rgb(1, 1, 1);
  page.drawText(wrap(printable(title), bold, CARD_TITLE, width - 2 * CARD_PAD)[0], { x: CARD_PAD, y: height - LINE_GAP - CARD_TITLE, size: CARD_TITLE, font: bold, color: white });
  page.drawText(printable(subtitle), { x: CARD_PAD, y: height - 2 * LINE_GAP - CARD_TITLE - CARD_TEXT, size: CARD_TEXT, font: regular, color: white });
  const side = height - band - 2 * CARD_PAD - CARD_TEXT;
  const qrX = width - CARD_PAD - side;
  drawQr(page, qr, { x: qrX, y: CARD_PAD + CARD_TEXT, side });
  if (caption) {
    const size = CARD_TEXT - 1.5;
    const shown = printable(caption);
    const captionX = Math.max(qrX, width - CARD_PAD - regular.widthOfTextAtSize(shown, size));
    page.drawText(shown, { x: captionX, y: CARD_PAD, size, font: regular, color: rgb(0.3, 0.3, 0.3) });
  }
  const textWidth = qrX - 2 * CARD_PAD;
  let y = height - band - CARD_PAD;
  for (const [label, value] of fields) {
    page.drawText(printable(label), { x: CARD_PAD, y: y - CARD_TEXT, size: CARD_TEXT - 1, font: regular, color: rgb(0.35, 0.35, 0.35) });
    y -= CARD_TEXT + 1;
    for (const part of wrap(printable(value ?? '-'), bold, CARD_TEXT + 1, textWidth).slice(0, 2)) {
      page.drawText(part, { x: CARD_PAD, y: y - CARD_TEXT - 1, size: CARD_TEXT + 1, font: bold, color: rgb(0.1, 0.1, 0.1) });
      y -= CARD_TEXT + 3;
    }
    y -= 2;
  }
  return pdf.save({ useObjectStreams: false });
}

const HEADING_SIZE = 13;
const CELL_SIZE = 9;
const CELL_PAD = 3;
const LABEL_WIDTH = 150;
const FOOTER_SIZE = 8;
/** A letter's QR code: 3 cm, which phone cameras read from arm's length. */
const QR_SIDE = 85;

/** A page cursor: text and rules go down the page, and a new page starts when the next block does not fit. */
function pageWriter(pdf, fonts) {
  const width = A4[0] - 2 * MARGIN;
  const bottom = MARGIN + FOOTER_SIZE + LINE_GAP;
  const state = { page: pdf.addPage(A4), y: A4[1] - MARGIN };
  const ensure = (height) => {
    if (state.y - height >= bottom) return false;
    state.page = pdf.addPage(A4);
    state.y = A4[1] - MARGIN;
    return true;
  };
  const text = (value, { x = MARGIN, size = TEXT_SIZE, font = fonts.regular, maxWidth = width } = {}) => {
    for (const part of wrap(printable(value), font, size, maxWidth)) {
      ensure(size + LINE_GAP);
      state.page.drawText(part, { x, y: state.y - size, size, font, color: rgb(0.1, 0.1, 0.1) });
      state.y -= size + LINE_GAP;
    }
  };
  const rule = () => {
    state.page.drawLine({ start: { x: MARGIN, y: state.y }, end: { x: MARGIN + width, y: state.y }, thickness: 0.5, color: rgb(0.6, 0.6, 0.6) });
  };
  return { state, width, ensure, text, rule, fonts };
}

/** Label and value side by side; the value wraps under itself. */
function drawFields(writer, fields) {
  const { state, width, fonts } = writer;
  for (const [label, value] of fields) {
    const valueLines = wrap(printable(value === null || value === undefined || value === '' ? '-' : value), fonts.regular, TEXT_SIZE, width - LABEL_WIDTH);
    const labelLines = wrap(printable(label), fonts.bold, TEXT_SIZE, LABEL_WIDTH - 8);
    const lines = Math.max(valueLines.length, labelLines.length);
    writer.ensure(Math.min(lines, 3) * (TEXT_SIZE + LINE_GAP));
    for (let i = 0; i < lines; i += 1) {
      writer.ensure(TEXT_SIZE + LINE_GAP);
      const y = state.y - TEXT_SIZE;
      if (labelLines[i]) state.page.drawText(labelLines[i], { x: MARGIN, y, size: TEXT_SIZE, font: fonts.bold, color: rgb(0.25, 0.25, 0.25) });
      if (valueLines[i]) state.page.drawText(valueLines[i], { x: MARGIN + LABEL_WIDTH, y, size: TEXT_SIZE, font: fonts.regular, color: rgb(0.1, 0.1, 0.1) });
      state.y -= TEXT_SIZE + LINE_GAP;
    }
  }
}

/**
 * Column widths: each column at least as wide as its widest word (dates, numbers and short words never break),
 * the rest of the line shared by weight; when even the words do not fit, everything shrinks alike.
 */
function columnWidths(width, columns, table, fonts) {
  const widest = columns.map((column, i) =>
    Math.min(width * 0.3, 2 * CELL_PAD + Math.max(...table.map((cells, r) => Math.max(0, ...String(cells[i] ?? '').split(/\s+/).map((word) => (r === 0 ? fonts.bold : fonts.regular).widthOfTextAtSize(word, CELL_SIZE)))))),
  );
  const needed = widest.reduce((sum, value) => sum + value, 0);
  if (needed >= width) return widest.map((value) => (value * width) / needed);
  const weights = columns.map((column) => column.weight ?? 1);
  const total = weights.reduce((sum, value) => sum + value, 0);
  return widest.map((value, i) => value + ((width - needed) * weights[i]) / total);
}

/** A table whose cells wrap within their column; the header row is repeated on every page the table spans. */
function drawTable(writer, { columns, rows }) {
  const { state, width, fonts } = writer;
  const show = (cell) => printable(cell === null || cell === undefined || cell === '' ? '-' : cell);
  const widths = columnWidths(width, columns, [columns.map((column) => column.label), ...rows].map((cells) => cells.map(show)), fonts);
  const lineHeight = CELL_SIZE + 3;
  const layout = (cells, font) => cells.map((cell, i) => wrap(show(cell), font, CELL_SIZE, widths[i] - 2 * CELL_PAD));
  const drawRow = (lines, font, shaded) => {
    const height = Math.max(...lines.map((cell) => cell.length)) * lineHeight + 2 * CELL_PAD;
    if (shaded) state.page.drawRectangle({ x: MARGIN, y: state.y - height, width, height, color: rgb(0.92, 0.92, 0.92) });
    let x = MARGIN;
    lines.forEach((cell, i) => {
      cell.forEach((part, j) => state.page.drawText(part, { x: x + CELL_PAD, y: state.y - CELL_PAD - (j + 1) * lineHeight + 3, size: CELL_SIZE, font, color: rgb(0.1, 0.1, 0.1) }));
      x += widths[i];
    });
    state.y -= height;
    writer.rule();
  };
  const header = layout(columns.map((column) => column.label), fonts.bold);
  const headerHeight = Math.max(...header.map((cell) => cell.length)) * lineHeight + 2 * CELL_PAD;
  writer.ensure(headerHeight + lineHeight + 2 * CELL_PAD);
  drawRow(header, fonts.bold, true);
  for (const row of rows) {
    const lines = layout(row, fonts.regular);
    const height = Math.max(...lines.map((cell) => cell.length)) * lineHeight + 2 * CELL_PAD;
    if (writer.ensure(height)) drawRow(header, fonts.bold, true);
    drawRow(lines, fonts.regular, false);
  }
}

/**
 * A report of headed sections, each with label/value `fields`, a `table` ({columns: [{label, weight?}], rows})
 * and/or `paragraphs`; `empty` is printed when a section has nothing. Long text wraps, long content runs over
 * more pages (numbered in the footer). Deterministic like makeTextPdf.
 * @param {{ title: string, subtitle?: string, sections: Array<{ heading: string, fields?: Array<[string, unknown]>,
 *   table?: { columns: Array<{ label: string, weight?: number }>, rows: unknown[][] }, paragraphs?: string[], empty?: string }>,
 *   qr?: { modules: { size: number, get: (row: number, column: number) => unknown }, caption?: string },
 *   author?: string, date?: Date }} content  qr: a QR code drawn after the sections, its caption under it.
 * @returns {Promise<Uint8Array>}
 */
export async function makeSectionedPdf({ title, subtitle = '', sections, qr, author = 'Institute Membership Portal', date = FIXED_DATE }) {
  const pdf = await newDocument({ title, author, date });
  const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
  const writer = pageWriter(pdf, fonts);
  writer.text(title, { size: TITLE_SIZE, font: fonts.bold });
  if (subtitle) writer.text(subtitle, { size: TEXT_SIZE });
  for (const section of sections) {
    writer.state.y -= LINE_GAP * 2;
    writer.ensure(HEADING_SIZE + LINE_GAP + 3 * (TEXT_SIZE + LINE_GAP));
    writer.text(section.heading, { size: HEADING_SIZE, font: fonts.bold });
    writer.rule();
    writer.state.y -= LINE_GAP;
    const hasRows = (section.fields?.length ?? 0) + (section.table?.rows.length ?? 0) + (section.paragraphs?.length ?? 0) > 0;
    if (!hasRows) writer.text(section.empty ?? 'None', { size: TEXT_SIZE });
    if (section.fields?.length) drawFields(writer, section.fields);
    if (section.table?.rows.length) drawTable(writer, section.table);
    for (const paragraph of section.paragraphs ?? []) writer.text(paragraph);
  }
  if (qr) {
    writer.state.y -= LINE_GAP * 2;
    writer.ensure(QR_SIDE + TEXT_SIZE + LINE_GAP);
    drawQr(writer.state.page, qr.modules, { x: MARGIN, y: writer.state.y - QR_SIDE, side: QR_SIDE });
    writer.state.y -= QR_SIDE;
    if (qr.caption) writer.text(qr.caption, { size: FOOTER_SIZE });
  }
  const pages = pdf.getPages();
  pages.forEach((page, i) => {
    const footer = `${printable(title)} - page ${i + 1} of ${pages.length}`;
    page.drawText(footer, { x: MARGIN, y: MARGIN - FOOTER_SIZE, size: FOOTER_SIZE, font: fonts.regular, color: rgb(0.4, 0.4, 0.4) });
  });
  return pdf.save({ useObjectStreams: false });
}
