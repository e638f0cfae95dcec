import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files known to run far longer than the rest (the fuzz's parts, about a minute and a half each; the access matrix).
 * On a fresh clone vitest has no timings yet and starts the largest files first, which put these short files last:
 * the stage then ended with one worker running the last of them while the other had nothing left.
 */
const LONGEST = ['tests/security/fuzz-part-', 'tests/security/access-matrix.test.mjs'];

const isLongest = (file: TestSpecification): boolean => LONGEST.some((name) => file.moduleId.includes(name));

/** vitest's order (its timings of earlier runs, else file size), with the files known to take longest first. */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter(isLongest), ...sorted.filter((file) => !isLongest(file))];
  }
}
