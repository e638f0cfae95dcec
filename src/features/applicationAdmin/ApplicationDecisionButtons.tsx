/**
 * Approve or reject a submitted application (PUT application/updateroleapplicationApprovalOrReject/
 * applicationId/{id}/status/{2|16} {comment}): approve asks "Are you sure?", reject needs a comment.
 */
import { useState } from 'react';
import { Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { APPLICATION_STATUS } from '../../domain/applicationRules.mjs';
import { ConfirmDialog } from '../../framework';
import { msg } from '../../i18n/keys';
import { ReasonDialog } from '../memberAdmin/ReasonDialog';
import { useStaffCall } from '../memberAdmin/useStaffCall';
import { decideApplication } from './applicationAdminApi';

interface Props {
  applicationId: number;
  /** The applicant as the questions name them. */
  name: string;
  onDecided: () => void;
}

export const ApplicationDecisionButtons = ({ applicationId, name, onDecided }: Props) => {
  const translate = useTranslate();
  const call = useStaffCall();
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (decision: 'approve' | 'reject', comment: string) => {
    const approve = decision === 'approve';
    setBusy(true);
    const status = approve ? APPLICATION_STATUS.APPROVED : APPLICATION_STATUS.REJECTED;
    const done = await call(() => decideApplication(applicationId, status, comment), msg(approve ? 'applicationAdmin.approved' : 'applicationAdmin.rejected'));
    setBusy(false);
    setAsking(null);
    if (done) onDecided();
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button size="small" variant="contained" color="success" onClick={() => setAsking('approve')}>
        {translate(msg('applicationAdmin.approve'))}
      </Button>
      <Button size="small" variant="contained" color="error" onClick={() => setAsking('reject')}>
        {translate(msg('applicationAdmin.reject'))}
      </Button>
      <ConfirmDialog
        open={asking === 'approve'}
        text={translate(msg('applicationAdmin.approveQuestion'), { name })}
        confirmLabel={msg('confirm.approveIt')}
        tone="success"
        loading={busy}
        onConfirm={() => send('approve', '')}
        onClose={() => setAsking(null)}
      />
      <ReasonDialog
        open={asking === 'reject'}
        question={translate(msg('applicationAdmin.rejectQuestion'), { name })}
        label={msg('applicationAdmin.comment')}
        required={msg('applicationAdmin.rejectCommentRequired')}
        confirmLabel={msg('confirm.rejectIt')}
        onConfirm={(comment) => send('reject', comment)}
        onClose={() => setAsking(null)}
      />
    </Box>
  );
};
