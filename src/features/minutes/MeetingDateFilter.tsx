/**
 * The minutes list's meeting date range: two dates whose values go to the list's filter as `from` and `to`
 * (YYYY-MM-DD, both inclusive on the server); clearing one removes it. react-admin returns to page 1.
 */
import { Box, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { msg } from '../../i18n/keys';

const BOUNDS = [
  { source: 'from', label: msg('minutes.from') },
  { source: 'to', label: msg('minutes.to') },
] as const;

export const MeetingDateFilter = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const choose = (source: string, value: string) => {
    const { [source]: _previous, ...others } = filterValues;
    setFilters(value === '' ? others : { ...others, [source]: value }, undefined);
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, mb: 1.5 }}>
      {BOUNDS.map(({ source, label }) => (
        <TextField
          key={source}
          type="date"
          size="small"
          label={translate(label)}
          value={typeof filterValues[source] === 'string' ? filterValues[source] : ''}
          onChange={(event) => choose(source, event.target.value)}
          sx={{ flex: { xs: 1, sm: '0 0 200px' }, minWidth: 0 }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `minutes-${source}` } }}
        />
      ))}
    </Box>
  );
};
