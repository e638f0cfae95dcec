// Where the state lives in a data dir; apart from lib/storage/store.mjs so that persistence needs nothing of the seed.
import path from 'node:path';

export const dbFileOf = (dataDir) => path.join(dataDir, 'db.json');
