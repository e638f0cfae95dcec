// The institute seed's one administrator, from ADMIN_EMAIL and ADMIN_PASSWORD: an e-mail address (also the
// username) and a password the API's own rule accepts (lib/auth/passwords.mjs) that is none of the demo seed's, which the
// README publishes. Read before anything is written, so a refusal leaves the data as it was.
import { isEmail } from '../../src/domain/fieldRules.mjs';
import { newPasswordProblem } from '../lib/auth/passwords.mjs';
import { DEMO_PASSWORDS } from './people.mjs';

const isDemoPassword = (password) => DEMO_PASSWORDS.some((demo) => demo.toLowerCase() === password.toLowerCase());

function emailProblem(email) {
  if (email === '') return 'ADMIN_EMAIL is not set: the administrator\'s e-mail address, which is also the username.';
  return isEmail(email) ? null : `ADMIN_EMAIL "${email}" is not an e-mail address.`;
}

function passwordProblem(password) {
  if (password === '') return 'ADMIN_PASSWORD is not set: the administrator\'s first password.';
  if (isDemoPassword(password)) return 'ADMIN_PASSWORD is a demo password published in the README: choose one of your own.';
  const problem = newPasswordProblem(password, password);
  return problem ? `ADMIN_PASSWORD: ${problem}.` : null;
}

/**
 * @param {Record<string, string | undefined>} env
 * @returns {{ email: string, password: string } | { problems: string[] }}
 */
export function instituteAdminOf(env) {
  const email = String(env.ADMIN_EMAIL ?? '').trim();
  const password = String(env.ADMIN_PASSWORD ?? '');
  const problems = [emailProblem(email), passwordProblem(password)].filter(Boolean);
  return problems.length > 0 ? { problems } : { email, password };
}
