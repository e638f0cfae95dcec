/**
 * Approve or reject one pending item (a record, a change request, a queue item): approve asks
 * "Are you sure?", reject needs a comment (PUT usermanagement/member/decision).
 */
import { useState } from 'react';
import { Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../framework';
import { msg } from '../../i18n/keys';
import { decide } from './memberAdminApi';
import type { DecisionKind } from './memberTypes';
import { ReasonDialog } from './ReasonDialog';
import { useStaffCall } from './useStaffCall';

interface Props {
  kind: DecisionKind;
  id: number;
  /** What is decided, for the questions, e.g. "the Employment of Nimal Perera". */
  what: string;
  onDecided: () => void;
}

export const DecisionButtons = ({ kind, id, what, onDecided }: Props) => {
  const translate = useTranslate();
  const call = useStaffCall();
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (decision: 'approve' | 'reject', comment: string) => {
    setBusy(true);
    const done = await call(() => decide({ kind, id, decision, comment }), msg(decision === 'approve' ? 'memberAdmin.approved' : 'memberAdmin.rejected'));
    setBusy(false);
    setAsking(null);
    if (done) onDecided();
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button size="small" variant="outlined" color="success" onClick={() => setAsking('approve')}>
        {translate(msg('memberAdmin.approve'))}
      </Button>
      <Button size="small" variant="outlined" color="error" onClick={() => setAsking('reject')}>
        {translate(msg('memberAdmin.reject'))}
      </Button>
      <ConfirmDialog
        open={asking === 'approve'}
        text={translate(msg('memberAdmin.approveQuestion'), { what })}
        confirmLabel={msg('confirm.approveIt')}
        tone="success"
        loading={busy}
        onConfirm={() => send('approve', '')}
        onClose={() => setAsking(null)}
      />
      <ReasonDialog
        open={asking === 'reject'}
        question={translate(msg('memberAdmin.rejectQuestion'), { what })}
        label={msg('memberAdmin.comment')}
        required={msg('memberAdmin.commentRequired')}
        confirmLabel={msg('confirm.rejectIt')}
        onConfirm={(comment) => send('reject', comment)}
        onClose={() => setAsking(null)}
      />
    </Box>
  );
};
