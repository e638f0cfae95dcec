// Multipart bodies under the contract: their text fields are checked against the body schema once the upload
// module's parser has read them (coerced as query values are), a wrong one answering 400 '05' naming the field;
// the file part is the parser's, and the document shows it with the upload module's kinds and size limit.
import express from 'express';
import supertest from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { secureRoutes } from '../../mock-api/lib/http/routes.mjs';
import { PUBLIC } from '../../mock-api/lib/http/access.mjs';
import { addition, contract } from '../../mock-api/lib/contract/declare.mjs';
import { boolean, byRoute, envelope, integer, json, object, text } from '../../mock-api/lib/contract/schemas.mjs';
import { openApiDocument } from '../../mock-api/lib/contract/openapi.mjs';
import { routeCatalogue } from '../../mock-api/lib/contract/catalogue.mjs';
import { FILE_KINDS, MAX_UPLOAD_BYTES, receiveFile, receivePdf } from '../../mock-api/lib/files/uploads.mjs';
import { startApi } from './helpers.mjs';

// started at load, as every API test file does (its first start in a worker seeds a data dir)
const api = startApi();
afterAll(() => api.cleanup());

const PDF = Buffer.from('%PDF-1.4\n% a tiny test file\n');

/** An app of one upload route (the guards of a public call), answering what it received. */
function uploadApp(body = object({ title: text({ max: 5 }), hours: integer({ min: 1, max: 40 }), final: boolean(), note: byRoute(text({ max: 3 }), "200 '03' from the route"), evidence: text({ format: 'binary', description: 'The evidence.' }) }, { required: ['title', 'hours', 'evidence'] })) {
  const open = () => {
    const pass = (req, res, next) => next();
    pass.access = PUBLIC;
    return [pass];
  };
  const routes = secureRoutes({ guards: { guardFor: open } });
  const declared = contract({ summary: 'A test upload', source: addition('only for this test of the multipart body check'), body, bodyType: 'multipart', responses: { 200: json('Received.', envelope(['00'])) } });
  routes.post('/evidence', PUBLIC, declared, receivePdf('evidence'), (req, res) => res.json({ status: 'received', statusCode: '00', body: req.body, file: res.locals.upload.file?.originalName ?? null, problem: res.locals.upload.problem }));
  const app = express();
  app.use('/api', routes.router);
  return app;
}

describe('a multipart body is checked after its parser', () => {
  const request = supertest(uploadApp());
  const post = (fields, file = PDF) => {
    const call = request.post('/api/evidence');
    for (const [name, value] of Object.entries(fields)) call.field(name, value);
    return file ? call.attach('evidence', file, 'evidence.pdf') : call;
  };

  it('a wrong field type, an over-long text, an unknown boolean, a missing field: 400 naming the field', async () => {
    const cases = [
      [{ title: 'Talk', hours: 'three' }, "Field 'hours' must be a whole number"],
      [{ title: 'Talk', hours: '2.5' }, "Field 'hours' must be a whole number"],
      [{ title: 'Talk', hours: '41' }, "Field 'hours' must be at most 40"],
      [{ title: 'A long talk', hours: '3' }, "Field 'title' must be at most 5 characters"],
      [{ title: 'Talk', hours: '3', final: 'maybe' }, "Field 'final' must be true or false"],
      [{ hours: '3' }, "Field 'title' is required"],
    ];
    for (const [fields, status] of cases) {
      const response = await post(fields);
      expect(response.status, status).toBe(400);
      expect(response.body).toEqual({ status, statusCode: '05' });
    }
  });

  it('a valid upload still works: the route reads the text as sent, the file from the parser', async () => {
    const response = await post({ title: 'Talk', hours: '3', final: 'true', note: 'a longer note the route checks itself' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ statusCode: '00', body: { title: 'Talk', hours: '3', final: 'true', note: 'a longer note the route checks itself' }, file: 'evidence.pdf', problem: null });
  });

  it('leaves the file to the route: missing, not a PDF, too large (a cut body is not checked)', async () => {
    expect((await post({ title: 'Talk', hours: '3' }, null)).body).toMatchObject({ statusCode: '00', problem: 'missing' });
    expect((await post({ title: 'Talk', hours: '3' }, Buffer.from('plain text'))).body).toMatchObject({ statusCode: '00', problem: 'notPdf' });
    const tooLarge = await request.post('/api/evidence').attach('evidence', Buffer.concat([PDF, Buffer.alloc(MAX_UPLOAD_BYTES)]), 'big.pdf').field('title', 'Talk');
    expect(tooLarge.body).toMatchObject({ statusCode: '00', problem: 'tooLarge' });
  });
});

describe('a multipart contract and its upload parser go together', () => {
  const routesOf = () => secureRoutes({ guards: { guardFor: () => [(req, res, next) => next()] } });
  const declared = (bodyType) => contract({ summary: 'x', source: addition('only for this test of the route registration'), body: object({}), bodyType, responses: { 200: json('x', envelope(['00'])) } });

  it('refuses a multipart contract no parser reads, and a parser under a JSON contract', () => {
    expect(() => routesOf().post('/a', PUBLIC, declared('multipart'), (req, res) => res.end())).toThrow('POST /a declares a multipart body but no upload parser of lib/files/uploads.mjs reads it');
    expect(() => routesOf().post('/b', PUBLIC, declared('json'), receivePdf('file'), (req, res) => res.end())).toThrow('POST /b reads an upload (file) but its contract declares no multipart body');
  });
});

describe('the document shows the file part from the upload module', () => {
  it('binary, its content types, its size limit, the declared words kept', () => {
    const document = openApiDocument(routeCatalogue(uploadApp()));
    const media = document.paths['/api/evidence'].post.requestBody.content['multipart/form-data'];
    expect(media.encoding).toEqual({ evidence: { contentType: 'application/pdf' } });
    expect(media.schema.properties.evidence).toEqual({
      type: 'string',
      format: 'binary',
      contentMediaType: 'application/pdf',
      description: `The evidence. One PDF file (told by its content, never by its name or type), at most 5 MB (${MAX_UPLOAD_BYTES} bytes).`,
      'x-max-bytes': MAX_UPLOAD_BYTES,
    });
    // a parser of several kinds, and a form that did not name its file part
    const slips = routeCatalogue(uploadApp(object({ title: text() })));
    slips[0].upload = receiveFile('slip', ['pdf', 'jpeg', 'png']).upload;
    const slipMedia = openApiDocument(slips).paths['/api/evidence'].post.requestBody.content['multipart/form-data'];
    expect(slipMedia.encoding).toEqual({ slip: { contentType: Object.values(FILE_KINDS).map((kind) => kind.contentType).join(', ') } });
    expect(slipMedia.schema.properties.slip.description).toBe(`One PDF, JPEG, PNG file (told by its content, never by its name or type), at most 5 MB (${MAX_UPLOAD_BYTES} bytes).`);
  });

  it("in the API's own document: the applicant's CV", async () => {
    const { body: document } = await api.request.get('/api/openapi.json');
    const media = document.paths['/api/usermanagement/member/updateApplicantDetail'].post.requestBody.content['multipart/form-data'];
    expect(media.encoding).toEqual({ cvFile: { contentType: 'application/pdf' } });
    const form = media.schema.$ref ? document.components.schemas[media.schema.$ref.split('/').pop()] : media.schema;
    expect(form.properties.cvFile).toMatchObject({ format: 'binary', contentMediaType: 'application/pdf', 'x-max-bytes': MAX_UPLOAD_BYTES });
  });
});

