// The matcher the end-to-end suite uses to hold the browser's calls to the document
// (mock-api/lib/contract/operation-match.mjs): a call the document has is named by its operation, a call it does
// not have is null (and so fails the browser test that made it).
import { afterAll, describe, expect, it } from 'vitest';
import { startApi } from './helpers.mjs';
import { operationList, operationMatcher } from '../../mock-api/lib/contract/operation-match.mjs';

/** A made-up document: a concrete path beside a template, a $ref'd enumerated parameter, a generic collection path. */
const DOCUMENT = {
  openapi: '3.1.0',
  components: { schemas: { Kind: { type: 'string', enum: ['news', 'minutes'] } } },
  paths: {
    '/api/event/{eventId}': { get: { parameters: [{ name: 'eventId', in: 'path', required: true, schema: { type: 'integer' } }] }, delete: {} },
    '/api/event/public-events': { get: {} },
    '/api/{collection}': { get: { parameters: [{ name: 'collection', in: 'path', required: true, schema: { $ref: '#/components/schemas/Kind' } }] } },
    '/api/member/verifedotp/{email}/{otp}': { parameters: [], get: {} },
  },
};

describe('operationMatcher', () => {
  const operationOf = operationMatcher(operationList(DOCUMENT));

  it('names the operation of a call the document has, a concrete path before a template', () => {
    expect(operationOf('GET', '/api/event/17')).toBe('GET /api/event/{eventId}');
    expect(operationOf('delete', '/api/event/17')).toBe('DELETE /api/event/{eventId}');
    expect(operationOf('GET', '/api/event/public-events')).toBe('GET /api/event/public-events');
    expect(operationOf('GET', '/api/news')).toBe('GET /api/{collection}');
    // percent-encoded segments are read as the server reads them; one trailing slash is what express ignores
    expect(operationOf('GET', '/api/member/verifedotp/a%40b.lk/123456')).toBe('GET /api/member/verifedotp/{email}/{otp}');
    expect(operationOf('GET', '/api/event/17/')).toBe('GET /api/event/{eventId}');
    expect(operationOf('HEAD', '/api/event/17')).toBe('GET /api/event/{eventId}');
  });

  it('reports a call absent from the document: another method, another path, a value the document does not enumerate', () => {
    expect(operationOf('PUT', '/api/event/17')).toBeNull();
    expect(operationOf('GET', '/api/event/17/members')).toBeNull();
    expect(operationOf('GET', '/api/event')).toBeNull();
    expect(operationOf('GET', '/api/event/')).toBeNull();
    expect(operationOf('GET', '/api/venues')).toBeNull();
    expect(operationOf('GET', '/api/EVENT/public-events')).toBeNull();
    expect(operationOf('GET', '/api/member/verifedotp//123456')).toBeNull();
  });

  it('is built from a list small enough to hand to every test file (plain JSON)', () => {
    const list = operationList(DOCUMENT);
    expect(JSON.parse(JSON.stringify(list))).toEqual(list);
    expect(list).toContainEqual({ method: 'GET', path: '/api/{collection}', values: { collection: ['news', 'minutes'] } });
  });

  it('refuses a template it cannot compare by whole segments', () => {
    expect(() => operationMatcher(operationList({ paths: { '/api/file/{name}.pdf': { get: {} } } }))).toThrow(/mixing text and a parameter/);
  });
});

describe('the API\'s own document', () => {
  const api = startApi();
  afterAll(() => api.cleanup());

  it('matches a call of each of its operations to an operation of the same method, and no unknown collection', async () => {
    const { body: document } = await api.request.get('/api/openapi.json');
    const operations = operationList(document);
    const operationOf = operationMatcher(operations);
    expect(operations.length).toBeGreaterThan(500);
    for (const { method, path, values = {} } of operations) {
      const call = path.replace(/\{([^}]+)\}/g, (whole, name) => encodeURIComponent(values[name]?.[0] ?? `x-${name}`));
      expect(operationOf(method, call)?.split(' ')[0], `${method} ${call}`).toBe(method);
    }
    expect(operationOf('GET', '/api/auth/signin')).toBeNull();
    expect(operationOf('GET', '/api/no-such-collection')).toBeNull();
    expect(operationOf('GET', '/api/no-such-collection/1')).toBeNull();
  });
});
