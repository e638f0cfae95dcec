// `npm run seed`: rewrites <data dir>/db.json from the deterministic seed (restart the API afterwards).
// `npm run seed -- --members N` (or --members=N) writes a seed of N members instead (seed/scale.mjs).
// `ADMIN_EMAIL=... ADMIN_PASSWORD=... npm run seed -- --institute` writes a real institute's first data: its
// configuration and one administrator, no demo people (seed/institute.mjs); production starts on it.
import { SEED_USAGE, overwriteProblem, seedOptionsOf } from './seed/cli-options.mjs';

const options = seedOptionsOf(process.argv.slice(2));
if (options.problem) {
  console.error(`npm run seed: ${options.problem}; nothing was written.\n${SEED_USAGE}`);
  process.exit(2);
}
// Loaded once the arguments are good: a refusal answers at once and cannot have written anything.
const { dataDirFrom } = await import('./lib/storage/paths.mjs');
const { dbFileOf } = await import('./lib/storage/store-files.mjs');
const { writeSeed } = await import('./seed/data-dir.mjs');
const { bcryptCostOf } = await import('./lib/auth/bcrypt-cost.mjs');
const { ConfigError } = await import('./lib/config-error.mjs');
const dataDir = dataDirFrom(process.env);
const { existsSync } = await import('node:fs');
/** The API's bcrypt cost (BCRYPT_COST), so the seeded accounts cost the same to check as the ones it makes. */
const bcryptCost = (() => {
  try {
    return bcryptCostOf(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`npm run seed: ${error.message} Nothing was written.`);
    process.exit(2);
  }
})();
/** Stops before a seed that would wipe real data without --replace (checked after the values, so each refusal says the first problem). */
const refuseOverwrite = () => {
  const overwrite = overwriteProblem(options, existsSync(dbFileOf(dataDir)), process.env);
  if (!overwrite) return;
  console.error(`npm run seed: ${overwrite}; nothing was written.`);
  process.exit(2);
};

const countsOf = (seed) => Object.entries(seed).map(([name, rows]) => `${name} ${rows.length}`).join(', ');

if (options.institute) {
  const { instituteAdminOf } = await import('./seed/institute-admin.mjs');
  const admin = instituteAdminOf(process.env);
  if (admin.problems) {
    console.error(`npm run seed -- --institute: nothing was written.\n${admin.problems.map((problem) => `  ${problem}`).join('\n')}`);
    process.exit(2);
  }
  refuseOverwrite();
  const { buildInstituteSeed } = await import('./seed/institute.mjs');
  const { hashSync } = await import('./lib/auth/bcrypt-impl.mjs');
  const { BCRYPT_COST } = await import('./lib/constants.mjs');
  // A salt of its own, unlike the demo seed's hashes: the same password elsewhere gives another hash. A real
  // account: never below the runtime cost, whatever a test suite's BCRYPT_COST says.
  const passwordHash = hashSync(admin.password, Math.max(bcryptCost, BCRYPT_COST));
  const seed = writeSeed(dataDir, undefined, buildInstituteSeed({ email: admin.email, passwordHash, now: Date.now() }));
  console.log(`Seeded ${dbFileOf(dataDir)} for a real institute, without demo people (${countsOf(seed)}).`);
  console.log(`Sign in as ${admin.email} with ADMIN_PASSWORD. Restart a running API to load it.`);
} else {
  refuseOverwrite();
  const seed = writeSeed(dataDir, { bcryptCost, ...(options.members === undefined ? {} : { members: options.members }) });
  console.log(`Seeded ${dbFileOf(dataDir)} (${countsOf(seed)}). Restart a running mock API to load it.`);
}
