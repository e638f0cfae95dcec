import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';

/**
 * Writes JSON so a reader (or a kill mid-write) only ever sees the old or the new file:
 * temp file beside the target, fsync, then rename (atomic on one file system).
 */
export function writeJsonAtomic(file, data) {
  const temp = `${file}.tmp-${process.pid}`;
  try {
    const fd = openSync(temp, 'w');
    try {
      writeSync(fd, `${JSON.stringify(data, null, 2)}\n`);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}
