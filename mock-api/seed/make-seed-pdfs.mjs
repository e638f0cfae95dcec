// Child process of seed/pdf-bytes.mjs: prints {kind: base64 PDF} of every seed document (pdf-lib is async,
// the seed is not, so the seed runs this once per process and waits for its output).
import { makeTextPdf } from '../lib/files/pdf.mjs';
import { SEED_DOCUMENTS } from './documents.mjs';

const entries = await Promise.all(
  Object.entries(SEED_DOCUMENTS).map(async ([kind, content]) => [kind, Buffer.from(await makeTextPdf(content)).toString('base64')]),
);
process.stdout.write(JSON.stringify(Object.fromEntries(entries)));
