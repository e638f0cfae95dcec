import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { writeJsonAtomic } from './atomic-write.mjs';
import { buildSeed } from '../seed.mjs';

export const dbFileOf = (dataDir) => path.join(dataDir, 'db.json');

/** Writes a fresh seed to dataDir/db.json and returns it. */
export function writeSeed(dataDir) {
  mkdirSync(dataDir, { recursive: true });
  const seed = buildSeed();
  writeJsonAtomic(dbFileOf(dataDir), seed);
  return seed;
}

/** The state in dataDir/db.json, seeded first when the file is missing. A corrupt file is an error, never overwritten. */
export function loadState(dataDir) {
  const file = dbFileOf(dataDir);
  if (!existsSync(file)) return writeSeed(dataDir);
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is not valid JSON (${error.message}); fix it or run \`npm run seed\``);
  }
}

/** Collections added after the first release: a db.json written before them gets them empty (in memory until the next write). */
const LATER_COLLECTIONS = ['menuBlocks', 'activityLog', 'inquiries'];

export function ensureCollections(db) {
  for (const name of LATER_COLLECTIONS) if (!Array.isArray(db.get(name).value())) db.set(name, []).value();
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
