// The secrets the API must never ship in the repository (the token signing secret, the card gateway's merchant
// secret): the variable's value when it is set; otherwise, outside production, a random one made on first start
// and kept in a file of the data dir, readable by its owner only (mock-api/data is git-ignored), so it survives
// restarts and everything in this process that needs it reads the same one. A secret nobody chose is a
// development convenience: NODE_ENV=production refuses to start without the variable.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config-error.mjs';

/** Generated secrets: 48 random bytes, 64 characters. */
const GENERATED_BYTES = 48;

/**
 * @typedef {{ variable: string, file: string, minLength: number, hint?: string }} KeptSecret
 *   variable: the environment variable; file: its file name in the data dir; hint: what to set, for the error
 * @param {Record<string, string | undefined>} env
 * @param {string} dataDir
 * @param {KeptSecret} secret
 * @param {{ requiredWhen?: string }} [options] requiredWhen: also required outside production, and why
 *   ('when ...'): a secret that must match a third party's cannot be made up here
 * @returns {string}
 */
export function keptSecret(env, dataDir, { variable, file, minLength, hint = '' }, { requiredWhen = '' } = {}) {
  const given = env[variable];
  const advice = hint ? ` (${hint})` : '';
  if (given) {
    if (given.length < minLength) throw new ConfigError(`${variable} must be at least ${minLength} characters long${advice}`);
    return given;
  }
  const required = env.NODE_ENV === 'production' ? 'when NODE_ENV=production' : requiredWhen;
  if (required) throw new ConfigError(`${variable} must be set ${required}${advice}`);
  const kept = path.join(dataDir, file);
  if (existsSync(kept)) {
    const text = readFileSync(kept, 'utf8').trim();
    if (text.length >= minLength) return text;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(GENERATED_BYTES).toString('base64url');
  writeFileSync(kept, `${secret}\n`, { mode: 0o600 });
  return secret;
}
