/**
 * The server-paged rows of a declaration and the pager: a table with its columns and an action
 * column, or on a small screen one card per row (ListCards) with the same actions.
 */
import type { ReactNode } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import { DataTable, Pagination, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { msg } from '../../i18n/keys';
import { FieldDisplay } from '../display/FieldDisplay';
import type { AnyResource, ListSpec, RowForm } from '../types';
import { bulkSelectable } from '../bulk/bulkSelectable';
import { PageSelectCheckbox } from '../bulk/PageSelectCheckbox';
import { RowSelectCell } from '../bulk/RowSelectCheckbox';
import { ListCards } from './ListCards';
import { RowActions, type RowActionRunners } from './RowActions';
import { useIsSmall } from './useIsSmall';
import { errorMessage } from './useToast';
import { useViewer } from './useViewer';

export const ROWS_PER_PAGE_OPTIONS = [10, 25, 50, 100];

/** ListSpec.dense: half the cells' side padding. */
const DENSE = { '& .MuiTableCell-root': { px: 1 } } as const;

const NoRecords = () => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" sx={{ p: 2 }}>
      {translate(msg('table.noRecords'))}
    </Typography>
  );
};

const hasRowActions = (list: ListSpec<string>) =>
  (list.rowActions?.length ?? 0) + (list.textLinks?.length ?? 0) + (list.rowForms?.length ?? 0) > 0;

interface Props {
  resource: AnyResource;
  run: RowActionRunners;
  /** Opens a declared row form on a record. */
  onForm?: (form: RowForm<string>, record: RaRecord) => void;
  /** More buttons of a row, after the declared actions (e.g. a staff page's approve / reject). */
  rowExtras?: (record: RaRecord) => ReactNode;
}

export const ListTable = ({ resource, run, onForm, rowExtras }: Props) => {
  const translate = useTranslate();
  const small = useIsSmall();
  const viewer = useViewer();
  const { error } = useListContext();
  const list = resource.list ?? { columns: [] };
  // A failed load says why instead of an empty table with a pager that guesses a total.
  if (error) return <Alert severity="error">{translate(errorMessage(error), { _: errorMessage(error) })}</Alert>;
  const hasActions = hasRowActions(list) || !!rowExtras;
  const selectable = list.bulkApprove ? bulkSelectable(list, viewer) : undefined;
  return (
    <>
      {small ? (
        <ListCards resource={resource} run={run} viewer={viewer} hasActions={hasActions} empty={<NoRecords />} onForm={onForm} rowExtras={rowExtras} selectable={selectable} />
      ) : (
        // a table wider than its card (many columns beside the menu) scrolls inside the card, not the page
        <Box sx={{ overflowX: 'auto', ...(list.dense ? DENSE : {}) }}>
          <DataTable rowClick={false} bulkActionButtons={false} empty={<NoRecords />}>
            {/* the engine's own checkboxes (named after their row, as on the cards), not react-admin's unnamed ones */}
            {selectable && (
              <DataTable.Col label={<PageSelectCheckbox selectable={selectable} />} disableSort>
                <RowSelectCell resource={resource} selectable={selectable} />
              </DataTable.Col>
            )}
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
                <RowActions list={list} run={run} viewer={viewer} onForm={onForm} extras={rowExtras} />
              </DataTable.Col>
            )}
          </DataTable>
        </Box>
      )}
      <Pagination rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS} />
    </>
  );
};
