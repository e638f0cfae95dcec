// Deterministic bcrypt hashes for the seed: the salt is derived from the account, so db.json is
// byte-identical on every seed. Cost 6 keeps seeding fast (the seeded passwords are published demo
// passwords); hashes made at runtime use BCRYPT_COST.
import { createHash } from 'node:crypto';
import bcryptjs from 'bcryptjs';
import { hashSync } from '../lib/bcrypt-impl.mjs';

const SEED_COST = '06';
/** The bulk of seeded members (issue 8) use bcrypt's lowest cost, so a fresh seed stays fast for every test API. */
export const BULK_SEED_COST = '04';

const saltFor = (account, cost) => {
  const bytes = [...createHash('sha256').update(`portal-seed:${account}`).digest().subarray(0, 16)];
  return `$2b$${cost}$${bcryptjs.encodeBase64(bytes, 16)}`;
};

export const seedPasswordHash = (account, password, cost = SEED_COST) => hashSync(password, saltFor(account, cost));
