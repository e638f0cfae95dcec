// The slow test files go first (tests/setup/slowFilesFirst.ts), from the list the last full run wrote
// (scripts/lib/slow-files.mjs): two workers then finish together instead of one running a long file alone.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import { SLOW_FILES_PATH, slowFilesOf } from '../../../scripts/lib/slow-files.mjs';
import { SlowFilesFirst } from '../../setup/slowFilesFirst';

const result = (name: string, seconds: number) => ({ name, startTime: 1_000, endTime: 1_000 + seconds * 1000 });

describe('slow test files', () => {
  it('are the files of 15 s or more, their seconds rounded to 5, slowest first', () => {
    const reports = [
      { testResults: [result('/repo/tests/api/a.test.mjs', 3), result('/repo/tests/security/fuzz.test.mjs', 77.6)] },
      { testResults: [result('/repo/tests/e2e/b.e2e.ts', 14.9), result('/repo/tests/e2e/c.e2e.ts', 191.2), result('/repo/tests/e2e/d.e2e.ts', 15)] },
    ];
    expect(Object.entries(slowFilesOf(reports, '/repo'))).toEqual([
      ['tests/e2e/c.e2e.ts', 190],
      ['tests/security/fuzz.test.mjs', 80],
      ['tests/e2e/d.e2e.ts', 15],
    ]);
  });

  it("start first within their project, slowest first; the others keep vitest's order", async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'slow-files-'));
    mkdirSync(path.join(root, 'tests'));
    writeFileSync(path.join(root, SLOW_FILES_PATH), JSON.stringify({ 'tests/api/fuzz.test.mjs': 80, 'tests/api/matrix.test.mjs': 40, 'tests/unit/big.test.ts': 25 }));
    const project = (name: string) => ({ name, config: { sequence: { groupOrder: 0 }, isolate: false } });
    const [api, unit] = [project('api'), project('unit')];
    const spec = (file: string, owner: typeof api) => ({ moduleId: path.join(root, file), project: owner }) as unknown as TestSpecification;
    // vitest without durations of its own: no cache, so every file is "unknown" and keeps its place
    const ctx = { config: { root }, cache: { getFileTestResults: () => undefined, getFileStats: () => undefined } } as unknown as Vitest;
    const files = [
      spec('tests/api/a.test.mjs', api),
      spec('tests/api/matrix.test.mjs', api),
      spec('tests/api/b.test.mjs', api),
      spec('tests/api/fuzz.test.mjs', api),
      spec('tests/unit/small.test.ts', unit),
      spec('tests/unit/big.test.ts', unit),
    ];
    const sorted = await new SlowFilesFirst(ctx).sort(files);
    expect(sorted.map((file) => path.relative(root, file.moduleId))).toEqual([
      'tests/api/fuzz.test.mjs',
      'tests/api/matrix.test.mjs',
      'tests/api/a.test.mjs',
      'tests/api/b.test.mjs',
      'tests/unit/big.test.ts',
      'tests/unit/small.test.ts',
    ]);
  });
});
