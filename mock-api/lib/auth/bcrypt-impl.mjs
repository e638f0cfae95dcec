// Which bcrypt computes the password hashes: the native addon where its prebuilt binary loads (Linux, macOS and
// Windows ship in the package; ~52 ms a hash at cost 10 on this machine), else bcryptjs (~72 ms). Both read and
// write the same $2a$/$2b$ hashes, so a data set moves between machines either way. MOCK_API_BCRYPT=js forces
// bcryptjs (to compare the two, or where an addon is not wanted).
import { createRequire } from 'node:module';
import bcryptjs from 'bcryptjs';

function nativeBcrypt() {
  if (process.env.MOCK_API_BCRYPT === 'js') return null;
  try {
    return createRequire(import.meta.url)('bcrypt');
  } catch {
    return null; // no prebuilt binary for this platform: bcryptjs gives the same hashes, slower
  }
}

const implementation = nativeBcrypt() ?? bcryptjs;

export const bcryptName = implementation === bcryptjs ? 'bcryptjs' : 'native bcrypt';

/** A hash of `password` with a cost (a new random salt) or a salt text ("$2b$06$..."). */
export const hashSync = (password, costOrSalt) => implementation.hashSync(password, costOrSalt);

export const compareSync = (password, hash) => implementation.compareSync(password, hash);
