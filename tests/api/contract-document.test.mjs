// The API contract as a document: GET /api/openapi.json is a valid OpenAPI 3.1 document of every route the mock
// API registers (read from the express router, so a route registered outside lib/http/routes.mjs is caught), each
// operation with its access and, where described, its source.
import { afterAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { startApi } from './helpers.mjs';
import { registeredRoutes } from '../security/support.mjs';
import { openApiDocument, openApiPath } from '../../mock-api/lib/contract/openapi.mjs';
import { routeCatalogue } from '../../mock-api/lib/contract/catalogue.mjs';

const api = startApi();
afterAll(() => api.cleanup());

/** The registered routes (method and express path) the document has no operation for. */
const missingFrom = (document, app) =>
  registeredRoutes(app)
    .filter((route) => !document.paths[openApiPath(route.path).path]?.[route.method.toLowerCase()])
    .map((route) => `${route.method} ${route.path}`);

const operationsOf = (document) => Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ path, method, operation })));

describe('GET /api/openapi.json', () => {
  it('is public and validates as OpenAPI 3.1 with a standard validator', async () => {
    const response = await api.request.get('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(response.body);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('has an operation for every registered route, with its access policy', async () => {
    const { body: document } = await api.request.get('/api/openapi.json');
    expect(missingFrom(document, api.app)).toEqual([]);
    const routes = registeredRoutes(api.app);
    expect(routes.length).toBeGreaterThan(500);
    for (const route of routes) {
      const operation = document.paths[openApiPath(route.path).path][route.method.toLowerCase()];
      const policy = { public: 'public', 'signed-in': 'signed-in', admin: 'administrator', staff: 'staff', screens: 'screens' }[route.access.kind];
      expect(operation['x-access'], `${route.method} ${route.path}`).toEqual({ policy, ...(route.access.screens ? { screens: [...route.access.screens] } : {}) });
      expect(operation.security, `${route.method} ${route.path}`).toEqual(route.access.kind === 'public' ? [] : [{ bearer: [] }]);
    }
  });

  it('catches a route registered outside lib/http/routes.mjs: it carries no policy, so the document lacks it', () => {
    const rogue = startApi();
    try {
      rogue.app.get('/api/rogue-report', (req, res) => res.json({}));
      expect(missingFrom(openApiDocument(routeCatalogue(rogue.app)), rogue.app)).toEqual(['GET /api/rogue-report']);
    } finally {
      rogue.cleanup();
    }
  });

  it('says where each described operation comes from: the spec\'s §7 call, an addition and why, or a prototype', async () => {
    const { body: document } = await api.request.get('/api/openapi.json');
    for (const { path, method, operation } of operationsOf(document)) {
      const source = operation['x-source'];
      const where = `${method} ${path}`;
      if (source.kind === 'spec') expect(source.section, where).toMatch(/^§7 /);
      else if (source.kind === 'addition') expect(source.why.length, where).toBeGreaterThan(20);
      else if (source.kind === 'prototype') expect(source.what, where).toMatch(/json-server/);
      else expect(source, where).toEqual({ kind: 'undescribed' });
    }
    const signin = document.paths['/api/auth/signin'].post;
    expect(signin['x-source']).toEqual({ kind: 'spec', section: '§7 Authentication and settings', call: 'POST auth/signin' });
    expect(document.paths['/api/event/public-events'].get['x-source'].kind).toBe('addition');
  });

  it('describes the requests with the limits the API enforces, from src/domain', async () => {
    const { body: document } = await api.request.get('/api/openapi.json');
    const { EVENT_LIMITS, EVENT_TYPES } = await import('../../src/domain/eventRules.mjs');
    const { PASSWORD_MAX } = await import('../../src/domain/fieldRules.mjs');
    const form = document.components.schemas.EventForm;
    expect(form.properties.title).toMatchObject({ type: 'string', minLength: EVENT_LIMITS.titleMin, maxLength: EVENT_LIMITS.titleMax });
    expect(form.properties.title['x-checked-by-route'].answer).toMatch(/^200 '02'/);
    expect(form.properties.eventType.enum).toEqual(EVENT_TYPES);
    expect(form.required).toEqual(['title', 'eventType', 'venue', 'startAt', 'endAt', 'cpdHours', 'feeLkr']);
    const signinBody = document.paths['/api/auth/signin'].post.requestBody.content['application/json'].schema;
    expect(signinBody.properties.password).toMatchObject({ type: 'string', maxLength: PASSWORD_MAX });
    const update = document.paths['/api/event/update-event/{eventId}'].put;
    expect(update.parameters).toEqual([expect.objectContaining({ name: 'eventId', in: 'path', required: true })]);
    expect(Object.keys(update.responses).sort()).toEqual(['200', '400', '401', '403']);
    // master data: generated from the declaration (a country's ISO code, its status options)
    const country = document.components.schemas.CountryForm;
    expect(country.properties.iso2).toMatchObject({ type: 'string' });
    expect(country.properties.status.enum).toEqual(['Active', 'Inactive']);
    expect(document.paths['/api/para/country/{id}'].delete['x-access']).toEqual({ policy: 'screens', screens: ['/param/country'] });
  });

  it('answers the shared envelopes as components: the page, 400 and 401 of a signed-in call', async () => {
    const { body: document } = await api.request.get('/api/openapi.json');
    const list = document.paths['/api/event/events'].get;
    expect(list.responses['200'].content['application/json'].schema.properties.data.items).toEqual({ $ref: '#/components/schemas/StaffEvent' });
    expect(list.responses['400'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/BadRequest' });
    expect(list.responses['401'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Unauthorized' });
    expect(document.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  });
});
