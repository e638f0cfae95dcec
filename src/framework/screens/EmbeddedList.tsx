/**
 * A declared list inside a bespoke page (a resource without a route): a titled card with an optional
 * add button opening the declared create dialog, the search box, the server-paged sortable table
 * (cards on a phone) with its row actions and delete confirmation. `scope` is what every call of
 * this list carries: the list's filter (it fills the list endpoint's {placeholders}, e.g. a member's
 * userId) and values added to each created record.
 */
import type { ReactNode } from 'react';
import { Box, Button, Paper, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { ListBase, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { msg } from '../../i18n/keys';
import type { AnyResource, Message } from '../types';
import { ListDialogs } from './ListDialogs';
import { ListTable } from './ListTable';
import { LoadingBar } from './LoadingBar';
import { SearchBox } from './SearchBox';
import { useListDialogs } from './useListDialogs';
import { DEFAULT_PER_PAGE } from './ResourceListScreen';
import { useSeenResource } from './useSeenResource';

type Scope = Readonly<Record<string, string | number>>;

export interface EmbeddedListProps {
  resource: AnyResource;
  /** Default: the declaration's title. */
  title?: Message;
  scope?: Scope;
  /** Show the add button (default: the declaration's list.canCreate). */
  canCreate?: boolean;
  addLabel?: Message;
  rowExtras?: (record: RaRecord) => ReactNode;
}

const Fetching = ({ loading }: { loading: boolean }) => <LoadingBar loading={loading || (useListContext().isFetching ?? false)} />;

const EmbeddedBody = ({ resource, title, scope, canCreate, addLabel, rowExtras }: EmbeddedListProps) => {
  const translate = useTranslate();
  const dialogs = useListDialogs(resource);
  const seen = useSeenResource(resource);
  const readOnly = seen !== resource;
  const heading = title ?? resource.title;
  const label = addLabel ?? msg('table.addNew');
  return (
    <Paper component="section" aria-label={translate(heading, { _: heading })} sx={{ p: { xs: 1, sm: 2 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h2">
          {translate(heading, { _: heading })}
        </Typography>
        {!readOnly && (canCreate ?? resource.list?.canCreate) && (
          <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={dialogs.openCreate} sx={{ ml: 'auto' }}>
            {translate(label, { _: label })}
          </Button>
        )}
      </Box>
      <SearchBox />
      <Fetching loading={dialogs.loading} />
      <ListTable resource={seen} run={dialogs.run} onForm={dialogs.openForm} rowExtras={rowExtras} />
      <ListDialogs resource={resource} state={dialogs} createData={scope} />
    </Paper>
  );
};

export const EmbeddedList = (props: EmbeddedListProps) => {
  const { resource, scope } = props;
  return (
    <ListBase
      resource={resource.name}
      perPage={DEFAULT_PER_PAGE}
      sort={resource.list?.defaultSort ?? { field: resource.idField, order: 'ASC' }}
      filter={scope}
      disableSyncWithLocation
      storeKey={false}
    >
      <EmbeddedBody {...props} />
    </ListBase>
  );
};
