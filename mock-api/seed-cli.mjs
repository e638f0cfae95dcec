// `npm run seed`: rewrites <data dir>/db.json from the deterministic seed (restart the API afterwards).
import { dataDirFrom } from './lib/paths.mjs';
import { dbFileOf, writeSeed } from './lib/store.mjs';

const dataDir = dataDirFrom(process.env);
const seed = writeSeed(dataDir);
const counts = Object.entries(seed).map(([name, rows]) => `${name} ${rows.length}`).join(', ');
console.log(`Seeded ${dbFileOf(dataDir)} (${counts}). Restart a running mock API to load it.`);
