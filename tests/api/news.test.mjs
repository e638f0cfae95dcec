// News feed (spec §7 news-feed-add, get-all-news-feed, delete-news-feed, dashboard/news-feed;
// §9 "news feed list": page 1, 10 per page): every call with its exact texts, the form's limits at their
// boundaries (the server refuses what the form refuses), the staff list's paging, search, sort and audience
// filter, the readers' feed by audience, the refusals by role (nothing changes) and malformed bodies.
import { afterAll, describe, expect, it } from 'vitest';
import { addRole, addUser, menuIdOf, startSecurityApi, tokenFor } from '../security/support.mjs';
import { as } from './helpers.mjs';
import { SCREEN } from '../../mock-api/lib/registry/screens.mjs';
import { NEWS_LIMITS, NEWS_TEXT } from '../../src/domain/newsRules.mjs';

const NOW = Date.UTC(2026, 10, 23, 6, 30, 0);
const api = startSecurityApi({ now: () => NOW });
afterAll(() => api.cleanup());

const rows = (collection) => api.db.get(collection).value();
const userNamed = (username) => rows('users').find((user) => user.username === username);
const tokenOfUser = (user) => tokenFor(user, { now: NOW });
const admin = as(api.request, tokenOfUser(userNamed('admin@example.org')));
const member = as(api.request, tokenOfUser(userNamed('member@example.org')));
const applicant = as(api.request, tokenOfUser(userNamed('applicant@example.org')));
// staff01 is Council (role 23), whose menus hold the News Feed; staff04 is Finance, whose menus do not
const council = as(api.request, tokenOfUser(userNamed('staff01@example.org')));
const finance = as(api.request, tokenOfUser(userNamed('staff04@example.org')));
// a role holding nothing but the News Feed screen
const newsRole = addRole(api, { userRoleID: 960, menuIds: [menuIdOf(api, SCREEN.NEWS_FEED)] });
const newsEditor = as(api.request, tokenOfUser(addUser(api, { userID: 961, roleId: newsRole.userRoleID, username: 'news.editor@example.org' })));

const chars = (n) => 'x'.repeat(n);
const form = (changes = {}) => ({ title: 'Office closed on Poson Poya', body: 'The office will be closed on Poson Full Moon Poya Day.', audience: 'all', ...changes });
const post = (body, who = admin) => who.post('/api/application/news-feed-add').send(body);
const snapshot = () => JSON.stringify(rows('newsFeed'));
const audiences = (data) => new Set(data.map((item) => item.audience));
const byNewest = (a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.newsId - a.newsId;

describe('POST application/news-feed-add', () => {
  it("'00' \"News has been published\": stored trimmed, published now, by the caller's username, and logged", async () => {
    const response = await post(form({ title: '  Office closed on Poson Poya  ', body: '  Closed on Poson.\nOnline services stay open.  ', audience: 'members' }), council);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ statusCode: '00', status: 'News has been published', message: NEWS_TEXT.published });
    const item = rows('newsFeed').find((row) => row.newsId === response.body.data.newsId);
    expect(item).toEqual({
      id: item.newsId,
      newsId: item.newsId,
      title: 'Office closed on Poson Poya',
      body: 'Closed on Poson.\nOnline services stay open.',
      audience: 'members',
      publishedAt: '2026-11-23T06:30:00.000Z',
      createdBy: 'staff01@example.org',
    });
    expect(response.body.data).toMatchObject({ newsId: item.newsId, audienceName: 'Members' });
    expect(response.body.data).not.toHaveProperty('id');
    const log = rows('activityLog').find((entry) => entry.entity === 'news item' && entry.recordId === item.newsId && entry.action === 'create');
    expect(log).toMatchObject({ username: 'staff01@example.org' });
    expect(log.detail).toContain('Office closed on Poson Poya');
  });

  it('never reuses a deleted item\'s id', async () => {
    const first = (await post(form())).body.data.newsId;
    expect((await admin.delete(`/api/application/delete-news-feed/${first}`)).body.statusCode).toBe('00');
    const second = (await post(form())).body.data.newsId;
    expect(second).toBe(first + 1);
  });

  const L = NEWS_LIMITS;
  it.each([
    ['title', chars(L.titleMin)],
    ['title', chars(L.titleMax)],
    ['body', chars(L.bodyMin)],
    ['body', chars(L.bodyMax)],
    ['audience', 'all'],
    ['audience', 'members'],
    ['audience', 'applicants'],
  ])("'00' when %s is at its limit or a known audience (%#)", async (field, value) => {
    const response = await post(form({ [field]: value }));
    expect(response.body.statusCode).toBe('00');
    expect(rows('newsFeed').find((row) => row.newsId === response.body.data.newsId)[field]).toBe(value);
  });

  it.each([
    ['title', '', 'This field is required'],
    ['title', '     ', 'This field is required'],
    ['title', 12345, 'This field is required'],
    ['title', chars(L.titleMin - 1), 'Title must be 5 to 150 characters'],
    ['title', chars(L.titleMax + 1), 'Title must be 5 to 150 characters'],
    ['title', `  ${chars(4)}  `, 'Title must be 5 to 150 characters'],
    ['body', '', 'This field is required'],
    ['body', chars(L.bodyMin - 1), 'News text must be 10 to 2000 characters'],
    ['body', chars(L.bodyMax + 1), 'News text must be 10 to 2000 characters'],
    ['audience', '', 'This field is required'],
    ['audience', undefined, 'This field is required'],
    ['audience', 'staff', 'Choose who the news is for: Everyone, Members or Applicants'],
    ['audience', 'All', 'Choose who the news is for: Everyone, Members or Applicants'],
  ])("'02' \"News has not been published\" when %s is %j: %s; nothing stored", async (field, value, text) => {
    const before = snapshot();
    const response = await post(form({ [field]: value }));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ statusCode: '02', status: 'News has not been published', message: 'News has not been published', problems: { [field]: text } });
    expect(snapshot()).toBe(before);
  });

  it("names every problem at once", async () => {
    const response = await post({});
    expect(response.body.problems).toEqual({ title: NEWS_TEXT.required, body: NEWS_TEXT.required, audience: NEWS_TEXT.required });
  });

  it('400 "Malformed JSON body" for broken JSON or a body that is not an object; nothing stored', async () => {
    const before = snapshot();
    const broken = await admin.post('/api/application/news-feed-add').set('Content-Type', 'application/json').send('{"title":');
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ status: 'Malformed JSON body', statusCode: '05' });
    const list = await post([form()]);
    expect(list.status).toBe(400);
    expect(list.body).toEqual({ status: 'Malformed JSON body', statusCode: '05' });
    expect(snapshot()).toBe(before);
  });

  it('a staff role holding only the News Feed screen may post', async () => {
    const response = await post(form({ title: 'Posted by the news editor' }), newsEditor);
    expect(response.body.statusCode).toBe('00');
    expect(rows('newsFeed').find((row) => row.newsId === response.body.data.newsId).createdBy).toBe('news.editor@example.org');
  });
});

