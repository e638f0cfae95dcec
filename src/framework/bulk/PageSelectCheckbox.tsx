/** Selects (or clears) every row of the page that awaits approval: the table's header cell, or the bulk bar on a phone. */
import { Checkbox } from '@mui/material';
import { useListContext, useTranslate, type RaRecord } from 'react-admin';
import { msg } from '../../i18n/keys';

export const PageSelectCheckbox = ({ selectable }: { selectable: (record: RaRecord) => boolean }) => {
  const translate = useTranslate();
  const { data = [], selectedIds, onSelect } = useListContext();
  const pageIds = data.filter(selectable).map((record) => record.id);
  const chosen = pageIds.filter((id) => selectedIds.includes(id));
  const all = pageIds.length > 0 && chosen.length === pageIds.length;
  return (
    <Checkbox
      size="small"
      sx={{ p: 0.5 }}
      checked={all}
      indeterminate={chosen.length > 0 && !all}
      disabled={pageIds.length === 0}
      onChange={() => onSelect(all ? selectedIds.filter((id) => !pageIds.includes(id)) : [...new Set([...selectedIds, ...pageIds])])}
      slotProps={{ input: { 'aria-label': translate(msg('bulk.selectPage')) } }}
    />
  );
};

