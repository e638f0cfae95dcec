// Deterministic bcrypt hashes for the seed: the salt is derived from the account, so db.json is
// byte-identical on every seed. Cost 6 keeps seeding fast (the seeded passwords are published demo
// passwords); hashes made at runtime use BCRYPT_COST.
import { createHash } from 'node:crypto';
import bcrypt from 'bcryptjs';

const SEED_COST = '06';

const saltFor = (account) => {
  const bytes = [...createHash('sha256').update(`portal-seed:${account}`).digest().subarray(0, 16)];
  return `$2b$${SEED_COST}$${bcrypt.encodeBase64(bytes, 16)}`;
};

export const seedPasswordHash = (account, password) => bcrypt.hashSync(password, saltFor(account));
