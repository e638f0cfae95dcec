/** A colour value ('#1A2B3C') as a small swatch beside its text; the text carries it for screen readers. */
import { Box } from '@mui/material';

export const ColourSwatch = ({ value }: { value: string }) => (
  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, whiteSpace: 'nowrap' }}>
    <Box component="span" aria-hidden="true" sx={{ width: 16, height: 16, borderRadius: 0.5, border: 1, borderColor: 'divider', bgcolor: value, flexShrink: 0 }} />
    {value}
  </Box>
);
