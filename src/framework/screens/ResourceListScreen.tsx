/**
 * The generic admin table screen of a declaration: heading and 'Add New', search box,
 * loading bar, server-paged sortable table with row actions, and the create / edit / view /
 * delete dialogs. Page, page size, sort and the `q` filter go to dataProvider.getList;
 * react-admin's list reducer returns to page 1 whenever page size, filter or sort change.
 */
import { useState } from 'react';
import { Button, Paper } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { ListBase, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { msg } from '../../i18n/keys';
import type { AnyResource } from '../types';
import { CONFIRM, ConfirmDialog } from './ConfirmDialog';
import { FormDialog } from './FormDialog';
import { ListTable } from './ListTable';
import { LoadingBar } from './LoadingBar';
import { PageHeading } from './PageHeading';
import { SearchBox } from './SearchBox';
import { ShowDialog } from './ShowDialog';
import { useResourceMutations } from './useResourceMutations';
import { useRowActionRunners, type RowHandlers } from './useRowActionRunners';

export const DEFAULT_PER_PAGE = 10;

export interface ResourceListScreenProps {
  resource: AnyResource;
  /** approve / reject / print behaviour; wins over the declaration's handlers. */
  handlers?: RowHandlers;
  /** Keep page, sort and filter in the URL query (off: one screen may hold several tables). */
  syncWithLocation?: boolean;
}

const Fetching = () => <LoadingBar loading={useListContext().isFetching ?? false} />;

const ListScreenBody = ({ resource, handlers }: ResourceListScreenProps) => {
  const translate = useTranslate();
  const mutations = useResourceMutations(resource);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<RaRecord>();
  const [viewing, setViewing] = useState<RaRecord>();
  const [deleting, setDeleting] = useState<RaRecord>();
  const run = useRowActionRunners(resource, { view: setViewing, edit: setEditing, delete: setDeleting }, handlers);

  const confirmDelete = async () => {
    if (deleting) await mutations.remove(deleting);
    setDeleting(undefined);
  };

  return (
    <>
      <PageHeading title={resource.title}>
        {resource.list?.canCreate && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {translate(msg('table.addNew'))}
          </Button>
        )}
      </PageHeading>
      <Paper sx={{ p: 2 }}>
        <SearchBox />
        <Fetching />
        <ListTable resource={resource} run={run} />
      </Paper>
      <FormDialog resource={resource} mode="create" open={creating} onClose={() => setCreating(false)} onSave={mutations.create} />
      <FormDialog
        resource={resource}
        mode="edit"
        open={!!editing}
        record={editing}
        onClose={() => setEditing(undefined)}
        onSave={(values) => (editing ? mutations.update(editing, values) : Promise.resolve(false))}
      />
      <ShowDialog resource={resource} record={viewing} onClose={() => setViewing(undefined)} />
      <ConfirmDialog open={!!deleting} {...CONFIRM.delete} onConfirm={confirmDelete} onClose={() => setDeleting(undefined)} />
    </>
  );
};

export const ResourceListScreen = ({ resource, handlers, syncWithLocation = false }: ResourceListScreenProps) => {
  const list = resource.list;
  return (
    <ListBase
      resource={resource.name}
      perPage={list?.perPage ?? DEFAULT_PER_PAGE}
      sort={list?.defaultSort ?? { field: resource.idField, order: 'ASC' }}
      disableSyncWithLocation={!syncWithLocation}
    >
      <ListScreenBody resource={resource} handlers={handlers} />
    </ListBase>
  );
};
