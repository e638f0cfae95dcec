/**
 * One kind of a member's records for staff (admin list call): what, detail, dates, status badge,
 * the evidence PDF and the caller's extras (approve / reject). Rows wrap as cards, so a phone
 * never scrolls sideways. Stands in for MemberRecordTables until that component lands.
 */
import type { ReactNode } from 'react';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { StatusBadge } from '../../framework';
import { wireDateToForm } from '../../domain/dates';
import { msg } from '../../i18n/keys';
import { http } from '../../providers/http';
import { FileDownloadButton, filePath } from './FileDownloadButton';
import { KIND, readRow, type RecordKind, type RecordRow } from './recordKinds';

interface Props {
  kind: RecordKind;
  userId: number;
  rowExtras?: (kind: RecordKind, row: RecordRow) => ReactNode;
}

export const recordsQueryKey = (userId: number) => ['memberRecords', userId];

export const RecordReviewList = ({ kind, userId, rowExtras }: Props) => {
  const translate = useTranslate();
  const { data } = useQuery({
    queryKey: [...recordsQueryKey(userId), kind],
    queryFn: () => http.get<{ data: RecordRow[] }>(KIND[kind].list(userId), { page: 1, perPage: 100 }).then((json) => json.data ?? []),
  });
  return (
    <Paper sx={{ p: 2 }} component="section" aria-label={translate(msg(KIND[kind].title))}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate(msg(KIND[kind].title))}
      </Typography>
      {data?.length === 0 && <Typography color="text.secondary">{translate(msg('memberAdmin.noRecords'))}</Typography>}
      <Stack spacing={1}>
        {(data ?? []).map((row) => {
          const read = readRow(kind, row);
          return (
            <Box key={read.id} data-record={`${kind}-${read.id}`} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', borderTop: 1, borderColor: 'divider', pt: 1 }}>
              <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                <Typography fontWeight={600} sx={{ overflowWrap: 'anywhere' }}>{read.what}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {read.detail} · {wireDateToForm(read.from)} - {wireDateToForm(read.to) || '…'}
                </Typography>
              </Box>
              <StatusBadge value={row.status} />
              {row.fileId ? <FileDownloadButton path={filePath(row.fileId)} fileName={row.fileName ?? 'document.pdf'} /> : null}
              {rowExtras?.(kind, row)}
            </Box>
          );
        })}
      </Stack>
    </Paper>
  );
};
