// `npm run seed`: rewrites <data dir>/db.json from the deterministic seed (restart the API afterwards).
// `npm run seed -- --members N` (or --members=N) writes a seed of N members instead (issue 14, seed/scale.mjs).
import { SEED_USAGE, seedOptionsOf } from './seed/cli-options.mjs';

const options = seedOptionsOf(process.argv.slice(2));
if (options.problem) {
  console.error(`npm run seed: ${options.problem}; nothing was written.\n${SEED_USAGE}`);
  process.exit(2);
}
// Loaded once the arguments are good: a refusal answers at once and cannot have written anything.
const { dataDirFrom } = await import('./lib/paths.mjs');
const { dbFileOf, writeSeed } = await import('./lib/store.mjs');

const dataDir = dataDirFrom(process.env);
const seed = writeSeed(dataDir, options.members === undefined ? undefined : { members: options.members });
const counts = Object.entries(seed).map(([name, rows]) => `${name} ${rows.length}`).join(', ');
console.log(`Seeded ${dbFileOf(dataDir)} (${counts}). Restart a running mock API to load it.`);
