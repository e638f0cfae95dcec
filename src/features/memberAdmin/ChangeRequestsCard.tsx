/**
 * The member's change requests (GET usermanagement/member/change-requests-admin/{userId}): requested
 * member type and designation against the current ones, the service letter, the status, and
 * approve / reject while pending.
 */
import { Box, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { StatusBadge } from '../../framework';
import { wireDateToForm } from '../../domain/dates';
import { RECORD_STATUS } from '../../domain/status';
import { msg } from '../../i18n/keys';
import { DecisionButtons } from './DecisionButtons';
import { FileDownloadButton, filePath } from '../../ui/download/FileDownloadButton';
import { fetchChangeRequests } from './memberAdminApi';
import { useReloadMember } from './useMember';

/** `decides` false: the requests are shown without their decisions (the member is the signed-in user). */
export const ChangeRequestsCard = ({ userId, name, decides = true }: { userId: number; name: string; decides?: boolean }) => {
  const translate = useTranslate();
  const reload = useReloadMember();
  const { data } = useQuery({
    queryKey: ['changeRequests', userId],
    queryFn: () => fetchChangeRequests(userId, { page: 1, perPage: 50, sortColumn: 'createdAt', sortDirection: 'desc' }),
  });
  const rows = data?.data ?? [];
  const what = translate(msg('memberAdmin.changeRequestWhat'), { name });
  return (
    <Paper sx={{ p: 2 }} component="section" aria-label={translate(msg('memberAdmin.changeRequests'))}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate(msg('memberAdmin.changeRequests'))}
      </Typography>
      {rows.length === 0 && <Typography color="text.secondary">{translate(msg('memberAdmin.noRecords'))}</Typography>}
      <Stack spacing={1}>
        {rows.map((request) => (
          <Box key={request.requestId} data-request={request.requestId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', borderTop: 1, borderColor: 'divider', pt: 1 }}>
            <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {translate(msg('memberAdmin.memberTypeChange'))}: {request.currentMemberTypeName} → <b>{request.memberTypeName}</b>
              </Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {translate(msg('memberAdmin.designationChange'))}: {request.currentDesignation} → <b>{request.designation}</b>
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {wireDateToForm(request.createdAt)}
                {request.remark ? ` · ${request.remark}` : ''}
                {request.comment ? ` · ${translate(msg('memberAdmin.comment'))}: ${request.comment}` : ''}
              </Typography>
            </Box>
            <StatusBadge value={request.status} />
            {request.fileId ? <FileDownloadButton path={filePath(request.fileId)} fileName={request.fileName ?? 'service-letter.pdf'} /> : null}
            {decides && request.status === RECORD_STATUS.PENDING && <DecisionButtons kind="changeRequest" id={request.requestId} what={what} onDecided={reload} />}
          </Box>
        ))}
      </Stack>
    </Paper>
  );
};
