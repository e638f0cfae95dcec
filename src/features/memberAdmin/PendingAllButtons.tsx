/**
 * "Approve all pending" / "Reject all pending": every pending record and change request of the member
 * at once (POST usermanagement/member/approve-all-details-from-admin/{memberID}/{2|16}); rejecting
 * needs a comment.
 */
import { useState } from 'react';
import { Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../framework';
import { RECORD_STATUS } from '../../domain/status';
import { msg } from '../../i18n/keys';
import { decideAll } from './memberAdminApi';
import { memberName } from './memberName';
import type { MemberRecord } from './memberTypes';
import { ReasonDialog } from './ReasonDialog';
import { useReloadMember } from './useMember';
import { useApiCall } from '../../ui/useApiCall';

export const PendingAllButtons = ({ member }: { member: MemberRecord }) => {
  const translate = useTranslate();
  const reload = useReloadMember();
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null);
  const name = memberName(member);
  const { run, busy } = useApiCall(({ status, comment }: { status: 2 | 16; comment: string }) => decideAll(member.memberID, status, comment), {
    success: msg('memberAdmin.decidedAll'),
    successArgs: (answer) => ({ count: answer?.count ?? 0 }),
    failure: msg('memberAdmin.updateFailed'),
    onSuccess: () => {
      setAsking(null);
      reload();
    },
  });
  const send = (status: 2 | 16, comment: string) => void run({ status, comment });

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button variant="contained" color="success" onClick={() => setAsking('approve')}>
        {translate(msg('memberAdmin.approveAll'))}
      </Button>
      <Button variant="outlined" color="error" onClick={() => setAsking('reject')}>
        {translate(msg('memberAdmin.rejectAll'))}
      </Button>
      <ConfirmDialog
        open={asking === 'approve'}
        text={translate(msg('memberAdmin.approveAllQuestion'), { name })}
        confirmLabel={msg('confirm.approveIt')}
        tone="success"
        loading={busy}
        onConfirm={() => send(RECORD_STATUS.APPROVED, '')}
        onClose={() => setAsking(null)}
      />
      <ReasonDialog
        open={asking === 'reject'}
        question={translate(msg('memberAdmin.rejectAllQuestion'), { name })}
        label={msg('memberAdmin.comment')}
        required={msg('memberAdmin.commentRequired')}
        confirmLabel={msg('confirm.rejectIt')}
        busy={busy}
        onConfirm={(comment) => send(RECORD_STATUS.REJECT, comment)}
        onClose={() => setAsking(null)}
      />
    </Box>
  );
};
