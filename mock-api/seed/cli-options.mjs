// The options of `npm run seed` (mock-api/seed-cli.mjs): none for the default seed, `--members N` / `--members=N`
// for a seed of N members, or `--institute` for a real institute's first data without demo people
// (seed/institute.mjs). Read before anything is written, so a bad value leaves db.json as it was.
import { MAX_SEED_MEMBERS, memberCountProblem } from './scale.mjs';
import { DEFAULT_MEMBER_COUNT } from './population.mjs';

export const INSTITUTE_FLAG = '--institute';
/** Needed to overwrite a db.json when the seed would wipe real data: --institute, or any seed with NODE_ENV=production. */
export const REPLACE_FLAG = '--replace';

export const SEED_USAGE = [
  `usage: npm run seed [-- --members N]   (N a whole number from ${DEFAULT_MEMBER_COUNT} to ${MAX_SEED_MEMBERS}; without it the default seed)`,
  `       ADMIN_EMAIL=... ADMIN_PASSWORD=... npm run seed -- ${INSTITUTE_FLAG}   (a real institute: its configuration and one administrator, no demo people)`,
  `       ${REPLACE_FLAG}: overwrite an existing db.json with ${INSTITUTE_FLAG} or with NODE_ENV=production (otherwise refused, so real data is never wiped by accident)`,
].join('\n');

const WHOLE_NUMBER = /^\d+$/;

/**
 * { members } (undefined for the default seed) or { institute: true }, each with { replace } when --replace was given,
 * or { problem } from the command line arguments.
 */
export function seedOptionsOf(args) {
  const replace = args.includes(REPLACE_FLAG);
  const options = readSeedOptions(args.filter((arg) => arg !== REPLACE_FLAG));
  return 'problem' in options || !replace ? options : { ...options, replace };
}

function readSeedOptions(args) {
  let value;
  let institute = false;
  for (let k = 0; k < args.length; k += 1) {
    const arg = args[k];
    if (arg === '--members') {
      value = args[k + 1] ?? '';
      k += 1;
    } else if (arg.startsWith('--members=')) {
      value = arg.slice('--members='.length);
    } else if (arg === INSTITUTE_FLAG) {
      institute = true;
    } else {
      return { problem: `unknown argument "${arg}"` };
    }
  }
  if (institute) return value === undefined ? { institute } : { problem: `${INSTITUTE_FLAG} has no members: it takes no --members` };
  if (value === undefined) return { members: undefined };
  const members = WHOLE_NUMBER.test(value) ? Number(value) : NaN;
  const problem = memberCountProblem(members);
  return problem ? { problem: `--members "${value}": ${problem}` } : { members };
}

/**
 * Why this seed may not overwrite an existing db.json, or '' when it may: a development reset (`npm run seed`)
 * may, but an institute's first data and any seed on a production host would wipe real records, so they need
 * --replace.
 * @param {{ institute?: boolean, replace?: boolean }} options @param {boolean} dbExists @param {Record<string, string | undefined>} env
 */
export function overwriteProblem(options, dbExists, env) {
  if (!dbExists || options.replace) return '';
  if (options.institute) return `a db.json is already there; add ${REPLACE_FLAG} to overwrite it with the institute's first data (every record in it is lost)`;
  if (env.NODE_ENV === 'production') return `NODE_ENV=production and a db.json is already there; add ${REPLACE_FLAG} to overwrite it with the demo seed (every record in it is lost)`;
  return '';
}
