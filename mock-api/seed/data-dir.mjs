// A data dir's seed: the demo (or institute) seed written as db.json with the files its rows name, and what a
// db.json written by an older release lacks, filled in from the same seed. Storage (lib/storage/store.mjs) reads
// whatever is there; only this module knows what a fresh or an upgraded data dir holds.
import { mkdirSync } from 'node:fs';
import { writeJsonAtomic } from '../lib/storage/atomic-write.mjs';
import { journalFiles, removeJournalsBefore } from '../lib/storage/journal.mjs';
import { JOURNAL_KEY } from '../lib/storage/snapshot.mjs';
import { dbFileOf } from '../lib/storage/store-files.mjs';
import { buildSeed } from '../seed.mjs';
import { writeSeedUploads } from './uploads.mjs';
import { feeRows } from './fees.mjs';
import { masterDataSeed } from './master-data.mjs';

/**
 * Writes a fresh seed to dataDir/db.json (and the PDFs its `files` rows name to dataDir/uploads) and returns it.
 * The journals of the data it replaces are removed, and numbered past, so none is replayed over the new seed.
 * @param {{ members?: number, bcryptCost?: number }} [options] buildSeed's
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

/** Collections added after the first release: a db.json written before them gets them empty. */
const LATER_COLLECTIONS = ['menuBlocks', 'activityLog', 'inquiries', 'sequences', 'files', 'changeRequests', 'entitlements', 'applications', 'committeeReviews', 'payments', 'membershipFees', 'paymentLog', 'cpdSettings', 'cpdRegistrations', 'developmentGoals', 'cpdActivities', 'cpdDeclarations', 'cpdAudits', 'chapters', 'memberTransfers', 'events', 'eventMembers', 'newsFeed', 'meetingMinutes', 'reminderSchedule', 'remindersSent', 'credentials', 'userNotifications', 'calendarFeeds'];

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
