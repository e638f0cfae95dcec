/**
 * The generic admin table screen of a declaration: heading with Export (a CSV of every filtered row, unless the
 * declaration says `export: false`) and 'Add New', search box, the bulk approval bar (ListSpec.bulkApprove),
 * loading bar, server-paged sortable table with row actions (cards on a phone), and the create / edit / view /
 * delete dialogs. Page, page size, sort and the `q` filter go to dataProvider.getList;
 * react-admin's list reducer returns to page 1 whenever page size, filter or sort change.
 * Search, filters, sort, page and page size are kept in react-admin's store under the list's own key
 * (listStoreKey), so coming back to a list finds it as it was left (unless ListSpec.forgetOnLeave); signing out
 * empties the store. Dialogs
 * live in the screen. On a phone the filters sit behind a "Filters" button (FiltersToggle).
 */
import { useMemo, type ReactNode } from 'react';
import { Box, Button, Paper, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { ListBase, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { useViewer } from './useViewer';
import { msg } from '../../i18n/keys';
import type { AnyResource } from '../types';
import { BulkApproveBar } from '../bulk/BulkApproveBar';
import { useCsvExporter } from '../export/useCsvExporter';
import { ExportCsvButton } from './ExportCsvButton';
import { ListDialogs, type EditSaver } from './ListDialogs';
import { FiltersToggle } from './FiltersToggle';
import { ListFilters } from './ListFilters';
import { ListTable } from './ListTable';
import { LoadingBar } from './LoadingBar';
import { PageHeading } from './PageHeading';
import { SearchBox } from './SearchBox';
import { useListDialogs } from './useListDialogs';
import { useSeenResource } from './useSeenResource';
import type { RowHandlers } from './useRowActionRunners';

export const DEFAULT_PER_PAGE = 10;

/** Where a list screen keeps its search, filters, sort and page: one key per declaration. */
export const listStoreKey = (resource: AnyResource): string => `${resource.name}.listParams`;

export interface ResourceListScreenProps {
  resource: AnyResource;
  /** approve / print behaviour (approve without one opens the edit dialog). */
  handlers?: RowHandlers;
  /** Keep page, sort and filter in the URL query (off: one screen may hold several tables). */
  syncWithLocation?: boolean;
  /** The screen's own buttons in the heading (e.g. a report), before 'Add New'. */
  toolbar?: ReactNode;
  /** The screen's own buttons of a row, after the declared actions. */
  rowExtras?: (record: RaRecord) => ReactNode;
  /** The screen's own filters after the declared selects (e.g. a date range), inside the list's context. */
  filterExtras?: ReactNode;
  /** The screen's own content in a record's edit dialog. */
  editExtras?: (record: RaRecord) => ReactNode;
  /**
   * The screen's own write for a record's edit dialog instead of the declared update (e.g. a decision whose
   * endpoint, answers and follow-up call the screen reads itself); the dialog, its checks and confirmation stay.
   */
  saveEdit?: EditSaver;
}

/** The list's own fetching, or a record loading before its edit dialog. */
const Fetching = ({ loading }: { loading: boolean }) => <LoadingBar loading={loading || (useListContext().isFetching ?? false)} />;

const ListScreenBody = ({ resource, handlers, toolbar, rowExtras, filterExtras, editExtras, saveEdit }: ResourceListScreenProps) => {
  const translate = useTranslate();
  const dialogs = useListDialogs(resource, handlers);
  const seen = useSeenResource(resource);
  const addLabel = resource.list?.addLabel ?? msg('table.addNew');
  const heading = resource.list?.heading;
  return (
    <>
      <PageHeading title={resource.title}>
        {/* the heading's buttons stay together at its right, wrapping under the title on a phone */}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          {toolbar}
          {resource.list?.export !== false && <ExportCsvButton />}
          {seen.list?.canCreate && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={dialogs.openCreate} data-primary-action>
              {translate(addLabel, { _: addLabel })}
            </Button>
          )}
        </Box>
      </PageHeading>
      <Paper sx={{ p: { xs: 1, sm: 2 } }}>
        {heading && (
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {translate(heading, { _: heading })}
          </Typography>
        )}
        {(!!resource.list?.filters?.length || !!filterExtras) && (
          <FiltersToggle>
            <ListFilters filters={resource.list?.filters} />
            {filterExtras}
          </FiltersToggle>
        )}
        <SearchBox />
        <Fetching loading={dialogs.loading} />
        {seen.list?.bulkApprove && <BulkApproveBar resource={seen} spec={seen.list.bulkApprove} saveEdit={saveEdit} />}
        <ListTable resource={seen} run={dialogs.run} onForm={dialogs.openForm} rowExtras={rowExtras} />
      </Paper>
      <ListDialogs resource={resource} state={dialogs} editExtras={editExtras} saveEdit={saveEdit} />
    </>
  );
};

export const ResourceListScreen = ({ resource, syncWithLocation = false, ...body }: ResourceListScreenProps) => {
  const list = resource.list;
  const viewer = useViewer();
  // a scoped list (ListSpec.scope, e.g. the member's own user id in its path) waits for the viewer
  const scope = useMemo(() => list?.scope?.(viewer), [list, viewer]);
  const exporter = useCsvExporter(resource);
  if (list?.scope && !scope) return <LoadingBar loading />;
  return (
    <ListBase
      resource={resource.name}
      exporter={list?.export === false ? false : exporter}
      perPage={DEFAULT_PER_PAGE}
      sort={list?.defaultSort ?? { field: resource.idField, order: 'ASC' }}
      filter={scope}
      disableSyncWithLocation={!syncWithLocation}
      storeKey={list?.forgetOnLeave ? false : listStoreKey(resource)}
    >
      <ListScreenBody resource={resource} {...body} />
    </ListBase>
  );
};
