// Requests checked against their route's contract (mock-api/lib/contract/request-check.mjs): a wrong type, an
// unknown enumeration value and an over-long string answer 400 '05' with a message naming the field; the rules a
// route answers with its own text (the spec's, a form's) keep their text and code.
import { afterAll, describe, expect, it } from 'vitest';
import { signin, tokenOf } from './helpers.mjs';
import { startEventsApi } from './events-support.mjs';
import { EVENT_TEXT, EVENT_TYPES } from '../../src/domain/eventRules.mjs';
import { PASSWORD_MAX, TEXT_MAX } from '../../src/domain/fieldRules.mjs';
import { problemText } from '../../mock-api/lib/contract/request-check.mjs';
import { enforcedSchema } from '../../mock-api/lib/contract/enforced.mjs';
import { byRoute, integer, object, text } from '../../mock-api/lib/contract/schemas.mjs';

const t = startEventsApi();
const { api } = t;
afterAll(() => api.cleanup());

const refused = (status) => ({ status, statusCode: '05' });

describe('400 naming the field', () => {
  it('a wrong type: attended that is not true or false, a missing one', async () => {
    const [registration] = t.rows('eventMembers');
    const put = (body) => t.client(t.assignerToken()).put(`/api/event/update-event-member/${registration.eventMemberId}`).send(body);
    for (const attended of ['true', 1, null]) {
      const response = await put({ attended });
      expect(response.status, String(attended)).toBe(400);
      expect(response.body).toEqual(refused("Field 'attended' must be true or false"));
    }
    expect((await put({})).body).toEqual(refused("Field 'attended' is required"));
    expect(t.rows('eventMembers').find((r) => r.eventMemberId === registration.eventMemberId)).toEqual(registration);
  });

  it('an unknown enumeration value in a query: the staff list\'s filters', async () => {
    const list = (query) => t.client(t.creatorToken()).get('/api/event/events').query(query);
    const when = await list({ when: 'someday' });
    expect(when.status).toBe(400);
    expect(when.body).toEqual(refused("Field 'when' must be one of: upcoming, past, all"));
    expect((await list({ eventType: 'Picnic' })).body).toEqual(refused(`Field 'eventType' must be one of: ${EVENT_TYPES.join(', ')}`));
    // a query parameter given twice is no text
    expect((await t.client(t.creatorToken()).get('/api/event/events?when=all&when=past')).body).toEqual(refused("Field 'when' must be text"));
    expect((await list({ when: 'past' })).status).toBe(200);
  });

  it('an over-long string: a password longer than any password may be', async () => {
    const response = await signin(api.request, 'admin@example.org', 'x'.repeat(PASSWORD_MAX + 1));
    expect(response.status).toBe(400);
    expect(response.body).toEqual(refused(`Field 'password' must be at most ${PASSWORD_MAX} characters`));
    expect((await signin(api.request, 'admin@example.org', 'x'.repeat(PASSWORD_MAX))).status).toBe(401);
  });

  it('a path parameter of the wrong type is left to the route where it answers its own not-found', async () => {
    const response = await t.client(t.creatorToken()).delete('/api/event/delete-event/abc');
    expect(response.body).toEqual({ status: EVENT_TEXT.notFound, statusCode: '01', message: EVENT_TEXT.notFound });
  });

  it('checks only after the access guard: a caller without the screen learns nothing of the schema', async () => {
    const response = await t.client(t.memberToken()).get('/api/event/events').query({ when: 'someday' });
    expect(response.status).toBe(403);
  });
});

describe('the texts a route gives itself stay', () => {
  it("sign-in: a missing field is the route's 400 text, an over-long user name its 401", async () => {
    for (const body of [{ username: 'admin@example.org' }, { username: 7, password: 'x' }, [], {}]) {
      expect((await api.request.post('/api/auth/signin').send(body)).body).toEqual(refused('username and password are required'));
    }
    const long = await signin(api.request, `${'a'.repeat(TEXT_MAX.email)}@example.org`, 'Admin@123');
    expect(long.status).toBe(401);
    expect(long.body).toEqual({ status: 'Bad credentials', statusCode: '02' });
    expect(await tokenOf(api.request, 'admin')).toMatch(/^ey/);
  });

  it("the event form: its own texts for every refused field ('02' with problems), not the schema's 400", async () => {
    const response = await t.client(t.creatorToken()).post('/api/event/add-event').send({ title: 'x'.repeat(500), eventType: 'Picnic', capacity: 'many' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ statusCode: '02', problems: { title: EVENT_TEXT.titleLength, eventType: EVENT_TEXT.typeInvalid, capacity: EVENT_TEXT.capacity } });
  });

  it('a body that is no object keeps its text', async () => {
    expect((await t.client(t.creatorToken()).post('/api/event/add-event').send([1])).body).toEqual(refused('Malformed JSON body'));
  });
});

describe('the message of a problem, and the schema the check enforces', () => {
  it('names the field, nested ones by their place', () => {
    expect(problemText({ keyword: 'maxLength', instancePath: '/title', params: { limit: 150 } })).toBe("Field 'title' must be at most 150 characters");
    expect(problemText({ keyword: 'required', instancePath: '/lines/0', params: { missingProperty: 'process' } })).toBe("Field 'lines.0.process' is required");
    expect(problemText({ keyword: 'type', instancePath: '/capacity', params: { type: ['integer', 'null'] } })).toBe("Field 'capacity' must be a whole number or null");
    expect(problemText({ keyword: 'enum', instancePath: '/when', params: { allowedValues: ['a', 'b'] } })).toBe("Field 'when' must be one of: a, b");
    expect(problemText({ keyword: 'format', instancePath: '/day', params: { format: 'date' } })).toBe("Field 'day' must be a date (YYYY-MM-DD)");
  });

  it('leaves the keywords a route checks itself out, and their presence', () => {
    const declared = object({ code: byRoute(text({ max: 5 }), "200 '02'", ['maxLength', 'required']), count: integer({ min: 1 }) }, { required: ['code', 'count'] });
    expect(enforcedSchema(declared)).toEqual({ type: 'object', properties: { code: { type: 'string' }, count: { type: 'integer', minimum: 1 } }, required: ['count'] });
    // the declaration itself still says everything (the document shows it)
    expect(declared.properties.code.maxLength).toBe(5);
  });
});
