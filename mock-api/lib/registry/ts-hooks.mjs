// Node module hooks that let the mock API import the app's TypeScript registry of screens (resources/registry.ts)
// as the bundler would: TypeScript stripped by Vite's own transformer, extension-less relative imports resolved to
// .ts, .tsx or index.ts. Only files under the project are handled; everything else is Node's own.
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transformWithOxc } from 'vite';

const TYPESCRIPT = /\.(ts|tsx|mts)$/;
const HAS_EXTENSION = /\.[a-z]+$/i;

export async function resolve(specifier, context, nextResolve) {
  const fromTypeScript = context.parentURL !== undefined && TYPESCRIPT.test(context.parentURL);
  if (fromTypeScript && specifier.startsWith('.') && !HAS_EXTENSION.test(specifier)) {
    for (const ending of ['.ts', '.tsx', '/index.ts']) {
      const url = new URL(specifier + ending, context.parentURL);
      if (existsSync(fileURLToPath(url))) return { url: url.href, shortCircuit: true };
    }
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!TYPESCRIPT.test(url)) return nextLoad(url, context);
  const path = fileURLToPath(url);
  const { code } = await transformWithOxc(await readFile(path, 'utf8'), path, { lang: url.endsWith('x') ? 'tsx' : 'ts' });
  return { format: 'module', source: code, shortCircuit: true };
}
