// GET /api/mail/outbox: every mail the API would have sent, for the administrator only (it holds one-time
// codes and first passwords), newest first, paged, filterable by recipient.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, startApi, tokenOf } from './helpers.mjs';

let clock = Date.parse('2026-03-01T08:00:00Z');
const api = startApi({ now: () => clock });
let admin;
beforeAll(async () => {
  admin = await tokenOf(api.request, 'admin');
  for (const email of ['user41@example.org', 'user10@example.org', 'user41@example.org', 'member@example.org']) {
    clock += 60_000;
    await api.request.post('/api/otptoresetpassword').send({ email });
  }
});
afterAll(() => api.cleanup());

const outbox = (query) => as(api.request, admin).get('/api/mail/outbox').query(query);

describe('GET /api/mail/outbox', () => {
  it('lists every mail newest first as {data, total}', async () => {
    const { body } = await outbox({ perPage: 100 });
    expect(body.total).toBe(4);
    expect(body.data.map((mail) => mail.to)).toEqual(['member@example.org', 'user41@example.org', 'user10@example.org', 'user41@example.org']);
    expect(body.data[0]).toMatchObject({ subject: 'Your password reset code', sentAt: '2026-03-01T08:04:00.000Z' });
    expect(body.data[0].body).toMatch(/\b\d{6}\b/);
  });

  it('filters by recipient: ?to= exactly (any case), filterText as a substring of the address', async () => {
    const exact = (await outbox({ to: 'USER41@example.org' })).body;
    expect(exact.total).toBe(2);
    expect(exact.data.every((mail) => mail.to === 'user41@example.org')).toBe(true);
    const search = (await outbox({ filterText: 'user' })).body;
    expect(search.data.map((mail) => mail.to)).toEqual(['user41@example.org', 'user10@example.org', 'user41@example.org']);
    expect((await outbox({ filterText: 'reset code' })).body.total).toBe(0);
  });

  it('pages (10 by default) and sorts', async () => {
    expect((await outbox({ page: 2, perPage: 3 })).body.data).toHaveLength(1);
    const oldestFirst = (await outbox({ sortColumn: 'sentAt', sortDirection: 'asc' })).body.data;
    expect(oldestFirst[0].sentAt).toBe('2026-03-01T08:01:00.000Z');
  });

  it('is refused without a token (401) and to everyone but the administrator (403)', async () => {
    expect((await api.request.get('/api/mail/outbox')).status).toBe(401);
    for (const who of ['applicant', 'member']) {
      const response = await as(api.request, await tokenOf(api.request, who)).get('/api/mail/outbox');
      expect(response.status).toBe(403);
    }
    expect((await as(api.request, admin).get('/api/dev/outbox')).status).toBe(404); // the old open path is gone
  });
});
