// The mock API's library stays a house of folders by concern: its modules never reach up into the seed or the
// routes (those build on the library, not the other way round), and a new module goes into the folder of its
// concern rather than back into one flat heap beside the settings and the texts.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const LIB = 'mock-api/lib';
const MOCK_API = resolve('mock-api');
/** What may sit directly in lib/: the settings every folder reads, the shared constants and the texts. */
const FLAT_ALLOWED = ['common-texts.mjs', 'config-error.mjs', 'config.mjs', 'constants.mjs'];

const modulesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? modulesUnder(path) : /\.m?[jt]s$/.test(name) ? [path] : [];
  });

/** Every relative specifier a module names: static imports, re-exports, import() and import('…') types. */
const relativeSpecifiers = (source: string): string[] =>
  [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.\.?\/[^'"\n]+)\1/g)].map((match) => match[2]);

describe('mock-api/lib layout', () => {
  it('no library module imports from mock-api/seed, mock-api/routes or anything else of mock-api above lib', () => {
    const upward = modulesUnder(LIB).flatMap((file) =>
      relativeSpecifiers(readFileSync(file, 'utf8'))
        .map((specifier) => resolve(dirname(file), specifier))
        .filter((target) => target.startsWith(`${MOCK_API}/`) && !target.startsWith(resolve(LIB) + '/'))
        .map((target) => `${file} -> ${relative(process.cwd(), target)}`),
    );
    expect(upward).toEqual([]);
  });

  it('holds only folders and the allowed few files directly in lib/', () => {
    const flat = readdirSync(LIB).filter((name) => !statSync(join(LIB, name)).isDirectory());
    expect(flat.sort()).toEqual(FLAT_ALLOWED);
  });
});
