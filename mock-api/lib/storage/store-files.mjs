// Where the state lives in a data dir, and what the dir holds: shared by storage, the seed writer and the demo-data guard.
import { readdirSync } from 'node:fs';
import path from 'node:path';

export const dbFileOf = (dataDir) => path.join(dataDir, 'db.json');

/** The names in a data dir; none while the dir does not exist yet (a first start, a removed data dir). */
export function namesIn(dataDir) {
  try {
    return readdirSync(dataDir);
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
}
