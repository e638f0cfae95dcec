/**
 * The administrator's "Run now": sends the reminders due today at once (the API's timer does the same by itself),
 * says how many went, and refreshes the lists.
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useRefresh, useTranslate } from 'react-admin';
import { http } from '../../providers/http';
import { msg } from '../../i18n/keys';
import { useToast } from '../../framework/screens/useToast';
import { errorMessage } from '../../framework/errorMessage';

export const RunRemindersButton = () => {
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefresh();
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    try {
      const answer = await http.post<{ sent?: number }>('renewal-reminders/run');
      toast(translate(msg('reminders.runDone'), { count: answer.sent ?? 0 }));
      refresh();
    } catch (error) {
      toast(errorMessage(error), 'error');
    } finally {
      setRunning(false);
    }
  };
  return (
    <Button variant="outlined" startIcon={<SendIcon />} onClick={run} disabled={running}>
      {translate(msg('reminders.runNow'))}
    </Button>
  );
};
