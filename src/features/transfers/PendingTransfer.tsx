/** The member's Pending request in place of the form: when, from where to where, the reason, its badge. */
import { Box, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { StatusBadge, formatDateTime } from '../../framework';
import { msg } from '../../i18n/keys';
import type { TransferRow } from './transferApi';

export const PendingTransfer = ({ request }: { request: TransferRow }) => {
  const translate = useTranslate();
  return (
    <Paper component="section" aria-label={translate(msg('transfers.pendingTitle'))} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h2">
          {translate(msg('transfers.pendingTitle'))}
        </Typography>
        <StatusBadge value={request.status} label={translate(msg('transfers.statusPending'))} tone="warning" />
      </Box>
      <Typography>
        {translate(msg('transfers.pendingLine'), { when: formatDateTime(request.requestedAt), from: request.fromChapterName, to: request.toChapterName })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {`${translate(msg('transfers.reason'))}: ${request.reason}`}
      </Typography>
    </Paper>
  );
};
