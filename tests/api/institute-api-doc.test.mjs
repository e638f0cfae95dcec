// docs/institute-api.md lists the calls the portal needs beyond the spec's, written from the API's OpenAPI
// document (scripts/institute-api-doc.mjs): the list in the file and the document's additions must agree.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startApi } from './helpers.mjs';
import { END, START, additionsOf, additionsSection, sectionIn, withSection } from '../../scripts/lib/api-additions.mjs';

const api = startApi();
afterAll(() => api.cleanup());

const DOC = path.resolve(import.meta.dirname, '../../docs/institute-api.md');

describe('docs/institute-api.md', () => {
  it("lists exactly the document's additions (run node scripts/institute-api-doc.mjs when this fails)", async () => {
    const { body: document } = await api.request.get('/api/openapi.json');
    const additions = additionsOf(document);
    expect(additions.length).toBeGreaterThan(10);
    expect(additions).toContainEqual({ call: 'GET institute-identity', why: document.paths['/api/institute-identity'].get['x-source'].why });
    expect(sectionIn(readFileSync(DOC, 'utf8'))).toBe(additionsSection(document));
  });

  it('a list and a document that disagree are told apart: an addition more, a reason changed, one gone', () => {
    const addition = (why) => ({ 'x-source': { kind: 'addition', why } });
    const document = { paths: { '/api/b': { get: addition('B | read') }, '/api/a': { post: addition('A\nwritten'), get: addition('A read') }, '/api/c': { get: { 'x-source': { kind: 'spec', section: '§7 x' } } } } };
    const section = additionsSection(document);
    expect(section.split('\n').slice(3, -1)).toEqual(['| Call | Why the portal needs it |', '|---|---|', '| `GET a` | A read |', '| `POST a` | A written |', '| `GET b` | B \\| read |']);
    const markdown = withSection(`# Doc\n\n${START}\n${END}\n\nAfter.\n`, section);
    expect(sectionIn(markdown)).toBe(section);
    expect(markdown.endsWith('\n\nAfter.\n')).toBe(true);
    const more = { paths: { ...document.paths, '/api/d': { delete: addition('D gone') } } };
    const changed = { paths: { ...document.paths, '/api/b': { get: addition('B read differently') } } };
    const fewer = { paths: { '/api/a': document.paths['/api/a'] } };
    for (const other of [more, changed, fewer]) expect(additionsSection(other)).not.toBe(sectionIn(markdown));
    expect(() => withSection('# No markers\n', section)).toThrow(/markers/);
  });
});
