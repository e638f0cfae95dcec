/**
 * A single record (e.g. Global Details, id 3): a read-only grid of its fields and an update
 * button opening the edit dialog prefilled; after a successful update the grid refetches.
 */
import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, Paper } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import type { AnyResource } from '../types';
import { FormDialog } from './FormDialog';
import { LoadingBar } from './LoadingBar';
import { PageHeading } from './PageHeading';
import { ShowView } from './ShowView';
import { useResourceMutations } from './useResourceMutations';
import { useViewer } from './useViewer';
import { mayWrite } from '../writeAccess';
import { errorMessage } from '../errorMessage';

const singletonOf = (resource: AnyResource) => {
  if (!resource.singleton) throw new Error(`resource '${resource.name}' declares no singleton`);
  return resource.singleton;
};

export interface SingletonScreenProps {
  resource: AnyResource;
  /** More buttons beside the update button in the heading (a bespoke page's own actions). */
  actions?: ReactNode;
}

export const SingletonScreen = ({ resource, actions }: SingletonScreenProps) => {
  const { id, updateLabel } = singletonOf(resource);
  const translate = useTranslate();
  const { data, isFetching, error } = useGetOne(resource.name, { id });
  const { update } = useResourceMutations(resource);
  const [editing, setEditing] = useState(false);
  const writable = mayWrite(resource, useViewer());
  const updateButton = (
    <Button variant="contained" disabled={!data} onClick={() => setEditing(true)}>
      {translate(updateLabel, { _: updateLabel })}
    </Button>
  );

  return (
    <>
      <PageHeading title={resource.title}>
        {actions ? (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {writable && updateButton}
            {actions}
          </Box>
        ) : (
          writable && updateButton
        )}
      </PageHeading>
      <LoadingBar loading={isFetching} />
      {error ? <Alert severity="error">{translate(errorMessage(error), { _: errorMessage(error) })}</Alert> : null}
      {data && (
        <Paper sx={{ p: { xs: 1, sm: 2 } }}>
          <ShowView resource={resource} record={data} />
        </Paper>
      )}
      {data && (
        <FormDialog
          resource={resource}
          mode="edit"
          open={editing}
          record={data}
          onClose={() => setEditing(false)}
          onSave={(values, action) => update(data, values, { id, notify: action.notify })}
        />
      )}
    </>
  );
};
