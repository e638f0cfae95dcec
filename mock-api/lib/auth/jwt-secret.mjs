// The secret that signs tokens: JWT_SECRET, or a random one kept beside db.json (lib/auth/kept-secret.mjs).
import { keptSecret } from './kept-secret.mjs';

export { ConfigError } from '../config-error.mjs';

export const SECRET_FILE = 'jwt-secret';
/** Shorter secrets are refused: HS256 wants at least 256 bits of key. */
export const MIN_SECRET_LENGTH = 32;

/** @returns {string} */
export const jwtSecretFor = (env, dataDir) => keptSecret(env, dataDir, { variable: 'JWT_SECRET', file: SECRET_FILE, minLength: MIN_SECRET_LENGTH });
