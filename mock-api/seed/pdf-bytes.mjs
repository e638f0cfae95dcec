// The bytes of the seed documents, made by lib/files/pdf.mjs. pdf-lib only answers asynchronously and the seed is
// synchronous (createApp seeds a missing db.json in place), so a child Node makes them. The result is kept
// in memory and in the system temp dir under a hash of what makes them, so test runs start a child once.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = (name) => fileURLToPath(new URL(name, import.meta.url));
const SCRIPT = here('./make-seed-pdfs.mjs');
const INPUTS = [SCRIPT, here('./documents.mjs'), here('./minutes-documents.mjs'), here('../lib/files/pdf.mjs')];
let cached;

const cacheFile = () => {
  const hash = createHash('sha256');
  for (const file of INPUTS) hash.update(readFileSync(file));
  hash.update(createRequire(import.meta.url)('pdf-lib/package.json').version);
  return path.join(tmpdir(), `portal-seed-pdfs-${hash.digest('hex').slice(0, 16)}.json`);
};

const decode = (text) => Object.fromEntries(Object.entries(JSON.parse(text)).map(([kind, base64]) => [kind, Buffer.from(base64, 'base64')]));
const allPdf = (bytes) => Object.values(bytes).every((buffer) => buffer.subarray(0, 5).toString('latin1') === '%PDF-');

function readCache(file) {
  try {
    const bytes = decode(readFileSync(file, 'utf8'));
    return allPdf(bytes) ? bytes : undefined;
  } catch {
    return undefined;
  }
}

/** @returns {Record<string, Buffer>} kind -> PDF bytes (seed/documents.mjs) */
export function seedPdfBytes() {
  if (cached) return cached;
  const file = cacheFile();
  cached = readCache(file);
  if (!cached) {
    const output = execFileSync(process.execPath, [SCRIPT], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
    cached = decode(output);
    const temp = `${file}.${process.pid}`;
    writeFileSync(temp, output);
    renameSync(temp, file);
  }
  return cached;
}
