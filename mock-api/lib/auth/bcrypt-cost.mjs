// bcrypt's cost (BCRYPT_COST): the work of every password hash the API makes and checks, 10 unless set. A lower
// cost is for test suites, as Devise's and Django's test settings do: a suite signs in hundreds of times, at cost
// 10 each a twentieth of a second of CPU, at 4 a thousandth. NODE_ENV=production refuses a cost below 10.
import { BCRYPT_COST } from '../constants.mjs';
import { ConfigError } from '../config-error.mjs';

/** bcrypt's own floor. */
export const BCRYPT_MIN_COST = 4;
/** Each step doubles the work: at 14 a sign-in takes most of a second of CPU here, which a crowd of sign-ins would queue behind. */
export const BCRYPT_MAX_COST = 14;

/** @param {Record<string, string | undefined>} env */
export function bcryptCostOf(env) {
  const text = String(env.BCRYPT_COST ?? '').trim();
  if (text === '') return BCRYPT_COST;
  const cost = Number(text);
  if (!/^\d+$/.test(text) || cost < BCRYPT_MIN_COST || cost > BCRYPT_MAX_COST) {
    throw new ConfigError(`BCRYPT_COST must be a whole number from ${BCRYPT_MIN_COST} to ${BCRYPT_MAX_COST}; it is "${text}".`);
  }
  if (env.NODE_ENV === 'production' && cost < BCRYPT_COST) {
    throw new ConfigError(`BCRYPT_COST=${cost} is for test suites: with NODE_ENV=production passwords are hashed at cost ${BCRYPT_COST} or more.`);
  }
  return cost;
}
