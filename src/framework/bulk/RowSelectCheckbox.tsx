/**
 * A row's selection checkbox for a bulk approval, named after its row ("Select M0012"), on a phone's card and in
 * the table's first column; disabled for a row not awaiting approval.
 */
import { Checkbox } from '@mui/material';
import { useListContext, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { msg } from '../../i18n/keys';
import { recordName } from '../forms/confirmQuestion';
import type { AnyResource } from '../types';

interface Props {
  resource: AnyResource;
  record: RaRecord;
  selectable: (record: RaRecord) => boolean;
}

export const RowSelectCheckbox = ({ resource, record, selectable }: Props) => {
  const translate = useTranslate();
  const { selectedIds, onToggleItem } = useListContext();
  const name = recordName(resource, record) ?? String(record.id);
  return (
    <Checkbox
      size="small"
      sx={{ p: 0.5 }}
      checked={selectedIds.includes(record.id)}
      disabled={!selectable(record)}
      onChange={() => onToggleItem(record.id)}
      slotProps={{ input: { 'aria-label': translate(msg('bulk.selectRow'), { name }) } }}
    />
  );
};

/** The table cell: the row's checkbox, from the row's record context. */
export const RowSelectCell = ({ resource, selectable }: Omit<Props, 'record'>) => {
  const record = useRecordContext();
  return record ? <RowSelectCheckbox resource={resource} record={record} selectable={selectable} /> : null;
};
