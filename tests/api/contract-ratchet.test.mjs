// Every operation of the API document has a contract, but for the frozen list of contract-undescribed.mjs, which
// may only shrink: a new route without a contract fails, and so does a listed route that has been described since.
import { afterAll, expect, it } from 'vitest';
import { startApi } from './helpers.mjs';
import { routeCatalogue } from '../../mock-api/lib/contract/catalogue.mjs';
import { UNDESCRIBED } from './contract-undescribed.mjs';

const api = startApi();
afterAll(() => api.cleanup());

it('only the listed operations are without a contract, and every listed one still is', () => {
  const undescribed = new Set(routeCatalogue(api.app).filter((route) => !route.contract).map((route) => `${route.method} ${route.path}`));
  const listed = new Set(UNDESCRIBED);
  expect([...undescribed].filter((key) => !listed.has(key)), 'new routes without a contract').toEqual([]);
  expect([...listed].filter((key) => !undescribed.has(key)), 'described or gone: remove from contract-undescribed.mjs').toEqual([]);
});
