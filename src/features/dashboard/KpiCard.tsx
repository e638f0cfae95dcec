/** One key figure: what it counts, the number, and a line that puts it in context. */
import { Paper, Typography } from '@mui/material';

interface Props {
  label: string;
  value: string;
  detail?: string;
}

export const KpiCard = ({ label, value, detail }: Props) => (
  <Paper component="article" aria-label={label} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
    <Typography variant="body2" color="text.secondary" component="h3">
      {label}
    </Typography>
    <Typography variant="h5" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere', fontSize: { xs: '1.25rem', sm: '1.5rem' } }}>
      {value}
    </Typography>
    {detail && (
      <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
        {detail}
      </Typography>
    )}
  </Paper>
);
