/** Read-only label / value pairs: one column on a phone, up to three on a wide screen. */
import type { ReactNode } from 'react';
import { Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface Detail {
  label: string;
  value: ReactNode;
}

export const DetailGrid = ({ details }: { details: readonly Detail[] }) => {
  const translate = useTranslate();
  return (
    <Grid container spacing={2}>
      {details.map(({ label, value }) => (
        <Grid key={label} size={{ xs: 12, sm: 6, md: 4 }}>
          <Typography variant="caption" color="text.secondary" component="div">
            {translate(label)}
          </Typography>
          <Typography variant="body1" component="div" sx={{ overflowWrap: 'anywhere' }}>
            {value === null || value === undefined || value === '' ? '-' : value}
          </Typography>
        </Grid>
      ))}
    </Grid>
  );
};
