/**
 * "Approve all pending" / "Reject all pending": every pending record and change request of the member
 * at once (POST usermanagement/member/approve-all-details-from-admin/{memberID}/{2|16}); rejecting
 * needs a comment.
 */
import { useState } from 'react';
import { Box, Button } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../framework';
import { RECORD_STATUS } from '../../domain/status';
import { msg } from '../../i18n/keys';
import { errorMessage } from '../../framework/errorMessage';
import { decideAll } from './memberAdminApi';
import { memberName } from './memberName';
import type { MemberRecord } from './memberTypes';
import { ReasonDialog } from './ReasonDialog';
import { useReloadMember } from './useMember';

export const PendingAllButtons = ({ member }: { member: MemberRecord }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const reload = useReloadMember();
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null);
  const [busy, setBusy] = useState(false);
  const name = memberName(member);

  const send = async (status: 2 | 16, comment: string) => {
    setBusy(true);
    try {
      const answer = await decideAll(member.memberID, status, comment);
      notify(msg('memberAdmin.decidedAll'), { type: 'success', messageArgs: { count: answer?.count ?? 0 } });
      setAsking(null);
      reload();
    } catch (error) {
      notify(errorMessage(error, msg('memberAdmin.updateFailed')), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

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
        onConfirm={(comment) => send(RECORD_STATUS.REJECT, comment)}
        onClose={() => setAsking(null)}
      />
    </Box>
  );
};
