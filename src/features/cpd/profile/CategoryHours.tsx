/**
 * Hours per category against the settings' minimums: a table on a wide screen, one line per category on a
 * phone (four columns do not fit 375 px without scrolling sideways).
 */
import { Box, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CategoryCompliance } from '../../../domain/cpdRules.mjs';
import { useIsSmall } from '../../../framework/screens/useIsSmall';
import { msg } from '../../../i18n/keys';
import { hoursText } from './hoursText';
import { MetMark } from './MetMark';

type Rows = { rows: readonly CategoryCompliance[] };

const CategoryTable = ({ rows }: Rows) => {
  const translate = useTranslate();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate(msg('cpdProfile.category'))}>
        <TableHead>
          <TableRow>
            <TableCell>{translate(msg('cpdProfile.category'))}</TableCell>
            <TableCell align="right">{translate(msg('cpdProfile.done'))}</TableCell>
            <TableCell align="right">{translate(msg('cpdProfile.minimum'))}</TableCell>
            <TableCell align="center">{translate(msg('cpdProfile.met'))}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.categoryId}>
              <TableCell>{row.category}</TableCell>
              <TableCell align="right">{hoursText(row.done)}</TableCell>
              <TableCell align="right">{hoursText(row.minimum)}</TableCell>
              <TableCell align="center">
                <MetMark met={row.met} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};

const CategoryList = ({ rows }: Rows) => {
  const translate = useTranslate();
  return (
    <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={translate(msg('cpdProfile.category'))}>
      {rows.map((row) => (
        <Paper key={row.categoryId} component="li" variant="outlined" sx={{ p: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {row.category}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate(msg('cpdProfile.done'))} {hoursText(row.done)} · {translate(msg('cpdProfile.minimum'))} {hoursText(row.minimum)}
            </Typography>
          </Box>
          <MetMark met={row.met} />
        </Paper>
      ))}
    </Stack>
  );
};

export const CategoryHours = ({ rows }: Rows) => (useIsSmall() ? <CategoryList rows={rows} /> : <CategoryTable rows={rows} />);
