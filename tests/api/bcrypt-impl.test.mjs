/** lib/auth/bcrypt-impl.mjs: the native addon where it loads, else bcryptjs; each verifies the other's hashes. */
import { spawnSync } from 'node:child_process';
import bcryptjs from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { bcryptName, compareSync, hashSync } from '../../mock-api/lib/auth/bcrypt-impl.mjs';

/** bcryptName in a fresh process with `env` (the choice is made once, when the module loads). */
const nameWith = (env) =>
  spawnSync(process.execPath, ['--input-type=module', '-e', "import('./mock-api/lib/auth/bcrypt-impl.mjs').then((m) => process.stdout.write(m.bcryptName))"], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  }).stdout;

describe('the bcrypt implementation', () => {
  it('is the native addon on this platform (its prebuilt binary ships in the package)', () => {
    expect(bcryptName).toBe('native bcrypt');
  });

  it('MOCK_API_BCRYPT=js chooses bcryptjs', () => {
    expect(nameWith({ MOCK_API_BCRYPT: 'js' })).toBe('bcryptjs');
    expect(nameWith({ MOCK_API_BCRYPT: '' })).toBe('native bcrypt');
  });

  it.each(['Secret@2026', 'Ünïcødé😀pass1', 'nul\u0000inside1', 'x'.repeat(80)])('verifies bcryptjs hashes and makes hashes bcryptjs verifies: %j', (password) => {
    expect(compareSync(password, bcryptjs.hashSync(password, 4))).toBe(true);
    expect(bcryptjs.compareSync(password, hashSync(password, 4))).toBe(true);
    expect(compareSync(`wrong-${password}`, hashSync(password, 4))).toBe(false);
  });

  it('a given salt gives the same hash bcryptjs gives (the seed is byte-identical either way)', () => {
    const salt = bcryptjs.genSaltSync(6);
    expect(hashSync('Member@123', salt)).toBe(bcryptjs.hashSync('Member@123', salt));
  });
});
