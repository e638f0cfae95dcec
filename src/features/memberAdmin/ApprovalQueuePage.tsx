/**
 * /member/approvemember, the approval queue: every pending change request and record across
 * members, oldest first, paged on the server and filtered by kind; each with its evidence PDF and
 * approve / reject (a comment required to reject). Bespoke: a queue row is one of four kinds (ids
 * repeat across kinds), rejecting alone needs the comment, and the PDF is a download, none of which
 * a declaration says today.
 */
import { useState } from 'react';
import { MenuItem, Paper, Stack, TablePagination, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { ScreenHeading } from '../../app/layout/ScreenHeading';
import { LoadingBar, SearchField } from '../../framework';
import { msg } from '../../i18n/keys';
import { KIND_NAMES } from './kindNames';
import { fetchQueue } from './memberAdminApi';
import { DECISION_KINDS, type DecisionKind } from './memberTypes';
import { QueueItemRow } from './QueueItemRow';

export const ApprovalQueuePage = () => {
  const translate = useTranslate();
  const client = useQueryClient();
  const [kind, setKind] = useState<DecisionKind | ''>('');
  const [filterText, setFilterText] = useState('');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(10);
  const query = { page: page + 1, perPage, sortColumn: 'createdAt', sortDirection: 'asc' as const, ...(kind ? { kind } : {}), ...(filterText ? { filterText } : {}) };
  const { data, isFetching } = useQuery({ queryKey: ['approvalQueue', query], queryFn: () => fetchQueue(query), placeholderData: keepPreviousData });
  const reload = () => client.invalidateQueries({ queryKey: ['approvalQueue'] });

  return (
    <Stack spacing={2}>
      <ScreenHeading />
      <Paper sx={{ p: 2 }}>
        {/* a member number or name finds one member's items among many */}
        <SearchField
          onSearch={(text) => {
            if (text === filterText) return;
            setFilterText(text);
            setPage(0);
          }}
        />
        <TextField
          select
          size="small"
          label={translate(msg('memberAdmin.kind'))}
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as DecisionKind | '');
            setPage(0);
          }}
          sx={{ minWidth: 200, mb: 2 }}
        >
          <MenuItem value="">{translate(msg('memberAdmin.allKinds'))}</MenuItem>
          {DECISION_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {translate(KIND_NAMES[k])}
            </MenuItem>
          ))}
        </TextField>
        <LoadingBar loading={isFetching} />
        <Stack spacing={1}>
          {data?.data.map((item) => <QueueItemRow key={`${item.kind}-${item.id}`} item={item} onDecided={reload} />)}
        </Stack>
        {data?.total === 0 && <Typography color="text.secondary">{translate(msg('memberAdmin.queueEmpty'))}</Typography>}
        <TablePagination
          component="div"
          count={data?.total ?? 0}
          page={page}
          onPageChange={(_, next) => setPage(next)}
          rowsPerPage={perPage}
          onRowsPerPageChange={(e) => {
            setPerPage(Number(e.target.value));
            setPage(0);
          }}
          rowsPerPageOptions={[10, 25, 50]}
          // on a phone the page controls wrap under the count rather than leave the screen
          sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', pl: 0 } }}
        />
      </Paper>
    </Stack>
  );
};
