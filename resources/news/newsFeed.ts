/**
 * The staff side of the News Feed (/member/news-feed): every published item in a server-paged, sortable,
 * searchable table with an audience filter, "Post news" (title, audience, text) and delete with its confirmation.
 * Rules and outcome texts are src/domain/newsRules' (the API's own). The page (src/features/news) shows this list
 * to staff and the readers' feed to members and applicants, so the declaration has no route of its own.
 */
import { date, defineResource, multiline, number, paged, status, text, type Choice, type RecordOf } from '../../src/framework/declare';
import { NEWS_AUDIENCE, NEWS_AUDIENCE_OPTIONS, newsProblems, type NewsForm } from '../../src/domain/newsRules.mjs';
import { msg } from '../../src/i18n/keys';

const t = msg;

/** Everyone, Members, Applicants (the rule's labels). */
export const AUDIENCE_CHOICES: readonly Choice[] = NEWS_AUDIENCE_OPTIONS.map((option) => ({ id: option.id, name: option.name }));

/** Empty is `required`'s business; a filled value answers to the shared rule (the API's words). */
const newsRule = (field: keyof NewsForm) => (value: unknown) =>
  value === undefined || value === null || value === '' ? null : (newsProblems({ [field]: value })[field] ?? null);

export const newsFeed = defineResource({
  name: 'newsFeed',
  title: msg('routes.newsFeed'),
  idField: 'newsId',
  recordTitle: 'title',
  noun: t('news.noun'),
  dialog: { title: t('news.editTitle'), createTitle: t('news.postNews'), viewTitle: t('news.viewTitle') },
  fields: {
    newsId: number({ readOnly: true, hideOnShow: true }),
    title: text({ label: t('news.title'), required: t('news.required'), check: newsRule('title') }),
    audience: status({
      label: t('news.audience'),
      required: t('news.required'),
      helperText: t('news.audienceHint'),
      choices: AUDIENCE_CHOICES,
      tones: { [NEWS_AUDIENCE.ALL]: 'info', [NEWS_AUDIENCE.MEMBERS]: 'success', [NEWS_AUDIENCE.APPLICANTS]: 'warning' },
    }),
    body: multiline({ label: t('news.body'), required: t('news.required'), helperText: t('news.bodyHint'), check: newsRule('body') }),
    publishedAt: date({ label: t('news.publishedAt'), withTime: true, readOnly: true }),
    createdBy: text({ label: t('news.createdBy'), readOnly: true }),
  },
  list: {
    heading: t('news.tableHeading'),
    columns: ['title', 'audience', 'publishedAt', 'createdBy'],
    defaultSort: { field: 'publishedAt', order: 'DESC' },
    filters: [{ source: 'audience', label: t('news.audience'), choices: AUDIENCE_CHOICES, anyLabel: t('news.anyAudience') }],
    // a published item may be corrected (title, audience, text); it keeps its publishing time
    rowActions: ['view', 'edit', 'delete'],
    card: { primary: 'title', secondary: ['publishedAt', 'createdBy'], tertiary: 'audience' },
    canCreate: true,
    addLabel: t('news.postNews'),
  },
  api: paged({
    list: 'GET application/get-all-news-feed',
    create: 'POST application/news-feed-add',
    update: 'PUT application/news-feed-update/{newsId}',
    delete: 'DELETE application/delete-news-feed/{newsId}',
  }),
  notify: {
    created: t('news.published'),
    updated: t('news.updated'),
    deleted: t('news.deleted'),
    // an item another staff member deleted meanwhile
    refused: { byCode: { '01': t('news.notFound') } },
  },
});

export type NewsFeedItem = RecordOf<typeof newsFeed>;
