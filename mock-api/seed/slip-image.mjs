// A seeded bank slip as a real PNG image, drawn and encoded here (zlib + CRC-32, no image library) so the
// bytes are the same on every run: a paper-coloured slip with a bank-blue header band and ruled lines.
import { deflateSync } from 'node:zlib';

const WIDTH = 360;
const HEIGHT = 200;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

const crc32 = (bytes) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

const chunk = (type, data) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** RGB of a pixel of the slip picture. */
const pixelAt = (x, y) => {
  if (y < 36) return [18, 66, 140];
  if (x < 8 || x >= WIDTH - 8 || y >= HEIGHT - 8) return [200, 200, 200];
  if (y > 50 && (y - 50) % 28 === 0 && x > 24 && x < WIDTH - 24) return [120, 120, 120];
  return [250, 247, 238];
};

let cached;
/** The PNG bytes of the seeded slip image. */
export function slipPngBytes() {
  if (cached) return cached;
  const rows = [];
  for (let y = 0; y < HEIGHT; y += 1) {
    const row = Buffer.alloc(1 + WIDTH * 3);
    for (let x = 0; x < WIDTH; x += 1) row.set(pixelAt(x, y), 1 + x * 3);
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8);
  cached = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return cached;
}
