/** The readers' feed (GET dashboard/news-feed): the items for the signed-in user's audience, newest first, paged. */
import { http } from '../../providers/http';
import type { NewsItem } from '../../domain/newsRules.mjs';

export interface NewsPage {
  data: NewsItem[];
  total: number;
}

/** The react-query key of the feed; a page adds [page, perPage]. */
export const NEWS_FEED_KEY = ['news', 'feed'] as const;

export const fetchNewsFeed = (page: number, perPage: number): Promise<NewsPage> => http.get<NewsPage>('dashboard/news-feed', { page, perPage });
