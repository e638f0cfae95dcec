// The server of `npm run serve` (scripts/lib/portal-server.mjs) in-process, over a small dist/ of its own:
// pages answered with index.html, hashed assets cached for good and compressed, /api left to the API (its JSON,
// its 404, its headers), the API's answers compressed, and the payment event stream never held back by
// compression.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_TYPE } from '../../src/domain/paymentRules.mjs';
import { ASSET_CACHE, PAGE_CACHE, createPortalServer } from '../../scripts/lib/portal-server.mjs';
import { STAMP_FILE } from '../../scripts/lib/build-stamp.mjs';
import { bearer, startApi, tokenOf } from './helpers.mjs';
import { MERCHANT_ID, MERCHANT_SECRET, NOW, payingMembers, tokenOfUser } from './gateway-support.mjs';
import { SECRET } from '../security/support.mjs';

const ASSET = '/assets/app-Bq3xY9zK.js';
const INDEX = '<!doctype html><html><head><title>Welcome</title><script type="module" src="/assets/app-Bq3xY9zK.js"></script></head><body><div id="root"></div></body></html>\n';
// A public page the build rendered to HTML (scripts/vite/prerenderPublicPages.ts): its own file for its path.
const SIGNUP_PAGE = INDEX.replace('<div id="root"></div>', '<div id="root" data-prerendered="/signup"><h1>Sign Up</h1></div>');
const OLD_SIGNUP_PAGE = INDEX.replace('<div id="root"></div>', '<div id="root" data-prerendered="/auth/signup-1"><h1>Sign Up</h1></div>');
// Large enough to be compressed (compression leaves bodies under 1 KiB alone).
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;

let distDir;
let api;
let server;
let base;
let request;
beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), INDEX);
  writeFileSync(path.join(distDir, ASSET), SCRIPT);
  writeFileSync(path.join(distDir, 'signup.html'), SIGNUP_PAGE);
  mkdirSync(path.join(distDir, 'auth'));
  writeFileSync(path.join(distDir, 'auth', 'signup-1.html'), OLD_SIGNUP_PAGE);
  writeFileSync(path.join(distDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(distDir, STAMP_FILE), '{"files":{}}');
  const env = { JWT_SECRET: SECRET, PAYMENT_MERCHANT_ID: MERCHANT_ID, PAYMENT_MERCHANT_SECRET: MERCHANT_SECRET, PAYMENT_GATEWAY: 'sandbox', SANDBOX_NOTIFY_DELAY_MS: '0' };
  api = startApi({ now: () => NOW, env });
  server = createServer(createPortalServer({ apiApp: api.app, distDir, env }));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
  request = supertest(server);
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  api.cleanup();
  rmSync(distDir, { recursive: true, force: true });
});

const asBrowserPage = (url) => request.get(url).set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8');