describe('refusals by role: 403, nothing changes', () => {
  const someId = () => rows('newsFeed')[0].newsId;
  it.each([
    ['a member (who holds the /member/news-feed menu)', member],
    ['an applicant', applicant],
    ['a staff role without the News Feed screen', finance],
  ])('%s may not post, list or delete', async (who, client) => {
    const before = snapshot();
    expect((await post(form(), client)).status).toBe(403);
    expect((await client.get('/api/application/get-all-news-feed')).status).toBe(403);
    expect((await client.delete(`/api/application/delete-news-feed/${someId()}`)).status).toBe(403);
    expect(snapshot()).toBe(before);
  });

  it('no token: 401', async () => {
    expect((await api.request.get('/api/dashboard/news-feed')).status).toBe(401);
    expect((await api.request.post('/api/application/news-feed-add').send(form())).status).toBe(401);
  });
});

describe('GET application/get-all-news-feed', () => {
  it('defaults to page 1 of 10, newest first, with the total, audience names and who posted', async () => {
    const response = await council.get('/api/application/get-all-news-feed');
    expect(response.status).toBe(200);
    const all = rows('newsFeed');
    expect(response.body.total).toBe(all.length);
    expect(response.body.data).toHaveLength(10);
    const newest = [...all].sort(byNewest).slice(0, 10).map((item) => item.newsId);
    expect(response.body.data.map((item) => item.newsId)).toEqual(newest);
    for (const item of response.body.data) {
      expect(item).not.toHaveProperty('id');
      expect(item.audienceName).toBe({ all: 'Everyone', members: 'Members', applicants: 'Applicants' }[item.audience]);
      expect(typeof item.createdBy).toBe('string');
    }
  });

  it('page 2 holds the rest; perPage is honoured', async () => {
    const total = rows('newsFeed').length;
    const second = await council.get('/api/application/get-all-news-feed').query({ page: 2, perPage: 10 });
    expect(second.body.data).toHaveLength(Math.min(10, total - 10));
    const five = await council.get('/api/application/get-all-news-feed').query({ page: 1, perPage: 5 });
    expect(five.body.data).toHaveLength(5);
  });

  it('filterText searches title and body, case-insensitively', async () => {
    const response = await council.get('/api/application/get-all-news-feed').query({ filterText: 'poya', perPage: 100 });
    expect(response.body.total).toBeGreaterThan(0);
    for (const item of response.body.data) expect(`${item.title} ${item.body}`.toLowerCase()).toContain('poya');
    const bodyOnly = await council.get('/api/application/get-all-news-feed').query({ filterText: 'BMICH' });
    expect(bodyOnly.body.data.map((item) => item.title)).toEqual(['Notice of the Annual General Meeting 2026']);
  });

  it('the audience filter keeps one audience; an unknown one filters nothing', async () => {
    for (const audience of ['all', 'members', 'applicants']) {
      const response = await council.get('/api/application/get-all-news-feed').query({ audience, perPage: 100 });
      expect(response.body.total).toBe(rows('newsFeed').filter((item) => item.audience === audience).length);
      expect([...audiences(response.body.data)]).toEqual([audience]);
    }
    const unknown = await council.get('/api/application/get-all-news-feed').query({ audience: 'staff' });
    expect(unknown.body.total).toBe(rows('newsFeed').length);
  });

  it('sorts by a chosen column; an unknown column falls back to newest first', async () => {
    const byTitle = await council.get('/api/application/get-all-news-feed').query({ sortColumn: 'title', sortDirection: 'asc', perPage: 100 });
    const titles = byTitle.body.data.map((item) => item.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));
    const unknown = await council.get('/api/application/get-all-news-feed').query({ sortColumn: 'passwordHash', perPage: 100 });
    expect(unknown.body.data.map((item) => item.newsId)).toEqual([...rows('newsFeed')].sort(byNewest).map((item) => item.newsId));
  });
});

