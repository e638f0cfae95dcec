/** One news item as a reader sees it: title, date, its audience when it is not everyone's, and the text. */
import { useState } from 'react';
import { Box, Button, Card, CardContent, Chip, Typography } from '@mui/material';
import { formatDatePattern } from '../../framework';
import { NEWS_AUDIENCE, audienceLabel, type NewsItem } from '../../domain/newsRules.mjs';
import { text } from '../../i18n/text';

/** A long text shows its first characters until the reader opens it (dashboards keep their cards short). */
export const SHORT_BODY = 280;

const shortened = (body: string) => `${body.slice(0, SHORT_BODY).trimEnd()}…`;

export const NewsCard = ({ item }: { item: NewsItem }) => {
  const [open, setOpen] = useState(false);
  const long = item.body.length > SHORT_BODY;
  const titleId = `news-${item.newsId}-title`;
  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {item.title}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="body2" color="text.secondary" component="time" dateTime={item.publishedAt}>
            {formatDatePattern(item.publishedAt, 'dd/MM/yyyy')}
          </Typography>
          {item.audience !== NEWS_AUDIENCE.ALL && (
            <Chip size="small" variant="outlined" label={text('news.forAudience', { audience: audienceLabel(item.audience) })} />
          )}
        </Box>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {long && !open ? shortened(item.body) : item.body}
        </Typography>
        {long && (
          <Button size="small" sx={{ mt: 0.5, px: 0 }} aria-expanded={open} onClick={() => setOpen(!open)}>
            {text(open ? 'news.readLess' : 'news.readMore')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
};
