// db.json as a snapshot: the whole state plus `_journal`, the number of the first journal it does not
// hold. Written to a temp file, synced and renamed, so a reader (or a kill) sees the old or the new file.
import { closeSync, fsyncSync, openSync, renameSync, writeSync } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { fsyncDirectory, tempFileOf } from './atomic-write.mjs';

export const JOURNAL_KEY = '_journal';
const ROWS_PER_CHUNK = 500;

/** The parts of a snapshot in order, for `state` taken now: arrays are copied, so later removals cannot shift a chunk. */
function* snapshotParts(state, journalSeq) {
  yield `{${JSON.stringify(JOURNAL_KEY)}:${journalSeq}`;
  const entries = Object.entries(state).map(([name, value]) => [name, Array.isArray(value) ? value.slice() : value]);
  for (const [name, value] of entries) {
    if (!Array.isArray(value)) {
      yield `,${JSON.stringify(name)}:${JSON.stringify(value)}`;
      continue;
    }
    yield `,${JSON.stringify(name)}:[`;
    for (let start = 0; start < value.length; start += ROWS_PER_CHUNK) {
      const rows = value.slice(start, start + ROWS_PER_CHUNK).map((row) => JSON.stringify(row));
      yield `${start > 0 ? ',' : ''}${rows.join(',')}`;
    }
    yield ']';
  }
  yield '}\n';
}

/** Writes the snapshot at once (start-up, shutdown, seeding). */
export function writeSnapshotSync(file, state, journalSeq) {
  const temp = tempFileOf(file);
  const fd = openSync(temp, 'w');
  try {
    for (const part of snapshotParts(state, journalSeq)) writeSync(fd, part);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, file);
  fsyncDirectory(path.dirname(file));
}

/**
 * Writes the snapshot a chunk at a time, yielding to the event loop between chunks, so requests keep
 * being answered while a large state is written. Records changed meanwhile are in the newer journal.
 */
export async function writeSnapshot(file, state, journalSeq) {
  const temp = tempFileOf(file);
  const handle = await open(temp, 'w');
  try {
    for (const part of snapshotParts(state, journalSeq)) await handle.write(part);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temp, { force: true });
    throw error;
  }
  await handle.close();
  await rename(temp, file);
  fsyncDirectory(path.dirname(file));
}

/** The state of a parsed db.json without its journal number, and that number (0 when absent: replay every journal). */
export function splitSnapshot(parsed) {
  const journalSeq = Number.isInteger(parsed[JOURNAL_KEY]) ? parsed[JOURNAL_KEY] : 0;
  delete parsed[JOURNAL_KEY];
  return { state: parsed, journalSeq };
}
