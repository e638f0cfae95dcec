import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { SLOW_FILES_PATH } from '../../scripts/lib/slow-files.mjs';

/** The test files the last full `npm test` found slow, with their seconds (scripts/test.mjs writes them). */
const slowFiles = (root: string): Record<string, number> => {
  try {
    return JSON.parse(readFileSync(`${root}/${SLOW_FILES_PATH}`, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
};

/**
 * Vitest's own order (projects one after another, its durations where it has them, else the biggest files
 * first), with the files known to be slow moved to the front of their project, slowest first: on a clean clone
 * vitest knows no durations, and the two fuzz files (70-80 s each) started last, the API stage ending with one
 * worker busy for half a minute and the other idle. Two workers finish together when the long files go first.
 */
export class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files);
    const root = this.ctx.config.root;
    const seconds = slowFiles(root);
    const projectRank = new Map<string, number>();
    for (const spec of ordered) if (!projectRank.has(spec.project.name)) projectRank.set(spec.project.name, projectRank.size);
    const slowness = (spec: TestSpecification) => seconds[relative(root, spec.moduleId)] ?? 0;
    // Array.prototype.sort is stable: files of equal rank keep vitest's order
    return [...ordered].sort((a, b) => projectRank.get(a.project.name)! - projectRank.get(b.project.name)! || slowness(b) - slowness(a));
  }
}
