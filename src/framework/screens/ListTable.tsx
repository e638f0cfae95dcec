/** The server-paged table of a declaration: its columns, an action column, and the pager. */
import { Alert, Typography } from '@mui/material';
import { DataTable, Pagination, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { msg } from '../../i18n/keys';
import { FieldDisplay } from '../display/FieldDisplay';
import type { AnyResource, RowForm } from '../types';
import { RowActions, type RowActionRunners } from './RowActions';
import { errorMessage } from './useToast';

export const ROWS_PER_PAGE_OPTIONS = [10, 25, 50, 100];

const NoRecords = () => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" sx={{ p: 2 }}>
      {translate(msg('table.noRecords'))}
    </Typography>
  );
};

interface Props {
  resource: AnyResource;
  run: RowActionRunners;
  /** Opens a declared row form on a record. */
  onForm?: (form: RowForm<string>, record: RaRecord) => void;
}

export const ListTable = ({ resource, run, onForm }: Props) => {
  const translate = useTranslate();
  const { error } = useListContext();
  const list = resource.list ?? { columns: [] };
  // A failed load says why instead of an empty table with a pager that guesses a total.
  if (error) return <Alert severity="error">{translate(errorMessage(error), { _: errorMessage(error) })}</Alert>;
  const hasActions = (list.rowActions?.length ?? 0) + (list.textLinks?.length ?? 0) + (list.rowForms?.length ?? 0) > 0;
  return (
    <>
      <DataTable rowClick={false} bulkActionButtons={false} empty={<NoRecords />}>
        {list.columns.map((name) => {
          const def = resource.fields[name];
          return (
            <DataTable.Col key={name} source={name} label={def?.label} disableSort={def?.sortable === false}>
              {def && <FieldDisplay source={name} def={def} />}
            </DataTable.Col>
          );
        })}
        {hasActions && (
          <DataTable.Col label={msg('table.actions')} disableSort>
            <RowActions list={list} run={run} onForm={onForm} />
          </DataTable.Col>
        )}
      </DataTable>
      <Pagination rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS} />
    </>
  );
};
