// Seeded evidence files: `files` rows (lib/files/uploads.mjs shape) whose stored names say which seed document
// they hold, and the writer that puts those PDFs under <dataDir>/uploads.
import { linkSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { uploadsDirOf } from '../lib/files/uploads.mjs';
import { SEED_DOCUMENT_KINDS } from './documents.mjs';
import { seedPdfBytes } from './pdf-bytes.mjs';
import { slipPngBytes } from './slip-image.mjs';

const PREFIX = 'seed-';
/** The one seeded image kind (a bank slip photographed as PNG); every other kind is a PDF of documents.mjs. */
export const SLIP_IMAGE_KIND = 'bank-slip-image';

const bytesOfKind = (kind) => (kind === SLIP_IMAGE_KIND ? slipPngBytes() : seedPdfBytes()[kind]);

/** A files row of a seed document; the stored name is generated from the kind and the id. */
export const seedFileRow = (fileId, { kind, ownerUserId, originalName, createdAt }) => ({
  id: fileId,
  fileId,
  ownerUserId,
  originalName,
  size: bytesOfKind(kind).length,
  storedName: `${PREFIX}${kind}-${String(fileId).padStart(4, '0')}.${kind === SLIP_IMAGE_KIND ? 'png' : 'pdf'}`,
  ...(kind === SLIP_IMAGE_KIND ? { contentType: 'image/png' } : {}),
  createdAt,
});

// The longest matching kind first: 'bank-slip-image-' also starts with 'bank-slip-'.
const KINDS = [...SEED_DOCUMENT_KINDS, SLIP_IMAGE_KIND].sort((a, b) => b.length - a.length);
const kindOf = (storedName) => KINDS.find((kind) => storedName.startsWith(`${PREFIX}${kind}-`));

/** Makes `target` a hard link to `existing`; false where the file system cannot (the caller writes a copy). */
const linked = (existing, target) => {
  try {
    linkSync(existing, target);
    return true;
  } catch {
    return false;
  }
};

/**
 * Replaces dataDir/uploads with the seed's files (a reseed drops the old rows, so their bytes go too). Each kind's
 * document is written once and its other files are hard links to it: a seed of 10,000 members has some 30,000 file
 * rows but only a few distinct documents. Every row keeps a stored name of its own, so the API finds each file as
 * before and removing one (lib/files/uploads.mjs removeStoredFile) leaves the others.
 */
export function writeSeedUploads(dataDir, files = []) {
  const dir = uploadsDirOf(dataDir);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const writtenOfKind = new Map();
  for (const row of files) {
    const kind = kindOf(row.storedName);
    const target = path.join(dir, row.storedName);
    const written = writtenOfKind.get(kind);
    if (written && linked(written, target)) continue;
    writeFileSync(target, bytesOfKind(kind));
    if (!written) writtenOfKind.set(kind, target);
  }
}
