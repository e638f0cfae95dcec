/**
 * One event in a short list (the dashboard's upcoming events, the member's bookings): when, in the primary colour,
 * then the title as a heading and a line of detail; `children` adds what a list says of it besides.
 */
import type { ReactNode } from 'react';
import { ListItem, Typography } from '@mui/material';
import { eventWhen } from './eventWhen';

interface EventListItemProps {
  startAt: string;
  endAt: string;
  title: string;
  detail: ReactNode;
  children?: ReactNode;
}

export const EventListItem = ({ startAt, endAt, title, detail, children }: EventListItemProps) => (
  <ListItem disableGutters divider sx={{ display: 'block' }}>
    <Typography variant="body2" color="primary" sx={{ fontWeight: 600 }}>
      {eventWhen(startAt, endAt)}
    </Typography>
    <Typography variant="subtitle1" component="h3" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
      {title}
    </Typography>
    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      {detail}
    </Typography>
    {children}
  </ListItem>
);
