// robots.txt: the file of public/ (which the build copies into dist/ as it is) is what the server of
// `npm run serve` answers, as plain text and never the app's HTML (a crawler reading the page as robots rules
// finds none, and Lighthouse's SEO check fails); and its rules keep every private route of the route table
// away from crawlers while every public page stays open to them.
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import robotsParser from 'robots-parser';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortalServer } from '../../scripts/lib/portal-server.mjs';
import { PRIVATE_ROUTES, PUBLIC_ROUTES } from '../../src/app/routeTable';
import { startApi } from './helpers.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const ROBOTS = readFileSync(path.join(root, 'public/robots.txt'), 'utf8');
const INDEX = '<!doctype html><html><head><title>Welcome</title></head><body><div id="root"></div></body></html>\n';

let distDir;
let api;
let request;
beforeAll(() => {
  distDir = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
  writeFileSync(path.join(distDir, 'index.html'), INDEX);
  copyFileSync(path.join(root, 'public/robots.txt'), path.join(distDir, 'robots.txt'));
  api = startApi();
  request = supertest(createPortalServer({ apiApp: api.app, distDir, env: {} }));
});
afterAll(() => {
  api.cleanup();
  rmSync(distDir, { recursive: true, force: true });
});

describe('/robots.txt', () => {
  it.each([
    ['a crawler', '*/*'],
    ['a browser', 'text/html,application/xhtml+xml,*/*;q=0.8'],
  ])('answers %s with the rules of public/robots.txt as text/plain, not the page', async (_who, accept) => {
    const response = await request.get('/robots.txt').set('Accept', accept);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.text).toBe(ROBOTS);
    expect(response.text).not.toContain('<div id="root">');
  });

  const robots = robotsParser('https://portal.example.org/robots.txt', ROBOTS);
  const at = (routePath) => `https://portal.example.org${routePath.replace(':entity', 'membertype')}`;

  it.each(PUBLIC_ROUTES.map((entry) => entry.path))('lets crawlers read the public page %s', (routePath) => {
    expect(robots.isAllowed(at(routePath), 'Googlebot')).toBe(true);
  });

  it.each([...PRIVATE_ROUTES.map((entry) => entry.path), '/param/membertype', '/api/members'])('keeps crawlers away from %s', (routePath) => {
    expect(robots.isDisallowed(at(routePath), 'Googlebot')).toBe(true);
  });
});
