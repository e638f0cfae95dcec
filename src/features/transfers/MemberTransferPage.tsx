/**
 * Member Transfer (/member/member-transfer): the member's chapter, the request form (replaced by the Pending
 * request's summary while one waits for a decision) and the member's own requests with their status, the staff's
 * comment and dates (the declared list resources/transfers/ownTransfers, server-paged). A non-member gets the
 * server's '01' text instead.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Paper, Stack, Typography } from '@mui/material';
import { useRefresh, useTranslate } from 'react-admin';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { EmbeddedList, LoadingBar } from '../../framework';
import { msg } from '../../i18n/keys';
import { ownTransfers } from '../../../resources/transfers/ownTransfers';
import { CHAPTERS_KEY, TRANSFER_STATE_KEY, TransferRefusal, fetchChapters, fetchTransferState } from './transferApi';
import { PendingTransfer } from './PendingTransfer';
import { TransferForm } from './TransferForm';

export const MemberTransferPage = () => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [notice, setNotice] = useState<string | null>(null);
  const state = useQuery({ queryKey: TRANSFER_STATE_KEY, queryFn: fetchTransferState, retry: false });
  const chapters = useQuery({ queryKey: CHAPTERS_KEY, queryFn: fetchChapters, staleTime: Infinity });
  const submitted = (text: string) => {
    setNotice(text);
    refresh();
  };
  const refusal = state.error instanceof TransferRefusal && state.error.message ? state.error.message : translate(msg('transfers.loadFailed'));
  const current = state.data?.currentChapter ?? null;

  return (
    <>
      <ScreenHeading />
      <LoadingBar loading={state.isFetching || chapters.isFetching} />
      <Stack spacing={2}>
        {notice && (
          <Alert severity="success" role="status" onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
        {state.isError && <Alert severity="info">{refusal}</Alert>}
        {state.isSuccess && (
          <Paper component="section" aria-label={translate(msg('transfers.currentChapter'))} sx={{ p: { xs: 1.5, sm: 2 } }}>
            <Typography variant="overline" component="h2" color="text.secondary">
              {translate(msg('transfers.currentChapter'))}
            </Typography>
            <Typography variant="h5" component="p">
              {current?.name ?? translate(msg('transfers.notAssigned'))}
            </Typography>
          </Paper>
        )}
        {state.isSuccess && state.data.pending && <PendingTransfer request={state.data.pending} />}
        {state.isSuccess && !state.data.pending && chapters.isSuccess && (
          <TransferForm chapters={chapters.data} currentChapterId={current?.chapterId ?? null} onSubmitted={submitted} />
        )}
        {state.isSuccess && <EmbeddedList resource={ownTransfers} />}
      </Stack>
    </>
  );
};
