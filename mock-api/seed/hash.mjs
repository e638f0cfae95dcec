// Password hashes of the seeded accounts, at the runtime cost (BCRYPT_COST): a seeded account answers a sign-in
// in the same time as one made in the app and as a name without an account, so the time tells no account apart.
// At that cost a hash takes ~50 ms, minutes for a seed of thousands of accounts; so each distinct seed password is
// hashed once per process, with a salt derived from the password (db.json stays byte-identical on every seed),
// and the accounts sharing it share the hash. The seeded passwords are published in the README: equal hashes
// tell nothing the README does not.
import { createHash } from 'node:crypto';
import bcryptjs from 'bcryptjs';
import { hashSync } from '../lib/auth/bcrypt-impl.mjs';
import { BCRYPT_COST } from '../lib/constants.mjs';

/** The salt of the seed's hash of `password`: the first characters of that hash (a bcrypt hash begins with its salt). */
export const seedSaltOf = (password) => {
  const bytes = [...createHash('sha256').update(`portal-seed:${password}`).digest().subarray(0, 16)];
  return `$2b$${String(BCRYPT_COST).padStart(2, '0')}$${bcryptjs.encodeBase64(bytes, 16)}`;
};

const hashes = new Map();

/** The seed's hash of `password`: the same for every account with that password, made once. */
export function seedPasswordHash(password) {
  if (!hashes.has(password)) hashes.set(password, hashSync(password, seedSaltOf(password)));
  return hashes.get(password);
}
