/** A card's selection checkbox on a phone (the table has react-admin's own); disabled for a row not awaiting approval. */
import { Checkbox } from '@mui/material';
import { useListContext, useTranslate, type RaRecord } from 'react-admin';
import { msg } from '../../i18n/keys';

export const RowSelectCheckbox = ({ record, selectable, name }: { record: RaRecord; selectable: boolean; name: string }) => {
  const translate = useTranslate();
  const { selectedIds, onToggleItem } = useListContext();
  return (
    <Checkbox
      edge="start"
      checked={selectedIds.includes(record.id)}
      disabled={!selectable}
      onChange={() => onToggleItem(record.id)}
      slotProps={{ input: { 'aria-label': translate(msg('bulk.selectRow'), { name }) } }}
    />
  );
};
