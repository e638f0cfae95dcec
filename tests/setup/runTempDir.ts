import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error plain ESM module without types
import { seedPdfBytes } from '../../mock-api/seed/pdf-bytes.mjs';

/**
 * The API tests' temporary dirs (data dirs, the seed each worker copies, built dists) all go into one dir of the run,
 * removed when the run ends: a worker is stopped rather than left to exit, so what it would remove on its way out
 * stayed behind, and a test that fails midway never reaches its own clean-up. The workers start after this and read
 * the system's temp dir from TMPDIR, as do the processes they start.
 */
export default function setup(): () => void {
  const runDir = mkdtempSync(path.join(tmpdir(), 'portal-api-tests-'));
  const before = process.env.TMPDIR;
  process.env.TMPDIR = runDir;
  // The seed's PDFs are kept in the temp dir once made (a child Node makes them): made here, once for the run, rather
  // than by each worker and each process a test starts.
  seedPdfBytes();
  return () => {
    rmSync(runDir, { recursive: true, force: true });
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
  };
}
