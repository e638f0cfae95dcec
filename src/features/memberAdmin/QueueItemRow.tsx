/** One pending item of the approval queue: who, what, when, its evidence PDF, approve or reject. */
import { Box, Chip, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { wireDateToForm } from '../../domain/dates';
import { msg } from '../../i18n/keys';
import { DecisionButtons } from './DecisionButtons';
import { FileDownloadButton, filePath } from './FileDownloadButton';
import { KIND_NAMES } from './kindNames';
import type { QueueItem } from './memberTypes';

export const QueueItemRow = ({ item, onDecided }: { item: QueueItem; onDecided: () => void }) => {
  const translate = useTranslate();
  const kind = translate(KIND_NAMES[item.kind]);
  return (
    <Paper variant="outlined" data-queue-item={`${item.kind}-${item.id}`} sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip size="small" label={kind} />
          <Typography fontWeight={600}>
            {item.memberNo} · {item.memberName}
          </Typography>
        </Box>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere', mt: 0.5 }}>
          {item.summary}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {translate(msg('memberAdmin.submitted'))}: {wireDateToForm(item.createdAt)}
        </Typography>
      </Box>
      {item.fileId ? <FileDownloadButton path={filePath(item.fileId)} fileName={item.fileName ?? 'evidence.pdf'} /> : null}
      <DecisionButtons kind={item.kind} id={item.id} what={translate(msg('memberAdmin.queueWhat'), { kind, name: item.memberName })} onDecided={onDecided} />
    </Paper>
  );
};
