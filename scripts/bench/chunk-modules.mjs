// `node scripts/bench/chunk-modules.mjs [name ...]`: what each chunk of the production build is made of, to see
// what a page pulls in (with `BENCH_DETAIL=1 npm run bench`, which lists the chunks a page downloads). For each
// chunk whose file name starts with a given name (all chunks without one): its gzip size, the chunks it imports,
// and its largest modules by gzip size of their own code (TOP, default 15). Builds in memory; dist/ is untouched.
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '../..');
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`.padStart(9);
const gz = (code) => gzipSync(Buffer.from(code), { level: 9 }).length;
const shortId = (id) => id.replace(/^\0/, '').replace(/.*node_modules\//, '').replace(`${root}/`, '');

const outputs = [await build({ root, logLevel: 'error', build: { write: false } })].flat().flatMap((result) => result.output);
const wanted = process.argv.slice(2);
const top = Number(process.env.TOP ?? 15);
for (const chunk of outputs.filter((output) => output.type === 'chunk')) {
  const name = path.basename(chunk.fileName);
  if (wanted.length && !wanted.some((prefix) => name.startsWith(prefix))) continue;
  console.log(`\n${kib(gz(chunk.code))}  ${chunk.fileName}${chunk.imports.length ? `  imports ${chunk.imports.map((file) => path.basename(file)).join(' ')}` : ''}`);
  const modules = Object.entries(chunk.modules)
    .filter(([, module]) => module.code)
    .map(([id, module]) => [shortId(id), gz(module.code)])
    .sort((a, b) => b[1] - a[1]);
  for (const [id, size] of modules.slice(0, top)) console.log(`  ${kib(size)}  ${id}`);
}
