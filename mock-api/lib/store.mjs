import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { writeJsonAtomic } from './atomic-write.mjs';
import { buildSeed } from '../seed.mjs';
import { writeSeedUploads } from '../seed/uploads.mjs';
import { feeRows } from '../seed/fees.mjs';
import { masterDataSeed } from '../seed/master-data.mjs';

export const dbFileOf = (dataDir) => path.join(dataDir, 'db.json');

/** Writes a fresh seed to dataDir/db.json (and the PDFs its `files` rows name to dataDir/uploads) and returns it. */
export function writeSeed(dataDir) {
  mkdirSync(dataDir, { recursive: true });
  const seed = buildSeed();
  writeSeedUploads(dataDir, seed.files);
  writeJsonAtomic(dbFileOf(dataDir), seed);
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
 * The state in dataDir/db.json, seeded first when the file is missing. A corrupt file is an error, never overwritten.
 * Temp files left by a killed writer are removed first.
 */
export function loadState(dataDir) {
  const file = dbFileOf(dataDir);
  removeWriteLeftovers(dataDir);
  if (!existsSync(file)) return writeSeed(dataDir);
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is not valid JSON (${error.message}); fix it or run \`npm run seed\``);
  }
}

/** Collections added after the first release: a db.json written before them gets them empty (in memory until the next write). */
const LATER_COLLECTIONS = ['menuBlocks', 'activityLog', 'inquiries', 'sequences', 'files', 'changeRequests', 'entitlements', 'applications', 'committeeReviews', 'payments', 'membershipFees', 'paymentLog', 'cpdSettings', 'cpdRegistrations', 'developmentGoals', 'cpdActivities', 'cpdDeclarations', 'cpdAudits', 'chapters', 'memberTransfers', 'events', 'eventMembers', 'newsFeed', 'meetingMinutes'];

export function ensureCollections(db) {
  const missing = LATER_COLLECTIONS.filter((name) => !Array.isArray(db.get(name).value()));
  for (const name of missing) db.set(name, []).value();
  // Dues are priced from the fee schedule: a db.json from before it gets the seeded schedule, not none.
  if (missing.includes('membershipFees')) db.set('membershipFees', feeRows()).value();
  // Master data (issue 13): an entity declared after this db.json was written gets its seeded rows, which name
  // each other by id, rather than an empty table.
  for (const [name, rows] of Object.entries(masterDataSeed())) if (!Array.isArray(db.get(name).value())) db.set(name, rows).value();
}

/**
 * Makes every lowdb write (json-server's generic writes and the `.write()` of custom routes)
 * persist the whole state atomically. The memory adapter's own write is a no-op.
 */
export function persistWrites(db, dataDir) {
  const file = dbFileOf(dataDir);
  db.write = (returnValue) => {
    writeJsonAtomic(file, db.getState());
    return returnValue;
  };
}
