import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/** Temp file of this process beside `file`: per pid, so two processes never write the same temp file. */
export const tempFileOf = (file) => `${file}.tmp-${process.pid}`;

// Platforms (Windows, some file systems) that cannot open or fsync a directory answer with one of these.
const DIR_FSYNC_UNSUPPORTED = new Set(['EISDIR', 'EINVAL', 'EPERM', 'ENOTSUP', 'EBADF']);

/** Makes a rename inside `dir` durable: the rename lives in the directory entry, not in the file. */
export function fsyncDirectory(dir) {
  let fd;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch (error) {
    if (!DIR_FSYNC_UNSUPPORTED.has(error.code)) throw error;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * Writes JSON so a reader (or a kill mid-write) only ever sees the old or the new file:
 * temp file beside the target, fsync, rename (atomic on one file system), then fsync the directory
 * so the rename survives a crash too. Synchronous on purpose: callers rely on the write being done.
 * A kill before the rename can leave the temp file behind; see removeWriteLeftovers in store.mjs.
 */
export function writeJsonAtomic(file, data) {
  const temp = tempFileOf(file);
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
  fsyncDirectory(path.dirname(file));
}
