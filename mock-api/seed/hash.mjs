// Password hashes of the seeded accounts, at the runtime cost (BCRYPT_COST): a seeded account answers a sign-in
// in the same time as one made in the app and as a name without an account, so the time tells no account apart.
// At that cost a hash takes ~50 ms, minutes for a seed of thousands of accounts; so each distinct seed password is
// hashed once per process, with a salt derived from the password (db.json stays byte-identical on every seed),
// and the accounts sharing it share the hash. The seeded passwords are published in the README: equal hashes
// tell nothing the README does not. A test suite's API hashes at a lower cost (lib/auth/bcrypt-cost.mjs), and its
// seed with it.
import { createHash } from 'node:crypto';
import bcryptjs from 'bcryptjs';
import { hashSync } from '../lib/auth/bcrypt-impl.mjs';
import { BCRYPT_COST } from '../lib/constants.mjs';
import { BCRYPT_MAX_COST, BCRYPT_MIN_COST } from '../lib/auth/bcrypt-cost.mjs';

/** The salt of the seed's hash of `password`: the first characters of that hash (a bcrypt hash begins with its salt). */
export const seedSaltOf = (password, cost = BCRYPT_COST) => `$2b$${String(cost).padStart(2, '0')}$${saltBodyOf(password)}`;

const saltBodies = new Map();
/** The salt's 22 characters after the version and cost, derived from the password. */
function saltBodyOf(password) {
  if (!saltBodies.has(password)) {
    const bytes = [...createHash('sha256').update(`portal-seed:${password}`).digest().subarray(0, 16)];
    saltBodies.set(password, bcryptjs.encodeBase64(bytes, 16));
  }
  return saltBodies.get(password);
}

const hashes = new Map();

/** The seed's hash of `password` at `cost`: the same for every account with that password, made once. */
export function seedPasswordHash(password, cost = BCRYPT_COST) {
  const key = `${cost} ${password}`;
  if (!hashes.has(key)) hashes.set(key, hashSync(password, seedSaltOf(password, cost)));
  return hashes.get(key);
}

/**
 * Whether `hash` is the seed's hash of `password`, at any cost the API may run at. Only string comparisons unless
 * `hash` begins with the seed's salt of `password`, which no hash made at a password change or by the institute
 * seed does; then the password is hashed (once per process and cost).
 */
export function isSeedHashOf(hash, password) {
  const cost = Number(/^\$2b\$(\d\d)\$/.exec(hash)?.[1]);
  if (!(cost >= BCRYPT_MIN_COST && cost <= BCRYPT_MAX_COST) || !hash.startsWith(seedSaltOf(password, cost))) return false;
  return hash === seedPasswordHash(password, cost);
}
