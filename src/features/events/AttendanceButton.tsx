/**
 * Marks or clears one registration's attendance (PUT event/update-event-member/{id} {attended}); the
 * server says what happened (marking credits the event's CPD hours once; clearing withdraws them).
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import HowToReg from '@mui/icons-material/HowToReg';
import Undo from '@mui/icons-material/Undo';
import { useRefresh, type RaRecord } from 'react-admin';
import { useToast, errorMessage } from '../../framework/screens/useToast';
import { text } from '../../i18n/text';
import { setAttendance } from './assignApi';

export const AttendanceButton = ({ record }: { record: RaRecord }) => {
  const toast = useToast();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const attended = record.attended === true || record.attended === 'true';

  const toggle = async () => {
    setBusy(true);
    try {
      const words = await setAttendance(Number(record.eventMemberId ?? record.id), !attended);
      if (words) toast(words, 'success');
      refresh();
    } catch (error) {
      toast(errorMessage(error), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      size="small"
      variant={attended ? 'text' : 'outlined'}
      color={attended ? 'inherit' : 'success'}
      startIcon={attended ? <Undo fontSize="small" /> : <HowToReg fontSize="small" />}
      disabled={busy}
      onClick={() => void toggle()}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {attended ? text('events.assign.clearAttendance') : text('events.assign.markAttended')}
    </Button>
  );
};
