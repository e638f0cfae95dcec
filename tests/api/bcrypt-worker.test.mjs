/** lib/auth/bcrypt-worker.mjs: bcrypt runs on a worker thread and answers as bcrypt would, errors included. */
import { describe, expect, it } from 'vitest';
import bcrypt from 'bcryptjs';
import { inWorker } from '../../mock-api/lib/auth/bcrypt-worker.mjs';
import { passwordHasher } from '../../mock-api/lib/auth/passwords.mjs';
import { BCRYPT_COST } from '../../mock-api/lib/constants.mjs';

const { hash: hashPassword, matches: passwordMatches } = passwordHasher(BCRYPT_COST);

describe('bcrypt on a worker thread', () => {
  it('hashes that bcryptjs verifies, and compares both ways', async () => {
    const hash = await hashPassword('Secret@2026');
    expect(bcrypt.compareSync('Secret@2026', hash)).toBe(true);
    expect(await passwordMatches('Secret@2026', hash)).toBe(true);
    expect(await passwordMatches('Wrong@2026', hash)).toBe(false);
  });

  it('no hash or no password string never matches (and still runs bcrypt)', async () => {
    expect(await passwordMatches('Secret@2026', undefined)).toBe(false);
    expect(await passwordMatches(undefined, await hashPassword('Secret@2026'))).toBe(false);
  });

  it('keeps the answers of many calls in flight apart', async () => {
    const hashes = await Promise.all(['Aa111111', 'Bb222222', 'Cc333333'].map((password) => inWorker('hash', password, 4)));
    const checks = await Promise.all(hashes.map((hash, at) => inWorker('compare', ['Aa111111', 'Bb222222', 'Cc333333'][at], hash)));
    expect(checks).toEqual([true, true, true]);
  });

  it('a call bcrypt refuses rejects with its reason instead of hanging', async () => {
    await expect(inWorker('hash', 'password', 'not a cost')).rejects.toThrow(/Invalid salt/);
  });
});
