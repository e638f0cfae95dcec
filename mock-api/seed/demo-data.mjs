// Production never runs on the demo seed by accident: its accounts' passwords are published in the README, so a
// host that kept them would let anyone in as an administrator. With NODE_ENV=production the API refuses to start
// while any account still has a demo password, and refuses to write the demo seed into an empty data dir, unless
// the host says it is a demo (PORTAL_DEMO=1). Development is unchanged: the demo seed is its whole point.
import { existsSync } from 'node:fs';
import { DEMO_PASSWORDS } from './people.mjs';
import { isSeedHashOf } from './hash.mjs';
import { ConfigError } from '../lib/auth/jwt-secret.mjs';
import { dbFileOf } from '../lib/storage/store-files.mjs';

const DEMO_HOST_VARIABLE = 'PORTAL_DEMO';

const isProduction = (env) => env.NODE_ENV === 'production';
const isDemoHost = (env) => env[DEMO_HOST_VARIABLE] === '1';

/** replacing: a db.json is there, which the institute seed overwrites only when told to. */
const waysOut = (replacing) =>
  'For a real institute, seed it without demo people: ADMIN_EMAIL=<your e-mail> ADMIN_PASSWORD=<a password of your own> ' +
  `npm run seed -- --institute${replacing ? ' --replace (it overwrites the demo data there)' : ''}. For a demo host, set ${DEMO_HOST_VARIABLE}=1 to keep the demo data knowingly.`;

const accountsHave = (count) => (count === 1 ? '1 account has' : `${count} accounts have`);

/**
 * The accounts whose hash is the demo seed's hash of a published password, at whatever cost it was made.
 * @param {{ passwordHash?: unknown }[]} users
 */
export function demoAccountCount(users) {
  const hashes = users.map((user) => (typeof user.passwordHash === 'string' ? user.passwordHash : ''));
  return hashes.filter((hash) => DEMO_PASSWORDS.some((password) => isSeedHashOf(hash, password))).length;
}

/** Before the data is loaded: in production an empty data dir gets the demo seed only on a demo host. */
export function refuseUnaskedDemoSeed(env, dataDir) {
  if (!isProduction(env) || isDemoHost(env) || existsSync(dbFileOf(dataDir))) return;
  throw new ConfigError(`${dataDir} holds no data (db.json), and NODE_ENV=production does not write the demo seed unasked. ${waysOut(false)}`);
}

/**
 * Once the data is loaded: in production, accounts with demo passwords stop the start unless on a demo host.
 * @returns {string | null} the warning a demo host prints while such accounts are active
 */
export function demoAccountsCheck(env, users) {
  if (!isProduction(env)) return null;
  const count = demoAccountCount(users);
  if (count === 0) return null;
  if (!isDemoHost(env)) {
    throw new ConfigError(`NODE_ENV=production, yet ${accountsHave(count)} a demo password published in the README (the demo seed's). ${waysOut(true)}`);
  }
  return `Warning: demo accounts with published passwords are active (${DEMO_HOST_VARIABLE}=1): ${accountsHave(count)} a password from the README that anyone may sign in with. Keep no real members' data here.`;
}