describe('the app\'s pages', () => {
  it.each(['/', '/login', '/member/memberrenewal', '/member/admin-dashboard?tab=2'])('%s answers index.html, asked after on each use', async (url) => {
    const response = await asBrowserPage(url);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.text).toBe(INDEX);
    expect(response.headers['cache-control']).toBe(PAGE_CACHE);
    expect(response.headers.etag).toBeTruthy();
  });

  it('a page the build rendered to HTML answers its own file at its path, with the pages\' policy; other paths index.html', async () => {
    for (const [url, page] of [['/signup', SIGNUP_PAGE], ['/signup?from=mail', SIGNUP_PAGE], ['/auth/signup-1', OLD_SIGNUP_PAGE]]) {
      const response = await asBrowserPage(url);
      expect(response.status).toBe(200);
      expect(response.text).toBe(page);
      expect(response.headers['cache-control']).toBe(PAGE_CACHE);
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    }
    for (const url of ['/signup/', '/signup/extra', '/auth', '/signup.', '/Signup%2e', '/auth/../signup']) {
      const response = await asBrowserPage(url);
      expect(response.status, url).toBe(200);
      expect(response.text, url).toBe(INDEX);
    }
  });

  it('a page asked again with its ETag is a 304', async () => {
    const { headers } = await asBrowserPage('/login');
    const again = await asBrowserPage('/login').set('If-None-Match', headers.etag);
    expect(again.status).toBe(304);
  });

  it('unhashed files are served as they are, asked after on each use', async () => {
    const response = await request.get('/logo.svg');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe(PAGE_CACHE);
  });

  it('a missing asset and a non-GET are 404s, never the page', async () => {
    for (const pending of [request.get('/assets/app-OldBuild1.js'), asBrowserPage('/assets/app-OldBuild1.js'), request.post('/login')]) {
      const response = await pending;
      expect(response.status).toBe(404);
      expect(response.text).not.toContain('<div id="root">');
    }
  });

  it('the build stamp (a dot file) is never handed out', async () => {
    for (const pending of [request.get(`/${STAMP_FILE}`), asBrowserPage(`/${STAMP_FILE}`), request.get(`/${STAMP_FILE}`).set('Accept', 'application/json')]) {
      const response = await pending;
      expect(response.text ?? '').not.toContain('"files"');
    }
  });
});

describe('hashed assets', () => {
  it('are cached for good (immutable)', async () => {
    const response = await request.get(ASSET);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe(ASSET_CACHE);
    expect(ASSET_CACHE).toBe('public, max-age=31536000, immutable');
  });

  it.each([['br', 'br'], ['gzip', 'gzip'], ['gzip, deflate, br', 'br']])('are compressed for Accept-Encoding: %s', async (accepted, encoding) => {
    const response = await request.get(ASSET).set('Accept-Encoding', accepted);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
    expect(response.text).toBe(SCRIPT);
  });

  it('go uncompressed to a client that asks for none', async () => {
    const response = await request.get(ASSET).set('Accept-Encoding', 'identity');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.text).toBe(SCRIPT);
  });
});

describe('/api', () => {
  it('is the API alone: sign-in works and answers compressed JSON that is never cached', async () => {
    const response = await request.post('/api/auth/signin').set('Accept-Encoding', 'gzip').send({ username: 'admin@example.org', password: 'Admin@123' });
    expect(response.status).toBe(200);
    expect(response.body.token).toBeTruthy();
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('an unknown /api path gets the API\'s JSON 404, even when a browser asks for a page', async () => {
    const token = await tokenOf(request, 'admin');
    for (const url of ['/api/no-such-route', '/api']) {
      const response = await asBrowserPage(url).set(bearer(token));
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body.status).toEqual(expect.any(String));
      expect(response.text).not.toContain('<div id="root">');
    }
  });

  it('the payment event stream is not compressed and its first event arrives at once', async () => {
    const payer = payingMembers(api)[0];
    const token = tokenOfUser(payer.user);
    const order = await request.post('/api/application/get-payment-details-for-pg').set(bearer(token)).send({ paymentType: PAYMENT_TYPE.RENEWAL });
    expect(order.body.statusCode, JSON.stringify(order.body)).toBe('00');
    const controller = new AbortController();
    const response = await fetch(`${base}/api/application/events/${order.body.logId}`, {
      headers: { ...bearer(token), 'Accept-Encoding': 'gzip, deflate, br' },
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('content-encoding')).toBeNull();
    const reader = response.body.getReader();
    // A compressed stream would hold the event in the compressor until the stream ends (15 s heartbeats at best).
    const first = await Promise.race([reader.read(), new Promise((resolve) => setTimeout(() => resolve({ timedOut: true }), 3000))]);
    expect(first.timedOut).toBeUndefined();
    expect(new TextDecoder().decode(first.value)).toMatch(/^event: payment\ndata: \{.*"state":"initiated"/);
    controller.abort();
    expect((await request.get('/api/application/stop').set(bearer(token))).body.statusCode).toBe('00');
  });
});
