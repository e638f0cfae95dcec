// Seeded evidence files: `files` rows (lib/uploads.mjs shape) whose stored names say which seed document
// they hold, and the writer that puts those PDFs under <dataDir>/uploads.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { uploadsDirOf } from '../lib/uploads.mjs';
import { SEED_DOCUMENT_KINDS } from './documents.mjs';
import { seedPdfBytes } from './pdf-bytes.mjs';

const PREFIX = 'seed-';

/** A files row of a seed document; the stored name is generated from the kind and the id. */
export const seedFileRow = (fileId, { kind, ownerUserId, originalName, createdAt }) => ({
  id: fileId,
  fileId,
  ownerUserId,
  originalName,
  size: seedPdfBytes()[kind].length,
  storedName: `${PREFIX}${kind}-${String(fileId).padStart(4, '0')}.pdf`,
  createdAt,
});

const kindOf = (storedName) => SEED_DOCUMENT_KINDS.find((kind) => storedName.startsWith(`${PREFIX}${kind}-`));

/** Replaces dataDir/uploads with the seed's files (a reseed drops the old rows, so their bytes go too). */
export function writeSeedUploads(dataDir, files = []) {
  const dir = uploadsDirOf(dataDir);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const bytes = seedPdfBytes();
  for (const row of files) writeFileSync(path.join(dir, row.storedName), bytes[kindOf(row.storedName)]);
}
