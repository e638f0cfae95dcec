/**
 * Approve and Reject buttons for one thing staff decide (a member's record or request, an application):
 * approve asks "Are you sure?", reject needs a comment; the caller says what is sent and what the texts are.
 */
import { useState } from 'react';
import { Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../framework';
import { msg } from '../../i18n/keys';
import { ReasonDialog } from './ReasonDialog';
import { useApiCall } from '../../ui/useApiCall';

export type Decision = 'approve' | 'reject';

export interface ApproveRejectTexts {
  /** The two questions, already translated and naming what is decided. */
  approveQuestion: string;
  rejectQuestion: string;
  /** Translation keys (msg(...)). */
  commentRequired: string;
  approved: string;
  rejected: string;
}

interface Props {
  send: (decision: Decision, comment: string) => Promise<unknown>;
  texts: ApproveRejectTexts;
  variant?: 'outlined' | 'contained';
  onDecided: () => void;
}

export const ApproveRejectButtons = ({ send, texts, variant = 'outlined', onDecided }: Props) => {
  const translate = useTranslate();
  const [asking, setAsking] = useState<Decision | null>(null);
  const { run, busy } = useApiCall(({ decision, comment }: { decision: Decision; comment: string }) => send(decision, comment), {
    success: (_answer, { decision }) => (decision === 'approve' ? texts.approved : texts.rejected),
    failure: msg('memberAdmin.updateFailed'),
    onSuccess: () => {
      onDecided();
    },
  });
  const decide = async (decision: Decision, comment: string) => {
    await run({ decision, comment });
    setAsking(null);
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button size="small" variant={variant} color="success" onClick={() => setAsking('approve')}>
        {translate(msg('memberAdmin.approve'))}
      </Button>
      <Button size="small" variant={variant} color="error" onClick={() => setAsking('reject')}>
        {translate(msg('memberAdmin.reject'))}
      </Button>
      <ConfirmDialog
        open={asking === 'approve'}
        text={texts.approveQuestion}
        confirmLabel={msg('confirm.approveIt')}
        tone="success"
        loading={busy}
        onConfirm={() => decide('approve', '')}
        onClose={() => setAsking(null)}
      />
      <ReasonDialog
        open={asking === 'reject'}
        question={texts.rejectQuestion}
        label={msg('memberAdmin.comment')}
        required={texts.commentRequired}
        confirmLabel={msg('confirm.rejectIt')}
        busy={busy}
        onConfirm={(comment) => decide('reject', comment)}
        onClose={() => setAsking(null)}
      />
    </Box>
  );
};
