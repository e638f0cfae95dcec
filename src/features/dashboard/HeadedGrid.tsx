/** A dashboard section: its h2 heading (which names it) over a grid of cards laid out by `grid`. */
import { useId, type ReactNode } from 'react';
import { Box, Typography, type SxProps, type Theme } from '@mui/material';

export const HeadedGrid = ({ title, grid, children }: { title: string; grid: SxProps<Theme>; children: ReactNode }) => {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box sx={grid}>{children}</Box>
    </Box>
  );
};
