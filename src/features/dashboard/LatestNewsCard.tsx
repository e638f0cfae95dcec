/**
 * The latest news for the reader's audience: the news feed's NewsList (src/features/news), page 1 of 10
 * (spec §9 "news feed list"), in a dashboard card, with a link to the News Feed page when the role has it.
 */
import { Link, Paper } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { text } from '../../i18n/text';
import { FEED_PER_PAGE, NewsList } from '../news/NewsList';
import { mayOpen } from './ownIds';
import { screenPath } from '../../../resources/screens';

const NEWS_PAGE_PATH = screenPath('newsFeed');

export const LatestNewsCard = () => (
  <Paper sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
    <NewsList perPage={FEED_PER_PAGE} title={text('dashboards.news.heading')} />
    {mayOpen(NEWS_PAGE_PATH) && (
      <Link component={RouterLink} to={NEWS_PAGE_PATH} sx={{ display: 'inline-block', mt: 1.5 }}>
        {text('dashboards.news.all')}
      </Link>
    )}
  </Paper>
);
