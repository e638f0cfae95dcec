// `npm run seed -- --members N` (issue 14): the default seed stays byte-identical, a larger one keeps its proportions,
// its unique keys and its references.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildSeed } from '../../mock-api/seed.mjs';

/** sha256 of JSON.stringify(buildSeed()) before the scaled seed existed (commit c32e9bc). */
const DEFAULT_SEED_SHA256 = 'f9340dd130cd0b02ac4ef9c1e441a6e22ad1dafc5830206888e231f248123e19';

describe('the default seed', () => {
  it('is byte-identical to the seed before --members', () => {
    expect(createHash('sha256').update(JSON.stringify(buildSeed())).digest('hex')).toBe(DEFAULT_SEED_SHA256);
  });
});
