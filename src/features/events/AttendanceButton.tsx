/**
 * Marks or clears one registration's attendance (PUT event/update-event-member/{id} {attended}); the
 * server says what happened (marking credits the event's CPD hours once; clearing withdraws them). The
 * signed-in user's own registration shows why there is no button (nobody credits their own CPD hours).
 */
import { Button, Typography } from '@mui/material';
import HowToReg from '@mui/icons-material/HowToReg';
import Undo from '@mui/icons-material/Undo';
import { useRefresh, type RaRecord } from 'react-admin';
import { text } from '../../i18n/text';
import { setAttendance } from './assignApi';
import { useApiCall } from '../../ui/useApiCall';
import { useOwnCase } from '../../ui/ownCase/useOwnCase';

export const AttendanceButton = ({ record }: { record: RaRecord }) => {
  const refresh = useRefresh();
  const attended = record.attended === true || record.attended === 'true';
  const ownCase = useOwnCase(record.userid, 'attendance');
  // the server's words say what happened; the registrations list shows the new state
  const { busy, run } = useApiCall(() => setAttendance(Number(record.eventMemberId ?? record.id), !attended), { success: (words) => words, onSuccess: refresh });
  if (ownCase) {
    return (
      <Typography variant="caption" color="text.secondary" data-own-case sx={{ whiteSpace: 'normal', maxWidth: 240, textAlign: 'right' }}>
        {ownCase}
      </Typography>
    );
  }

  const toggle = () => run();

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
