// The secret that signs tokens: JWT_SECRET, or a random one made on first start and kept beside db.json
// (mock-api/data is git-ignored), so no secret ships in the repository. Production must set its own.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const SECRET_FILE = 'jwt-secret';
/** Shorter secrets are refused: HS256 wants at least 256 bits of key. */
export const MIN_SECRET_LENGTH = 32;

export class ConfigError extends Error {}

/** @returns {string} */
export function jwtSecretFor(env, dataDir) {
  if (env.JWT_SECRET) {
    if (env.JWT_SECRET.length < MIN_SECRET_LENGTH) throw new ConfigError(`JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters long`);
    return env.JWT_SECRET;
  }
  if (env.NODE_ENV === 'production') throw new ConfigError('JWT_SECRET must be set when NODE_ENV=production');
  const file = path.join(dataDir, SECRET_FILE);
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= MIN_SECRET_LENGTH) return kept;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
