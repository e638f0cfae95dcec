/**
 * The administrator's "Run now": sends the reminders due today at once (the API's timer does the same by itself),
 * once confirmed, since it mails members; then says how many went and refreshes the lists.
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useRefresh, useTranslate } from 'react-admin';
import { http } from '../../providers/http';
import { msg } from '../../i18n/keys';
import { CONFIRM, ConfirmDialog } from '../../framework';
import { useApiCall } from '../../ui/useApiCall';

export const RunRemindersButton = () => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const { run, busy } = useApiCall(() => http.post<{ sent?: number }>('renewal-reminders/run'), {
    success: msg('reminders.runDone'),
    successArgs: (answer) => ({ count: answer.sent ?? 0 }),
    onSuccess: () => refresh(),
  });
  const confirm = async () => {
    await run();
    setAsking(false);
  };
  return (
    <>
      <Button variant="outlined" startIcon={<SendIcon />} onClick={() => setAsking(true)} disabled={busy}>
        {translate(msg('reminders.runNow'))}
      </Button>
      <ConfirmDialog
        open={asking}
        loading={busy}
        text={msg('reminders.runConfirm')}
        {...CONFIRM.create}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      />
    </>
  );
};
