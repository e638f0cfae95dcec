// The code explains itself: a comment says why in its own words, and the history of who asked for what belongs to
// git. A comment or doc that cites an issue number ("issue 12") fails here, with the file and line of each.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOTS = ['src', 'mock-api', 'scripts', 'tests', 'resources', 'docs', 'README.md'];
// what git keeps out: packages, builds and the mock API's running data (a data dir may hold any text)
const SKIPPED = new Set(['node_modules', 'dist', 'data']);
const TEXT = /\.(ts|tsx|mts|js|mjs|cjs|md|json|yaml|yml|html|css)$/;
const THIS_FILE = join('tests', 'unit', 'build', 'noIssueNumbers.test.ts');
const CITATION = /\bissue\s+#?\d+/i;

const filesUnder = (dir: string): string[] =>
  statSync(dir).isFile() ? [dir] : readdirSync(dir).flatMap((name) => {
    if (SKIPPED.has(name)) return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : TEXT.test(name) ? [path] : [];
  });

const citations = (): string[] =>
  ROOTS.flatMap(filesUnder)
    .filter((file) => file !== THIS_FILE)
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (CITATION.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );

describe('comments say why in their own words', () => {
  it('cites no issue number in src, mock-api, scripts, tests, resources, docs or the README', () => {
    expect(citations()).toEqual([]);
  });
});
