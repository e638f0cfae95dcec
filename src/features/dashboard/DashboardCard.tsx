/**
 * A titled card of a dashboard that loads its own figures: a skeleton while they load, a clear message
 * (the server's words for a refusal) with "Try again" when they fail, the content once they are there.
 */
import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { FiguresFailed, FiguresLoading } from './FiguresState';

interface Props {
  title: string;
  /** e.g. "Pay now", at the right of the heading */
  action?: ReactNode;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  children?: ReactNode;
}

export const DashboardCard = ({ title, action, loading = false, error = null, onRetry, children }: Props) => (
  <Paper component="section" aria-label={title} sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
      <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {!loading && !error && action}
    </Box>
    {error ? <FiguresFailed error={error} onRetry={onRetry} /> : loading ? <FiguresLoading /> : children}
  </Paper>
);
