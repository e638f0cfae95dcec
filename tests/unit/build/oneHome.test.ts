// One definition of each shared piece: a second errorMessage (or a page's own copy of it) fails here.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const sourcesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourcesUnder(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

const filesMatching = (pattern: RegExp) => sourcesUnder('src').filter((file) => pattern.test(readFileSync(file, 'utf8')));

describe('one home for shared pieces', () => {
  it('defines errorMessage once, and no page picks the error text by hand', () => {
    expect(filesMatching(/\b(const|function)\s+errorMessage\b/)).toEqual(['src/framework/errorMessage.ts']);
    expect(filesMatching(/error instanceof Error && error\.message \?/)).toEqual([]);
  });
});
