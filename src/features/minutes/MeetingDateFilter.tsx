/**
 * The minutes list's meeting date range: two dates (the portal's date field, DD/MM/YYYY) whose values go to
 * the list's filter as `from` and `to` (YYYY-MM-DD, both inclusive on the server) once they are real dates;
 * clearing one removes it. react-admin returns to page 1.
 */
import { useState } from 'react';
import { Box } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { formDateToWire, wireDateToForm } from '../../domain/dates';
import { DateTextField } from '../../framework';
import { msg } from '../../i18n/keys';

const BOUNDS = [
  { source: 'from', label: msg('minutes.from') },
  { source: 'to', label: msg('minutes.to') },
] as const;

type Bound = (typeof BOUNDS)[number]['source'];

export const MeetingDateFilter = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const [typed, setTyped] = useState<Record<Bound, string>>(() => ({ from: wireDateToForm(filterValues.from), to: wireDateToForm(filterValues.to) }));
  const choose = (source: Bound, text: string) => {
    setTyped((current) => ({ ...current, [source]: text }));
    const wire = formDateToWire(text);
    if (text !== '' && wire === null) return; // still being typed
    const { [source]: _previous, ...others } = filterValues;
    setFilters(wire === null ? others : { ...others, [source]: wire }, undefined);
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, mb: 1.5 }}>
      {BOUNDS.map(({ source, label }) => (
        <DateTextField
          key={source}
          size="small"
          label={translate(label)}
          value={typed[source]}
          onChange={(text) => choose(source, text)}
          sx={{ flex: { xs: 1, sm: '0 0 200px' }, minWidth: 0 }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `minutes-${source}` } }}
        />
      ))}
    </Box>
  );
};
