/** lib/http/route-index.mjs: a module's router is entered only for the first path segments it has routes for. */
import { describe, expect, it } from 'vitest';
import supertest from 'supertest';
import { express, Router } from '../../mock-api/lib/http/router.mjs';
import { indexedRouter } from '../../mock-api/lib/http/route-index.mjs';

const appWith = (...routers) => {
  const app = express();
  for (const router of routers) app.use(indexedRouter(router));
  app.use((req, res) => res.status(404).json({ fellThrough: req.path }));
  return app;
};

describe('indexedRouter', () => {
  it('lets in its routes (any case, as express matches) and passes every other path on', async () => {
    const cpd = Router().get('/CPD/list', (req, res) => res.json({ from: 'cpd' }));
    const news = Router().get('/news/:id', (req, res) => res.json({ from: 'news', id: req.params.id }));
    const request = supertest(appWith(cpd, news));
    expect((await request.get('/CPD/list')).body).toEqual({ from: 'cpd' });
    expect((await request.get('/cpd/list')).body).toEqual({ from: 'cpd' });
    expect((await request.get('/news/7')).body).toEqual({ from: 'news', id: '7' });
    expect((await request.get('/CPD/other')).body).toEqual({ fellThrough: '/CPD/other' });
    expect((await request.get('/elsewhere')).body).toEqual({ fellThrough: '/elsewhere' });
  });

  it('keeps a router ungated when a layer could take any path (a middleware, a parameter first)', () => {
    const withMiddleware = Router().use((req, res, next) => next()).get('/a/b', (req, res) => res.end());
    const parameterFirst = Router().get('/:anything', (req, res) => res.end());
    const pattern = Router().get(/^\/x/, (req, res) => res.end());
    for (const router of [withMiddleware, parameterFirst, pattern]) expect(indexedRouter(router)).toBe(router);
  });

  it('a gate shows the routes behind it to the access-matrix walk: named router, same stack', () => {
    const router = Router().get('/users/list', (req, res) => res.end());
    const gate = indexedRouter(router);
    expect(gate).not.toBe(router);
    expect(gate.name).toBe('router');
    expect(gate.stack).toBe(router.stack);
  });
});
