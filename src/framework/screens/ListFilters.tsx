/**
 * The declared selects narrowing a server-paged list (ListSpec.filters), e.g. a status: each value
 * goes to the list's filter under its `source` (a query parameter of the list call); the "any"
 * option removes it. react-admin returns to page 1 on a filter change.
 */
import { Box, MenuItem, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import type { ListFilter } from '../types';

export const ListFilters = ({ filters }: { filters: readonly ListFilter[] | undefined }) => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  if (!filters?.length) return null;
  const t = (text: string) => translate(text, { _: text });

  const choose = (source: string, value: string) => {
    const { [source]: _previous, ...others } = filterValues;
    setFilters(value === '' ? others : { ...others, [source]: value }, undefined);
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1.5, mt: 0.5 }}>
      {filters.map((filter) => {
        const current = filterValues[filter.source];
        return (
          <TextField
            key={filter.source}
            select
            size="small"
            label={t(filter.label)}
            value={current === undefined || current === null ? '' : String(current)}
            onChange={(event) => choose(filter.source, event.target.value)}
            sx={{ width: { xs: '100%', sm: 240 } }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t(filter.anyLabel)}</MenuItem>
            {filter.choices.map((choice) => (
              <MenuItem key={choice.id} value={String(choice.id)}>
                {t(choice.name)}
              </MenuItem>
            ))}
          </TextField>
        );
      })}
    </Box>
  );
};
