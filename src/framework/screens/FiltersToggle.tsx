/**
 * A list's filters (its declared selects and the screen's own, e.g. a date range): as they are on a wide screen;
 * on a phone behind a "Filters" button that says how many are active ("Filters (2)"), so the rows start on the first screen.
 */
import { useId, useState, type ReactNode } from 'react';
import { Button, Collapse } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import { useListContext, useTranslate } from 'react-admin';
import { msg } from '../../i18n/keys';
import { useIsSmall } from './useIsSmall';

/** The filters in force besides the search text (the search box shows that one itself). */
export const activeFilterCount = (filterValues: Readonly<Record<string, unknown>>): number =>
  Object.entries(filterValues).filter(([name, value]) => name !== 'q' && value !== undefined && value !== null && value !== '').length;

export const FiltersToggle = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const small = useIsSmall();
  const { filterValues } = useListContext();
  const [open, setOpen] = useState(false);
  const panel = useId();
  if (!small) return <>{children}</>;
  const active = activeFilterCount(filterValues);
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        aria-expanded={open}
        aria-controls={panel}
        startIcon={<FilterListIcon />}
        onClick={() => setOpen((shown) => !shown)}
        sx={{ mb: 1 }}
      >
        {/* the count is part of the text, so what is read is what is seen */}
        {active ? translate(msg('table.filtersActive'), { smart_count: active }) : translate(msg('table.filters'))}
      </Button>
      <Collapse in={open} id={panel}>
        {children}
      </Collapse>
    </>
  );
};
