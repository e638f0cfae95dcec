/** A screen's heading (its declared title) with optional actions on the right. */
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Message } from '../types';

export const PageHeading = ({ title, children }: { title: Message; children?: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2, flexWrap: 'wrap' }}>
      <Typography variant="h5" component="h1">
        {translate(title, { _: title })}
      </Typography>
      {children}
    </Box>
  );
};
