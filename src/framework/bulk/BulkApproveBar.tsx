/**
 * The bar above a list that approves in bulk (ListSpec.bulkApprove): how many rows are selected, "Approve
 * selected" opening the one confirmation, and clearing the selection; on a phone also the checkbox selecting every
 * row of the page that awaits approval (the table has it in its header). It wraps rather than widen a 375 px screen.
 */
import { useEffect, useRef, useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useListContext, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { msg } from '../../i18n/keys';
import type { EditSaver } from '../screens/ListDialogs';
import { useIsSmall } from '../screens/useIsSmall';
import { useViewer } from '../screens/useViewer';
import type { AnyResource, BulkApprove } from '../types';
import { BulkApproveDialog } from './BulkApproveDialog';
import { bulkSelectable } from './bulkSelectable';
import { PageSelectCheckbox } from './PageSelectCheckbox';
import { useBulkApprove } from './useBulkApprove';
import { useSeenRows } from './useSeenRows';

interface Props {
  resource: AnyResource;
  spec: BulkApprove;
  saveEdit?: EditSaver;
}

export const BulkApproveBar = ({ resource, spec, saveEdit }: Props) => {
  const translate = useTranslate();
  const viewer = useViewer();
  const small = useIsSmall();
  const refresh = useRefresh();
  const { selectedIds, onUnselectItems } = useListContext();
  // react-admin keeps a selection in its store, across visits; a selection belongs to one visit of the screen
  const unselect = useRef(onUnselectItems);
  unselect.current = onUnselectItems;
  useEffect(() => {
    unselect.current();
    return () => unselect.current();
  }, []);
  const seen = useSeenRows();
  const run = useBulkApprove(resource, spec, saveEdit);
  const [asking, setAsking] = useState(false);
  const selectable = bulkSelectable(resource.list, viewer);
  const selected = selectedIds.map((id) => seen.get(id)).filter((record): record is RaRecord => record !== undefined);
  const action = translate(spec.action.label, { _: spec.action.label });

  return (
    <Box role="toolbar" aria-label={translate(msg('bulk.toolbar'))} sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, mb: 1, minHeight: 40 }}>
      {small && <PageSelectCheckbox selectable={selectable} />}
      <Typography variant="body2" sx={{ mr: 'auto' }}>
        {translate(msg('bulk.selected'), { smart_count: selectedIds.length })}
      </Typography>
      {selectedIds.length > 0 && (
        <Button size="small" onClick={() => onUnselectItems()}>
          {translate(msg('bulk.clear'))}
        </Button>
      )}
      <Button size="small" variant="contained" color="success" disabled={selected.length === 0} onClick={() => setAsking(true)}>
        {translate(msg('bulk.approveSelected'), { action })}
      </Button>
      {asking && (
        <BulkApproveDialog
          resource={resource}
          spec={spec}
          records={selected.filter(selectable)}
          skipped={selected.filter((record) => !selectable(record))}
          run={run}
          onCancel={() => setAsking(false)}
          onDone={() => {
            setAsking(false);
            onUnselectItems();
            refresh();
          }}
        />
      )}
    </Box>
  );
};
