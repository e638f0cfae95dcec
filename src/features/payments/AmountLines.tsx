/** Label / LKR amount lines with an optional bold total line: the dues as the member sees them. */
import { Box, Typography } from '@mui/material';
import { formatMoney } from '../../domain/money';

export interface AmountLine {
  label: string;
  amount: number;
}

const Line = ({ label, amount, bold }: AmountLine & { bold?: boolean }) => (
  <Box component="li" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5, borderTop: bold ? 1 : 0, borderColor: 'divider' }}>
    <Typography variant="body1" component="span" sx={{ fontWeight: bold ? 700 : 400 }}>
      {label}
    </Typography>
    <Typography variant="body1" component="span" sx={{ fontWeight: bold ? 700 : 400, whiteSpace: 'nowrap' }}>
      {formatMoney(amount)}
    </Typography>
  </Box>
);

export const AmountLines = ({ lines, total }: { lines: readonly AmountLine[]; total?: AmountLine }) => (
  <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
    {lines.map((line) => (
      <Line key={line.label} {...line} />
    ))}
    {total && <Line {...total} bold />}
  </Box>
);
