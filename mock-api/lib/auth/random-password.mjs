// The first password of a user created by an administrator: crypto.randomInt only, with at least one
// lower-case letter, upper-case letter, digit and symbol, shuffled so their places are not fixed.
import { randomInt } from 'node:crypto';
import { FIRST_PASSWORD_LENGTH } from '../constants.mjs';

// Look-alikes (l, I, O, 0, 1) left out: the password is read from an e-mail and typed in.
const CLASSES = ['abcdefghijkmnopqrstuvwxyz', 'ABCDEFGHJKLMNPQRSTUVWXYZ', '23456789', '@#$%&*!?'];
const ALL = CLASSES.join('');

const pick = (alphabet) => alphabet[randomInt(alphabet.length)];

export function randomPassword(length = FIRST_PASSWORD_LENGTH) {
  const chars = [...CLASSES.map(pick), ...Array.from({ length: length - CLASSES.length }, () => pick(ALL))];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}
