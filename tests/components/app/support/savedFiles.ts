import { beforeEach, vi } from 'vitest';
import * as fileSaver from '../../../../src/ui/download/fileSaver';

/**
 * Keeps the files the app saves (src/ui/download/fileSaver.ts) in a mock of this file's own instead of handing them
 * to the browser, for each test. A spy on the app's module rather than a mock of the file-saver module, which would
 * need a module graph of the file's own (vitest.config.ts); the shared setup puts saveAs back after each test. Call
 * it once, at the top of a test file.
 */
export const catchSavedFiles = () => {
  const saveAs = vi.fn<typeof fileSaver.saveAs>();
  beforeEach(() => {
    vi.spyOn(fileSaver, 'saveAs').mockImplementation(saveAs);
  });
  return saveAs;
};