describe('DELETE application/delete-news-feed/:id', () => {
  it("'00' \"News item has been deleted\": gone from the list and the feed, and logged", async () => {
    const { newsId } = (await post(form({ title: 'To be deleted soon' }))).body.data;
    const response = await council.delete(`/api/application/delete-news-feed/${newsId}`);
    expect(response.body).toEqual({ statusCode: '00', status: 'News item has been deleted', message: 'News item has been deleted' });
    expect(rows('newsFeed').some((item) => item.newsId === newsId)).toBe(false);
    expect(rows('activityLog').some((entry) => entry.entity === 'news item' && entry.recordId === newsId && entry.action === 'delete')).toBe(true);
  });

  it.each(['99999', 'abc', '0', '-1', '1.5'])("'01' \"This news item is no longer available\" for id %s; nothing changes", async (id) => {
    const before = snapshot();
    const response = await council.delete(`/api/application/delete-news-feed/${id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ statusCode: '01', status: 'This news item is no longer available', message: NEWS_TEXT.notFound });
    expect(snapshot()).toBe(before);
  });
});

describe('GET dashboard/news-feed', () => {
  const feed = (client, query = {}) => client.get('/api/dashboard/news-feed').query(query);
  const allOf = async (client) => (await feed(client, { perPage: 100 })).body.data;

  it('a member reads everyone\'s and members\' items, never applicants\'', async () => {
    const data = await allOf(member);
    expect([...audiences(data)].sort()).toEqual(['all', 'members']);
    expect(data).toHaveLength(rows('newsFeed').filter((item) => item.audience !== 'applicants').length);
  });

  it('an applicant reads everyone\'s and applicants\' items, never members\'', async () => {
    const data = await allOf(applicant);
    expect([...audiences(data)].sort()).toEqual(['all', 'applicants']);
    expect(data).toHaveLength(rows('newsFeed').filter((item) => item.audience !== 'members').length);
  });

  it('the administrator and staff (even without the News Feed screen) read every item', async () => {
    expect(await allOf(admin)).toHaveLength(rows('newsFeed').length);
    expect(await allOf(finance)).toHaveLength(rows('newsFeed').length);
  });

  it('defaults to page 1 of 10, newest first, with the total; no poster, no json-server id', async () => {
    const response = await feed(member);
    expect(response.status).toBe(200);
    const mine = rows('newsFeed').filter((item) => item.audience !== 'applicants').sort(byNewest);
    expect(response.body.total).toBe(mine.length);
    expect(response.body.data.map((item) => item.newsId)).toEqual(mine.slice(0, 10).map((item) => item.newsId));
    for (const item of response.body.data) {
      expect(Object.keys(item).sort()).toEqual(['audience', 'audienceName', 'body', 'newsId', 'publishedAt', 'title']);
    }
    const second = await feed(member, { page: 2 });
    expect(second.body.data.map((item) => item.newsId)).toEqual(mine.slice(10, 20).map((item) => item.newsId));
  });

  it('ignores sort and search: always newest first', async () => {
    const plain = await feed(applicant, { perPage: 100 });
    const asked = await feed(applicant, { perPage: 100, sortColumn: 'title', sortDirection: 'asc', filterText: 'zzz' });
    expect(asked.body).toEqual(plain.body);
  });

  it('a new item reaches its audience at once, and only its audience', async () => {
    const { newsId } = (await post(form({ title: 'Applicants only notice', audience: 'applicants' }))).body.data;
    expect((await feed(applicant)).body.data[0].newsId).toBe(newsId);
    expect((await allOf(member)).some((item) => item.newsId === newsId)).toBe(false);
  });
});
