// The secrets a production start needs and no default may stand in for, checked before anything is built or
// started, all at once, with the way to make them: a host set up from the README gets one clear message.
import { MIN_SECRET_LENGTH } from '../../mock-api/lib/auth/jwt-secret.mjs';
import { MERCHANT_SECRET } from '../../mock-api/lib/payments/gateway-config.mjs';

const MAKE_SECRET = [
  `node -e "console.log(require('crypto').randomBytes(48).toString('base64url'))"`,
  'openssl rand -base64 48',
];

const blank = (value) => typeof value !== 'string' || value.trim() === '';

/** What is wrong with the environment's secrets, one line each; empty when a production start may go on. */
export function secretProblems(env) {
  const problems = [];
  if (blank(env.JWT_SECRET)) problems.push(`JWT_SECRET is not set: ${MIN_SECRET_LENGTH}+ random characters that sign the sign-in tokens.`);
  else if (env.JWT_SECRET.length < MIN_SECRET_LENGTH) problems.push(`JWT_SECRET is too short: it needs at least ${MIN_SECRET_LENGTH} characters.`);
  if (blank(env.PAYMENT_MERCHANT_SECRET)) {
    problems.push('PAYMENT_MERCHANT_SECRET is not set: the merchant secret your card gateway gave you (with PAYMENT_GATEWAY=sandbox, any random secret).');
  } else if (env.PAYMENT_MERCHANT_SECRET.trim().length < MERCHANT_SECRET.minLength) {
    problems.push(`PAYMENT_MERCHANT_SECRET is too short: it needs at least ${MERCHANT_SECRET.minLength} characters.`);
  }
  return problems;
}

/** The message for a refused start: the problems, how to make a secret, how to start again. */
export const refusalText = (command, problems) =>
  [
    `${command}: not started.`,
    ...problems.map((problem) => `  ${problem}`),
    'Make a random secret with either of:',
    ...MAKE_SECRET.map((line) => `  ${line}`),
    'and set it in the environment, e.g.',
    `  JWT_SECRET="$(openssl rand -base64 48)" PAYMENT_MERCHANT_SECRET=... ${command}`,
  ].join('\n');
