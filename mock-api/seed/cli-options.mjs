// The options of `npm run seed` (mock-api/seed-cli.mjs): none for the default seed, `--members N` / `--members=N`
// for a seed of N members, or `--institute` for a real institute's first data without demo people
// (seed/institute.mjs). Read before anything is written, so a bad value leaves db.json as it was.
import { MAX_SEED_MEMBERS, memberCountProblem } from './scale.mjs';
import { DEFAULT_MEMBER_COUNT } from './population.mjs';

export const INSTITUTE_FLAG = '--institute';

export const SEED_USAGE = [
  `usage: npm run seed [-- --members N]   (N a whole number from ${DEFAULT_MEMBER_COUNT} to ${MAX_SEED_MEMBERS}; without it the default seed)`,
  `       ADMIN_EMAIL=... ADMIN_PASSWORD=... npm run seed -- ${INSTITUTE_FLAG}   (a real institute: its configuration and one administrator, no demo people)`,
].join('\n');

const WHOLE_NUMBER = /^\d+$/;

/** { members } (undefined for the default seed), { institute: true }, or { problem } from the command line arguments. */
export function seedOptionsOf(args) {
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
