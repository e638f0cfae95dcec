/**
 * The member's private calendar feed: its address (read-only, selectable), "Copy link" and "Reset link" (after a
 * confirmation: the old address stops working at once, as when it was shared by mistake).
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { useNotify, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../../framework';
import { msg } from '../../../i18n/keys';
import { SectionCard } from '../../../ui/SectionCard';
import { useApiCall } from '../../../ui/useApiCall';
import { FEED_KEY, fetchFeedUrl, resetFeedUrl } from './myEventsApi';

export const CalendarFeedCard = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const { data, isError } = useQuery({ queryKey: FEED_KEY, queryFn: fetchFeedUrl });
  const reset = useApiCall(resetFeedUrl, {
    success: (answer) => answer.message,
    onSuccess: (answer) => {
      queryClient.setQueryData(FEED_KEY, { feedUrl: answer.feedUrl });
      setConfirming(false);
    },
  });
  const copy = async () => {
    if (!data) return;
    try {
      await navigator.clipboard.writeText(data.feedUrl);
      notify(msg('events.member.copied'), { type: 'info' });
    } catch {
      // no clipboard (an insecure page, an old browser): the address stays selectable in its field
    }
  };
  return (
    <SectionCard title={msg('events.member.feedTitle')}>
      <Stack spacing={1.5}>
        <Typography variant="body2" color="text.secondary">
          {translate(msg('events.member.feedHint'))}
        </Typography>
        {isError && <Alert severity="error">{translate(msg('events.member.feedFailed'))}</Alert>}
        <TextField
          label={translate(msg('events.member.feedLabel'))}
          value={data?.feedUrl ?? ''}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, onFocus: (e: React.FocusEvent<HTMLInputElement>) => e.target.select() } }}
        />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()} disabled={!data}>
            {translate(msg('events.member.copyLink'))}
          </Button>
          <Button variant="outlined" color="inherit" startIcon={<LinkOffIcon />} onClick={() => setConfirming(true)} disabled={!data}>
            {translate(msg('events.member.resetLink'))}
          </Button>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={confirming}
        text={msg('events.member.confirmReset')}
        confirmLabel={msg('events.member.resetIt')}
        tone="error"
        loading={reset.busy}
        onConfirm={() => void reset.run()}
        onClose={() => setConfirming(false)}
      />
    </SectionCard>
  );
};
