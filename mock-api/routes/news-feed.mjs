// News feed (spec §7 application/news-feed-add, get-all-news-feed, delete-news-feed and
// dashboard/news-feed): staff holding the News Feed screen post, list, correct (news-feed-update, the portal's
// own: a typo or a changed date must not mean deleting a published item and posting it again) and delete items; everyone signed in reads
// the items for their audience (members: everyone's and members'; applicants: everyone's and applicants'; staff:
// all). Members hold the /member/news-feed menu too, but screens() never admits members or applicants: they read
// through dashboard/news-feed only.
import { secureRoutes } from '../lib/http/routes.mjs';
import { SIGNED_IN, screens } from '../lib/http/access.mjs';
import { SCREEN } from '../lib/registry/screens.mjs';
import { STATUS_CODE } from '../lib/constants.mjs';
import { answer } from '../lib/http/reply.mjs';
import { idFrom } from '../lib/http/fields.mjs';
import { pagedList } from '../lib/http/paging.mjs';
import { nextId } from '../lib/storage/ids.mjs';
import { logSubject, recordLog } from '../lib/audit/activity.mjs';
import { FEED_LIST, NEWS_COLLECTION, NEWS_LIST, feedRowsFor, feedView, newsById, newsItemFieldsOf, newsRows, newsView } from '../lib/content/news.mjs';
import { NEWS_TEXT } from '../../src/domain/newsRules.mjs';
import { insertRow, removeWhere, updateWhere } from '../lib/storage/changes.mjs';
import { addition, contract, spec } from '../lib/contract/declare.mjs';
import { PAGED_QUERY, PROBLEMS, byRoute, envelope, integer, json, object, page, text } from '../lib/contract/schemas.mjs';
import { FEED_ITEM, NEWS_FORM, NEWS_ITEM } from '../lib/contract/shapes/content.mjs';
import { NEWS_AUDIENCE } from '../../src/domain/newsRules.mjs';

const NEWS_FEED = screens(SCREEN.NEWS_FEED);
const APPLICATION_PREFIX = '§7 Member profile and records: application prefix';
const { OK, NOT_FOUND, FAILED } = STATUS_CODE;
const NEWS_ID = byRoute(integer({ min: 1 }), `200 '01' '${NEWS_TEXT.notFound}'`);
const outcome = (codes, description) => json(description, envelope(codes, { data: NEWS_ITEM, problems: PROBLEMS }, { message: true }));

export function newsFeedRoutes(ctx) {
  const { db, logs, now } = ctx;
  const routes = secureRoutes(ctx);
  const newsLog = recordLog(logs, { entity: 'news item', idField: 'newsId', describe: (item) => `News item #${item.newsId} (${item.title}) for ${item.audience}` });

  routes.post('/application/news-feed-add', NEWS_FEED, contract({
    summary: 'Publishes a news item for an audience',
    source: spec(APPLICATION_PREFIX, 'POST news-feed-add'),
    body: NEWS_FORM,
    responses: { 200: outcome([OK, FAILED], "'00' published, with the item; '02' not published, with problems by field.") },
  }), newsLog('create'), (req, res) => {
    const { fields, problems } = newsItemFieldsOf(req.body);
    if (problems) return answer(res, STATUS_CODE.FAILED, NEWS_TEXT.notPublished, { problems });
    const newsId = nextId(db, NEWS_COLLECTION, 'newsId');
    const item = { id: newsId, newsId, ...fields, publishedAt: new Date(now()).toISOString(), createdBy: req.auth.user.username };
    insertRow(db, NEWS_COLLECTION, item);
    logSubject(res, item);
    return answer(res, STATUS_CODE.OK, NEWS_TEXT.published, { data: newsView(item) });
  });

  // A published item corrected: title, text and audience under the same rules as a new one; it keeps its
  // publishedAt (the feed's order) and records who changed it and when.
  routes.put('/application/news-feed-update/:id', NEWS_FEED, contract({
    summary: 'Corrects a published news item (it keeps its place in the feed)',
    source: addition('A typo or a changed date must not mean deleting a published item and posting it again.'),
    params: object({ id: NEWS_ID }),
    body: NEWS_FORM,
    responses: { 200: outcome([OK, NOT_FOUND, FAILED], "'00' updated, with the item; '01' no such item; '02' not updated, with problems by field.") },
  }), newsLog('update'), (req, res) => {
    const item = newsById(db, idFrom(req.params.id));
    if (!item) return answer(res, STATUS_CODE.NOT_FOUND, NEWS_TEXT.notFound);
    const { fields, problems } = newsItemFieldsOf(req.body);
    if (problems) return answer(res, STATUS_CODE.FAILED, NEWS_TEXT.notUpdated, { problems });
    const saved = updateWhere(db, NEWS_COLLECTION, { newsId: item.newsId }, { ...fields, updatedAt: new Date(now()).toISOString(), updatedBy: req.auth.user.username });
    logSubject(res, saved);
    return answer(res, STATUS_CODE.OK, NEWS_TEXT.updated, { data: newsView(saved) });
  });

  // Spec §9 "news feed list": page 1, 10 per page unless the query says otherwise; newest first by default.
  routes.get('/application/get-all-news-feed', NEWS_FEED, contract({
    summary: 'Every news item, optionally of one audience (the staff list)',
    source: spec(APPLICATION_PREFIX, 'GET get-all-news-feed'),
    query: object({ ...PAGED_QUERY.properties, audience: byRoute(text({ values: Object.values(NEWS_AUDIENCE) }), 'another value filters nothing') }),
    responses: { 200: json('One page of items (newest first unless sorted otherwise).', page(NEWS_ITEM)) },
  }), (req, res) => {
    const page = pagedList(newsRows(db, req.query.audience).map(newsView), req.query, NEWS_LIST);
    return res.json(page);
  });

  routes.delete('/application/delete-news-feed/:id', NEWS_FEED, contract({
    summary: 'Deletes a news item',
    source: spec(APPLICATION_PREFIX, 'DELETE delete-news-feed/{id}'),
    params: object({ id: NEWS_ID }),
    responses: { 200: json("'00' deleted; '01' no such item.", envelope([OK, NOT_FOUND], {}, { message: true })) },
  }), newsLog('delete'), (req, res) => {
    const item = newsById(db, idFrom(req.params.id));
    if (!item) return answer(res, STATUS_CODE.NOT_FOUND, NEWS_TEXT.notFound);
    removeWhere(db, NEWS_COLLECTION, { newsId: item.newsId });
    logSubject(res, item);
    return answer(res, STATUS_CODE.OK, NEWS_TEXT.deleted);
  });

  // The reader's feed, newest first: only page and perPage count (search and sort are the staff list's).
  routes.get('/dashboard/news-feed', SIGNED_IN, contract({
    summary: "The reader's feed: everyone's items and those of the reader's audience (staff: all), newest first",
    source: spec('§7 Member profile and records: Dashboard', 'GET dashboard/news-feed'),
    query: object({ page: PAGED_QUERY.properties.page, perPage: PAGED_QUERY.properties.perPage }),
    responses: { 200: json('One page of items, newest first.', page(FEED_ITEM)) },
  }), (req, res) => {
    const rows = feedRowsFor(db, req.auth.user.userRoleID).map(feedView);
    return res.json(pagedList(rows, { page: req.query.page, perPage: req.query.perPage }, FEED_LIST));
  });

  return routes.router;
}
