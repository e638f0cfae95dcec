/**
 * The News Feed page and the NewsList card over the real http client and data provider, with fetch replaced by a
 * route table (tests/components/memberAdmin/memberApi), signed in with a given role.
 */
import { expect } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resources } from '../../../resources';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { http } from '../../../src/providers/http';
import { NewsFeedPage } from '../../../src/features/news/NewsFeedPage';
import { NewsList, type NewsListProps } from '../../../src/features/news/NewsList';
import type { NewsAudience, NewsItem } from '../../../src/domain/newsRules.mjs';
import { renderInAdmin, signedInAs } from '../framework/harness';
import { page, stubApi, type Routes } from '../memberAdmin/memberApi';

export const STAFF_LIST = 'GET application/get-all-news-feed';
export const ADD = 'POST application/news-feed-add';
export const FEED = 'GET dashboard/news-feed';
export const deleteOf = (newsId: number) => `DELETE application/delete-news-feed/${newsId}`;

/** Six helpers share two cores: give the screens more than findBy's default second. */
export const SLOW = { timeout: 5000 };

const LABELS: Record<NewsAudience, string> = { all: 'Everyone', members: 'Members', applicants: 'Applicants' };

export const item = (newsId: number, title: string, audience: NewsAudience = 'all', publishedAt = `2026-11-${String(newsId).padStart(2, '0')}T04:30:00.000Z`, body = `The text of ${title}.`): NewsItem => ({
  newsId,
  title,
  body,
  audience,
  audienceName: LABELS[audience],
  publishedAt,
});

export const staffRow = (newsItem: NewsItem, createdBy = 'staff01@example.org') => ({ ...newsItem, createdBy });

export const STAFF_ROWS = [
  staffRow(item(17, 'Office closed on Il Full Moon Poya Day', 'all', '2026-11-20T04:30:00.000Z')),
  staffRow(item(16, 'Membership fee for newly approved applicants', 'applicants', '2026-11-10T06:30:00.000Z'), 'admin@example.org'),
  staffRow(item(15, 'CPD deadline: record your 2026 hours', 'members', '2026-10-05T04:00:00.000Z')),
];

/** The page signed in with this role (1 administrator, 21 applicant, 22 member, 23 a staff role). */
export const showPage = (roleId: number, routes: Routes = {}) => {
  const api = stubApi({ [STAFF_LIST]: () => page(STAFF_ROWS), [FEED]: () => page([]), ...routes });
  renderInAdmin(<NewsFeedPage />, createDataProvider(resources, http), signedInAs(7, roleId));
  return api;
};

export const showNewsList = (props: NewsListProps, routes: Routes) => {
  const api = stubApi(routes);
  renderInAdmin(<NewsList {...props} />, createDataProvider(resources, http), signedInAs(3, 22));
  return api;
};

export const rowOf = async (text: string) => (await screen.findByText(text, undefined, SLOW)).closest('tr') as HTMLElement;

export const typeInto = (dialog: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

export const openPostNews = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Post news' }, SLOW));
  return screen.findByRole('dialog', { name: 'Post news' }, SLOW);
};

export const chooseAudience = async (dialog: HTMLElement, name: string) => {
  fireEvent.mouseDown(await within(dialog).findByRole('combobox', { name: /Audience/ }));
  fireEvent.click(await screen.findByRole('option', { name }));
};

export const shows = (dialog: HTMLElement, text: string) => waitFor(() => expect(within(dialog).getByText(text)).toBeInTheDocument(), SLOW);
export const showsNot = (dialog: HTMLElement, text: string) => waitFor(() => expect(within(dialog).queryByText(text)).not.toBeInTheDocument(), SLOW);
