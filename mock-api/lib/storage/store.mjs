import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { writeJsonAtomic } from './atomic-write.mjs';
import { journalFiles, readJournal, removeJournalsBefore } from './journal.mjs';
import { replayBatches } from './journal-replay.mjs';
import { JOURNAL_KEY, splitSnapshot } from './snapshot.mjs';
import { buildSeed } from '../../seed.mjs';
import { writeSeedUploads } from '../../seed/uploads.mjs';
import { feeRows } from '../../seed/fees.mjs';
import { masterDataSeed } from '../../seed/master-data.mjs';

import { dbFileOf } from './store-files.mjs';

export { dbFileOf };

/**
 * Writes a fresh seed to dataDir/db.json (and the PDFs its `files` rows name to dataDir/uploads) and returns it.
 * The journals of the data it replaces are removed, and numbered past, so none is replayed over the new seed.
 * @param {{ members?: number }} [options] buildSeed's
 * @param {Record<string, unknown[]>} [seed] rows to write instead of the demo seed (seed/institute.mjs)
 */
export function writeSeed(dataDir, options, seed = buildSeed(options)) {
  mkdirSync(dataDir, { recursive: true });
  writeSeedUploads(dataDir, seed.files);
  const nextJournal = Math.max(0, ...journalFiles(dataDir).map((journal) => journal.seq)) + 1;
  writeJsonAtomic(dbFileOf(dataDir), { [JOURNAL_KEY]: nextJournal, ...seed });
  removeJournalsBefore(dataDir, nextJournal);
  return seed;
}

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
  let names;
  try {
    names = readdirSync(dataDir);
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
  const stale = names.filter((name) => {
    const pid = Number(WRITE_LEFTOVER.exec(name)?.[1]);
    return pid > 0 && (pid === process.pid || !isProcessAlive(pid));
  });
  for (const name of stale) rmSync(path.join(dataDir, name), { force: true });
  return stale;
}

/**
 * The snapshot in dataDir/db.json, seeded first when the file is missing: { state, journalSeq }, journalSeq
 * being the first journal the snapshot does not hold. A corrupt file is an error, never overwritten.
 * Temp files left by a killed writer are removed first.
 */
export function loadSnapshot(dataDir) {
  const file = dbFileOf(dataDir);
  removeWriteLeftovers(dataDir);
  if (!existsSync(file)) writeSeed(dataDir);
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
export function loadState(dataDir) {
  const { state, journalSeq } = loadSnapshot(dataDir);
  replayJournals(dataDir, state, journalSeq);
  return state;
}

/** Collections added after the first release: a db.json written before them gets them empty. */
const LATER_COLLECTIONS = ['menuBlocks', 'activityLog', 'inquiries', 'sequences', 'files', 'changeRequests', 'entitlements', 'applications', 'committeeReviews', 'payments', 'membershipFees', 'paymentLog', 'cpdSettings', 'cpdRegistrations', 'developmentGoals', 'cpdActivities', 'cpdDeclarations', 'cpdAudits', 'chapters', 'memberTransfers', 'events', 'eventMembers', 'newsFeed', 'meetingMinutes'];

/** Adds what an older db.json lacks; answers whether it added anything (then the caller writes a snapshot). */
export function ensureCollections(db) {
  const missing = LATER_COLLECTIONS.filter((name) => !Array.isArray(db.get(name).value()));
  for (const name of missing) db.set(name, []).value();
  // Dues are priced from the fee schedule: a db.json from before it gets the seeded schedule, not none.
  if (missing.includes('membershipFees')) db.set('membershipFees', feeRows()).value();
  // Master data: an entity declared after this db.json was written gets its seeded rows, which name
  // each other by id, rather than an empty table.
  const missingMasterData = Object.entries(masterDataSeed()).filter(([name]) => !Array.isArray(db.get(name).value()));
  for (const [name, rows] of missingMasterData) db.set(name, rows).value();
  return missing.length + missingMasterData.length > 0;
}
