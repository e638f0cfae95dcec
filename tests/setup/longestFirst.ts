import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * A sequencer that starts the named files first (any file whose path contains one of `names`), then the rest in
 * vitest's own order (its timings of earlier runs, else file size). On a fresh clone vitest has no timings yet and
 * starts the largest files first, which put short files that run long last: the stage then ended with one worker
 * running the last of them while the other had nothing left.
 */
export const longestFirst = (names: readonly string[]) => {
  const isLongest = (file: TestSpecification): boolean => names.some((name) => file.moduleId.includes(name));
  return class LongestFirst extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const sorted = await super.sort(files);
      return [...sorted.filter(isLongest), ...sorted.filter((file) => !isLongest(file))];
    }
  };
};
