// News feed items: the stored row made from the "Post news" form (checked by the form's own
// rule, src/domain/newsRules.mjs), the rows as the staff list and the readers' feed get them, and who reads what.
import { audienceLabel, audiencesSeenBy, isNewsAudience, newsFieldsOf, newsProblems } from '../../../src/domain/newsRules.mjs';

export const NEWS_COLLECTION = 'newsFeed';

/** The staff list's columns: search, sort and the default order (newest first). */
export const NEWS_LIST = Object.freeze({
  filterColumns: ['title', 'body', 'createdBy'],
  sortColumns: ['newsId', 'title', 'audience', 'audienceName', 'publishedAt', 'createdBy'],
  defaultSort: Object.freeze({ column: 'publishedAt', direction: 'desc' }),
});

/** The readers' feed: newest first whatever the query asks (no sort column may be chosen, no search). */
export const FEED_LIST = Object.freeze({ sortColumns: [], defaultSort: NEWS_LIST.defaultSort });

const FORM_FIELDS = ['title', 'body', 'audience'];

/** { fields } to store or { problems } ({ field: text }); anything but text counts as empty. */
export function newsItemFieldsOf(body) {
  const form = Object.fromEntries(FORM_FIELDS.map((name) => [name, typeof body[name] === 'string' ? body[name] : '']));
  const problems = newsProblems(form);
  return Object.keys(problems).length > 0 ? { problems } : { fields: newsFieldsOf(form) };
}

export const newsById = (db, newsId) => (Number.isInteger(newsId) ? db.get(NEWS_COLLECTION).find({ newsId }).value() : undefined);

/** The staff list's row: without json-server's id, with the audience's label. */
export const newsView = ({ id, ...item }) => ({ ...item, audienceName: audienceLabel(item.audience) });

/** A reader's row: who posted it stays with the staff. */
export const feedView = (item) => {
  const { createdBy, ...view } = newsView(item);
  return view;
};

/** Ties on publishedAt show the later post first, whatever order the store holds. */
const newestIdFirst = (a, b) => b.newsId - a.newsId;

/** Every item, newest id first, optionally of one audience (an unknown audience filters nothing). */
export const newsRows = (db, audience) =>
  db
    .get(NEWS_COLLECTION)
    .value()
    .filter((item) => !isNewsAudience(audience) || item.audience === audience)
    .sort(newestIdFirst);

/** The items a user of this role reads: everyone's and their own audience's (staff: every item). */
export const feedRowsFor = (db, roleId) => {
  const seen = new Set(audiencesSeenBy(roleId));
  return newsRows(db).filter((item) => seen.has(item.audience));
};
