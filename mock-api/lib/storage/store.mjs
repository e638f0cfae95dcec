// Reading the state of a data dir: db.json with its journals replayed. What a missing db.json is filled with
// is the caller's to say (mock-api/seed/data-dir.mjs writes the seed), so storage knows nothing of the seed.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { journalFiles, readJournal } from './journal.mjs';
import { replayBatches } from './journal-replay.mjs';
import { splitSnapshot } from './snapshot.mjs';
import { dbFileOf, namesIn } from './store-files.mjs';

export { dbFileOf };

// The temp files of writeJsonAtomic for db.json: `db.json.tmp-<pid>`.
const WRITE_LEFTOVER = /^db\.json\.tmp-(\d+)$/;

/** False only when no process with this pid exists (EPERM: it exists but belongs to someone else). */
function isProcessAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * Removes the temp files a process killed mid-write left in dataDir, which would otherwise stay forever.
 * A temp file of another live process is its write in progress and is left alone; one with our own pid
 * is stale (our writes are synchronous, so none is in progress while this runs). Returns the removed names.
 */
export function removeWriteLeftovers(dataDir) {
  const stale = namesIn(dataDir).filter((name) => {
    const pid = Number(WRITE_LEFTOVER.exec(name)?.[1]);
    return pid > 0 && (pid === process.pid || !isProcessAlive(pid));
  });
  for (const name of stale) rmSync(path.join(dataDir, name), { force: true });
  return stale;
}

/**
 * The snapshot in dataDir/db.json, written first by seedWhenMissing(dataDir) when the file is missing: { state,
 * journalSeq }, journalSeq being the first journal the snapshot does not hold. A corrupt file is an error, never
 * overwritten. Temp files left by a killed writer are removed first.
 * @param {{ seedWhenMissing?: (dataDir: string) => unknown }} [options]
 */
export function loadSnapshot(dataDir, { seedWhenMissing } = {}) {
  const file = dbFileOf(dataDir);
  removeWriteLeftovers(dataDir);
  if (!existsSync(file)) {
    if (!seedWhenMissing) throw new Error(`${file} is missing; run \`npm run seed\``);
    seedWhenMissing(dataDir);
  }
  try {
    return splitSnapshot(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    throw new Error(`${file} is not valid JSON (${error.message}); fix it or run \`npm run seed\``);
  }
}

/** Applies the journals from journalSeq on to `state`; answers the number of the next journal to write. */
export function replayJournals(dataDir, state, journalSeq) {
  const journals = journalFiles(dataDir).filter((journal) => journal.seq >= journalSeq);
  for (const journal of journals) replayBatches(state, readJournal(journal.file));
  return Math.max(journalSeq, ...journals.map((journal) => journal.seq + 1), 1);
}

/** The data as the API last acknowledged it: db.json with its journals replayed (what a restart sees). */
export function loadState(dataDir, options) {
  const { state, journalSeq } = loadSnapshot(dataDir, options);
  replayJournals(dataDir, state, journalSeq);
  return state;
}
