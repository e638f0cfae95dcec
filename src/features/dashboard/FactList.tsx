/** Label / value pairs as a description list: two columns where there is room, stacked on a narrow card. */
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

export const FactList = ({ facts }: { facts: readonly { label: string; value: ReactNode }[] }) => (
  <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' }, columnGap: 2, rowGap: { xs: 0, sm: 1 } }}>
    {facts.map(({ label, value }) => (
      <Box key={label} sx={{ display: 'contents' }}>
        <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
          {label}
        </Typography>
        <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'anywhere' }}>
          {value}
        </Typography>
      </Box>
    ))}
  </Box>
);
