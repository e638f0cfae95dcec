/**
 * The signed-in user's news (GET dashboard/news-feed: their audience's items, newest first) as readable cards.
 * The dashboards show the latest few; the News Feed page pages through all of them (`paged`).
 */
import { useRef, useState } from 'react';
import { Alert, Box, Button, LinearProgress, Pagination, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { text } from '../../i18n/text';
import { NewsCard } from './NewsCard';
import { NEWS_FEED_KEY, fetchNewsFeed } from './newsApi';

/** Spec §9 "news feed list": page 1, 10 per page. */
export const FEED_PER_PAGE = 10;
/** A dashboard card's latest items. */
export const LATEST_PER_PAGE = 3;

export interface NewsListProps {
  /** Items per page (default 3, the dashboards' card; the News Feed page uses 10). */
  perPage?: number;
  /** The heading (default "Latest news"); '' shows none. */
  title?: string;
  /** Offer every page of the feed (the News Feed page); without it only the latest `perPage` items show. */
  paged?: boolean;
}

export const NewsList = ({ perPage = LATEST_PER_PAGE, title = text('news.latestTitle'), paged = false }: NewsListProps) => {
  const [page, setPage] = useState(1);
  const top = useRef<HTMLElement>(null);
  // a new page starts at its first item, not where the pager was (the bottom of a phone's screen)
  const turnTo = (next: number) => {
    setPage(next);
    top.current?.scrollIntoView?.({ block: 'start' });
  };
  const { data, isPending, isFetching, isError, refetch } = useQuery({
    queryKey: [...NEWS_FEED_KEY, page, perPage],
    queryFn: () => fetchNewsFeed(page, perPage),
    placeholderData: keepPreviousData,
    // one quiet retry for a phone's flaky connection, then the reader is told and may try again
    retry: 1,
  });
  const pages = data ? Math.ceil(data.total / perPage) : 0;
  return (
    <Box component="section" ref={top} aria-label={title || text('news.latestTitle')}>
      {title && (
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
      )}
      <Box sx={{ height: 4, mb: 1 }}>{isFetching && <LinearProgress aria-label={text('engine.loading')} />}</Box>
      {isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {text('news.retry')}
            </Button>
          }
        >
          {text('news.loadFailed')}
        </Alert>
      )}
      {!isPending && !isError && data.data.length === 0 && <Typography color="text.secondary">{text('news.empty')}</Typography>}
      {data && data.data.length > 0 && (
        <Stack spacing={1.5}>
          {data.data.map((item) => (
            <NewsCard key={item.newsId} item={item} />
          ))}
        </Stack>
      )}
      {paged && pages > 1 && (
        <Pagination
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
          count={pages}
          page={page}
          siblingCount={0}
          onChange={(_, next: number) => turnTo(next)}
          aria-label={text('news.pages')}
        />
      )}
    </Box>
  );
};
