// Writes a seed of N members (issue 14) the way lib/store.mjs writeSeed writes the default one: the uploads, then
// db.json atomically. The store knows only the default seed and is not this change's to edit; once writeSeed takes
// buildSeed's options, `npm run seed -- --members N` can call it and this file can go.
import { mkdirSync } from 'node:fs';
import { writeJsonAtomic } from '../lib/atomic-write.mjs';
import { dbFileOf } from '../lib/store.mjs';
import { buildSeed } from '../seed.mjs';
import { writeSeedUploads } from './uploads.mjs';

export function writeScaledSeed(dataDir, members) {
  mkdirSync(dataDir, { recursive: true });
  const seed = buildSeed({ members });
  writeSeedUploads(dataDir, seed.files);
  writeJsonAtomic(dbFileOf(dataDir), seed);
  return seed;
}
