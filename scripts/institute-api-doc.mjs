// `node scripts/institute-api-doc.mjs [--check]`: rewrites the list of additions in docs/institute-api.md from the
// API's OpenAPI document (an API started in memory on a temporary data dir, with the development defaults);
// --check only says whether the file is current (exit 1 when not).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../mock-api/app.mjs';
import { openApiDocument } from '../mock-api/lib/contract/openapi.mjs';
import { routeCatalogue } from '../mock-api/lib/contract/catalogue.mjs';
import { additionsSection, sectionIn, withSection } from './lib/api-additions.mjs';

const root = path.resolve(import.meta.dirname, '..');
const file = path.join(root, 'docs/institute-api.md');

const dataDir = mkdtempSync(path.join(tmpdir(), 'institute-api-doc-'));
let section;
try {
  const api = createApp({ dataDir, env: {}, log: { error: () => {} } });
  section = additionsSection(openApiDocument(routeCatalogue(api.app)));
  api.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const markdown = readFileSync(file, 'utf8');
if (process.argv.includes('--check')) {
  const current = sectionIn(markdown) === section;
  console.log(current ? 'docs/institute-api.md: the additions are current' : 'docs/institute-api.md: the additions differ from the document; run node scripts/institute-api-doc.mjs');
  process.exit(current ? 0 : 1);
}
writeFileSync(file, withSection(markdown, section));
console.log(`docs/institute-api.md: ${section.split('\n').filter((line) => line.startsWith('| `')).length} additions written`);
process.exit(0);
