// Reads the QR code a PDF of the API draws (lib/files/pdf.mjs: one black square per dark module) as a phone's camera
// would: the squares are painted into an image and decoded by a QR reader, so a test gets the text the code holds.
import jsQR from 'jsqr';
import { pdfContents } from './pdf-text.mjs';

/** Each filled black square of the drawing: { x, y, side } in points (pdf-lib: a translation, then a closed path). */
const BLACK_SQUARE = /0 0 0 rg\s+[^]*?1 0 0 1 ([\d.]+) ([\d.]+) cm[^]*?0 0 m\s+0 ([\d.]+) l/g;

const PIXELS_PER_MODULE = 4;
const QUIET_MODULES = 4;

/** The text of the first QR code drawn in the PDF `bytes`, or null when there is none a reader can decode. */
export function pdfQrText(bytes) {
  const squares = pdfContents(bytes).flatMap((content) => [...content.matchAll(BLACK_SQUARE)].map((m) => ({ x: Number(m[1]), y: Number(m[2]), side: Number(m[3]) })));
  if (squares.length === 0) return null;
  const side = Math.min(...squares.map((square) => square.side));
  const modules = squares.filter((square) => Math.abs(square.side - side) < 1e-6);
  const left = Math.min(...modules.map((square) => square.x));
  const top = Math.max(...modules.map((square) => square.y));
  const cells = modules.map((square) => ({ column: Math.round((square.x - left) / side), row: Math.round((top - square.y) / side) }));
  const size = Math.max(...cells.map((cell) => Math.max(cell.column, cell.row))) + 1 + 2 * QUIET_MODULES;
  const width = size * PIXELS_PER_MODULE;
  const image = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const { column, row } of cells) {
    for (let dy = 0; dy < PIXELS_PER_MODULE; dy += 1) {
      for (let dx = 0; dx < PIXELS_PER_MODULE; dx += 1) {
        const pixel = ((row + QUIET_MODULES) * PIXELS_PER_MODULE + dy) * width + (column + QUIET_MODULES) * PIXELS_PER_MODULE + dx;
        image.fill(0, pixel * 4, pixel * 4 + 3);
      }
    }
  }
  return jsQR(image, width, width)?.data ?? null;
}
