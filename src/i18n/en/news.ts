/**
 * Texts of the News Feed (/member/news-feed) and of the dashboards' latest-news card. The spec names the
 * calls only; the rule and outcome texts are src/domain/newsRules' (shared with the mock API), the rest chosen.
 */
import { NEWS_AUDIENCE_LABELS, NEWS_TEXT } from '../../domain/newsRules.mjs';

export const news = {
  noun: 'news item',
  // the staff list and its dialogs
  tableHeading: 'Published news',
  postNews: 'Post news',
  viewTitle: 'News item',
  title: 'Title',
  body: 'News text',
  bodyHint: 'Plain text; line breaks are kept',
  audience: 'Audience',
  audienceHint: 'Who reads it on the portal',
  anyAudience: 'Every audience',
  publishedAt: 'Published',
  createdBy: 'Posted by',
  audienceNames: NEWS_AUDIENCE_LABELS,
  // the shared rule's words (the API answers the same)
  required: NEWS_TEXT.required,
  titleLength: NEWS_TEXT.titleLength,
  bodyLength: NEWS_TEXT.bodyLength,
  audienceInvalid: NEWS_TEXT.audienceInvalid,
  published: NEWS_TEXT.published,
  notPublished: NEWS_TEXT.notPublished,
  deleted: NEWS_TEXT.deleted,
  updated: NEWS_TEXT.updated,
  editTitle: 'Edit news',
  notFound: NEWS_TEXT.notFound,
  // the readers' feed (members and applicants) and the dashboards' card
  feedTitle: 'News from the institute',
  latestTitle: 'Latest news',
  empty: 'There is no news for you yet',
  loadFailed: 'The news could not be loaded. Please try again later.',
  retry: 'Try again',
  forAudience: 'For %{audience}',
  pages: 'News pages',
  readMore: 'Read more',
  readLess: 'Show less',
} as const;
