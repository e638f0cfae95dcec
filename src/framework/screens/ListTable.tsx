/**
 * The server-paged rows of a declaration and the pager: a table with its columns and an action
 * column, or on a small screen one card per row (ListCards) with the same actions. The action column
 * stays at the table's right edge (sticky) and a table too narrow for every column leaves out its
 * least important ones (giveWayOrder), so a row's actions are on screen without sideways scrolling;
 * identity, date, money and status cells never break over two lines.
 */
import { useRef, type ReactNode } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import { DataTable, Pagination, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { msg } from '../../i18n/keys';
import { FieldDisplay } from '../display/FieldDisplay';
import { giveWayOrder, keepsOnOneLine } from '../display/listColumns';
import type { AnyResource, ListSpec, RowForm } from '../types';
import { bulkSelectable } from '../bulk/bulkSelectable';
import { PageSelectCheckbox } from '../bulk/PageSelectCheckbox';
import { RowSelectCell } from '../bulk/RowSelectCheckbox';
import { ListCards } from './ListCards';
import { RowActions, type RowActionRunners } from './RowActions';
import { useFittingColumns } from './useFittingColumns';
import { useIsSmall } from './useIsSmall';
import { errorMessage } from '../errorMessage';
import { useViewer } from './useViewer';

export const ROWS_PER_PAGE_OPTIONS = [10, 25, 50, 100];

/** ListSpec.dense: half the cells' side padding. */
const DENSE = { '& .MuiTableCell-root': { px: 1 } } as const;

const ONE_LINE = { whiteSpace: 'nowrap' } as const;

/** The action column at the right edge of the table's box, over the cells that scroll under it (if any still do). */
const STICKY_ACTIONS = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  boxShadow: (theme: { palette: { divider: string } }) => `inset 1px 0 0 ${theme.palette.divider}`,
} as const;

const NoRecords = () => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" sx={{ p: 2 }}>
      {translate(msg('table.noRecords'))}
    </Typography>
  );
};

const hasRowActions = (list: ListSpec<string>) =>
  (list.rowActions?.length ?? 0) + (list.rowForms?.length ?? 0) > 0;

interface Props {
  resource: AnyResource;
  run: RowActionRunners;
  /** Opens a declared row form on a record. */
  onForm?: (form: RowForm<string>, record: RaRecord) => void;
  /** More buttons of a row, after the declared actions (e.g. a staff page's approve / reject). */
  rowExtras?: (record: RaRecord) => ReactNode;
}

export const ListTable = (props: Props) => {
  const translate = useTranslate();
  const small = useIsSmall();
  const viewer = useViewer();
  const { error } = useListContext();
  // A failed load says why instead of an empty table with a pager that guesses a total.
  if (error) return <Alert severity="error">{translate(errorMessage(error), { _: errorMessage(error) })}</Alert>;
  const list = props.resource.list ?? { columns: [] };
  const hasActions = hasRowActions(list) || !!props.rowExtras;
  const selectable = list.bulkApprove ? bulkSelectable(list, viewer) : undefined;
  return (
    <>
      {small ? (
        <ListCards resource={props.resource} run={props.run} viewer={viewer} hasActions={hasActions} empty={<NoRecords />} onForm={props.onForm} rowExtras={props.rowExtras} selectable={selectable} />
      ) : (
        <FittingTable {...props} hasActions={hasActions} selectable={selectable} />
      )}
      <Pagination rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS} />
    </>
  );
};

const FittingTable = ({ resource, run, onForm, rowExtras, hasActions, selectable }: Props & { hasActions: boolean; selectable?: ReturnType<typeof bulkSelectable> }) => {
  const viewer = useViewer();
  const { data } = useListContext();
  const box = useRef<HTMLDivElement>(null);
  const list = resource.list ?? { columns: [] };
  const giveWay = giveWayOrder(resource);
  const leftOut = useFittingColumns(box, giveWay, data);
  const hidden = new Set(giveWay.slice(0, leftOut));
  return (
    // what still does not fit (a few very long words) scrolls inside the card, not the page, under the sticky actions
    <Box ref={box} sx={{ overflowX: 'auto', ...(list.dense ? DENSE : {}) }}>
      <DataTable rowClick={false} bulkActionButtons={false} empty={<NoRecords />}>
        {/* the engine's own checkboxes (named after their row, as on the cards), not react-admin's unnamed ones */}
        {selectable && (
          <DataTable.Col label={<PageSelectCheckbox selectable={selectable} />} disableSort>
            <RowSelectCell resource={resource} selectable={selectable} />
          </DataTable.Col>
        )}
        {list.columns
          .filter((name) => !hidden.has(name))
          .map((name) => {
            const def = resource.fields[name];
            return (
              <DataTable.Col key={name} source={name} label={def?.label} disableSort={def?.sortable === false} sx={keepsOnOneLine(resource, name) ? ONE_LINE : undefined}>
                {def && <FieldDisplay source={name} def={def} />}
              </DataTable.Col>
            );
          })}
        {hasActions && (
          <DataTable.Col label={msg('table.actions')} disableSort sx={STICKY_ACTIONS}>
            <RowActions list={list} run={run} viewer={viewer} onForm={onForm} extras={rowExtras} />
          </DataTable.Col>
        )}
      </DataTable>
    </Box>
  );
};
