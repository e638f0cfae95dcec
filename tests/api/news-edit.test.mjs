// Correcting a published news item (PUT application/news-feed-update/{id}): the same rules and words as posting,
// the item keeps its publishing time and records who changed it; only holders of the News Feed screen may.
import { afterAll, describe, expect, it } from 'vitest';
import { startSecurityApi, tokenFor } from '../security/support.mjs';
import { as } from './helpers.mjs';
import { NEWS_TEXT } from '../../src/domain/newsRules.mjs';

const NOW = Date.UTC(2026, 10, 23, 6, 30, 0);
const api = startSecurityApi({ now: () => NOW });
afterAll(() => api.cleanup());

const rows = (collection) => api.db.get(collection).value();
const tokenOfUser = (username) => tokenFor(rows('users').find((user) => user.username === username), { now: NOW });
const admin = as(api.request, tokenOfUser('admin@example.org'));
const member = as(api.request, tokenOfUser('member@example.org'));
const update = (who, newsId, body) => who.put(`/api/application/news-feed-update/${newsId}`).send(body);

describe('PUT application/news-feed-update/{id}', () => {
  it("'00' \"News has been updated\": title, text and audience change; publishedAt stays; who and when are kept; logged", async () => {
    const item = rows('newsFeed')[0];
    const body = { title: '  Office hours changed  ', body: 'The office opens at 08:30 from December.', audience: 'members' };
    const response = await update(admin, item.newsId, body);
    expect(response.body).toMatchObject({ statusCode: '00', status: NEWS_TEXT.updated, data: { newsId: item.newsId, title: 'Office hours changed', audience: 'members', audienceName: 'Members', publishedAt: item.publishedAt } });
    expect(rows('newsFeed').find((row) => row.newsId === item.newsId)).toMatchObject({ title: 'Office hours changed', body: body.body, audience: 'members', publishedAt: item.publishedAt, updatedAt: new Date(NOW).toISOString(), updatedBy: 'admin@example.org' });
    expect(rows('activityLog').at(-1)).toMatchObject({ entity: 'news item', action: 'update', recordId: item.newsId });
  });

  it("refuses what posting refuses ('02' with the field problems) and an unknown item ('01'); nothing changes", async () => {
    const item = rows('newsFeed')[1];
    const before = JSON.stringify(rows('newsFeed'));
    expect((await update(admin, item.newsId, { title: 'Hi', body: 'short', audience: 'nobody' })).body).toMatchObject({ statusCode: '02', status: NEWS_TEXT.notUpdated, problems: { title: NEWS_TEXT.titleLength, body: NEWS_TEXT.bodyLength, audience: NEWS_TEXT.audienceInvalid } });
    expect((await update(admin, 99999, { title: 'Office hours changed', body: 'The office opens at 08:30.', audience: 'all' })).body).toMatchObject({ statusCode: '01', status: NEWS_TEXT.notFound });
    expect(JSON.stringify(rows('newsFeed'))).toBe(before);
  });

  it("400 'Malformed JSON body' for a body that is no object (the call's schema); nothing changes", async () => {
    const item = rows('newsFeed')[1];
    const before = JSON.stringify(rows('newsFeed'));
    for (const body of [[{ title: 'Office hours changed' }], '"text"']) {
      const response = await admin.put(`/api/application/news-feed-update/${item.newsId}`).set('Content-Type', 'application/json').send(typeof body === 'string' ? body : JSON.stringify(body));
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ status: 'Malformed JSON body', statusCode: '05' });
    }
    expect(JSON.stringify(rows('newsFeed'))).toBe(before);
  });

  it('a member may not edit news (403)', async () => {
    const item = rows('newsFeed')[2];
    expect((await update(member, item.newsId, { title: 'Office hours changed', body: 'The office opens at 08:30.', audience: 'all' })).status).toBe(403);
  });
});
