// GET /api/docs: the reference page (Swagger UI from swagger-ui-dist) served by the mock API itself, offline: every
// script, style and image it loads is the API's own, and only this page's Content-Security-Policy differs.
import { afterAll, describe, expect, it } from 'vitest';
import { startApi } from './helpers.mjs';

const api = startApi();
afterAll(() => api.cleanup());

const HELMET_CSP = /upgrade-insecure-requests/;

describe('GET /api/docs', () => {
  it('answers HTML whose assets all come from the mock API, and each of them answers', async () => {
    const page = await api.request.get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const assets = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(assets.sort()).toEqual(['/api/docs/favicon-32x32.png', '/api/docs/init.js', '/api/docs/swagger-ui-bundle.js', '/api/docs/swagger-ui.css']);
    expect(page.text).not.toMatch(/https?:\/\//);
    for (const asset of assets) {
      const response = await api.request.get(asset);
      expect(response.status, asset).toBe(200);
      expect(response.headers['content-type'], asset).toMatch(/^(text\/(css|javascript)|image\/png)/);
    }
    expect((await api.request.get('/api/docs/init.js')).text).toContain("url: '/api/openapi.json'");
    expect((await api.request.get('/api/docs/package.json')).status).toBe(404);
    expect((await api.request.get('/api/docs/..%2F..%2Fpackage.json')).status).toBe(404);
  });

  it("sets its own Content-Security-Policy (no CDN, no upgrade of its http assets); every other answer keeps helmet's", async () => {
    const csp = (await api.request.get('/api/docs')).headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toMatch(/https?:|unsafe-eval|upgrade-insecure-requests/);
    for (const url of ['/api/openapi.json', '/api/docs/init.js', '/api/event/public-events', '/api/no-such-call']) {
      expect((await api.request.get(url)).headers['content-security-policy'], url).toMatch(HELMET_CSP);
    }
  });
});
