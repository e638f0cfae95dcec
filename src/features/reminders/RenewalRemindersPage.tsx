/**
 * Renewal Reminders (/member/renewal-reminders): the declared schedule (resources/reminders) with its edit dialog,
 * what is scheduled next and what was sent; the administrator may also run the schedule at once.
 */
import { Stack } from '@mui/material';
import { EmbeddedList, SingletonScreen } from '../../framework';
import { useViewer } from '../../framework/screens/useViewer';
import { isAdministrator } from '../../domain/roles';
import { reminderSchedule, remindersScheduled, remindersSent } from '../../../resources/reminders';
import { RunRemindersButton } from './RunRemindersButton';

export const RenewalRemindersPage = () => {
  const { permissions } = useViewer();
  return (
    <Stack spacing={2}>
      <SingletonScreen resource={reminderSchedule} actions={isAdministrator(Number(permissions)) ? <RunRemindersButton /> : undefined} />
      <EmbeddedList resource={remindersScheduled} />
      <EmbeddedList resource={remindersSent} />
    </Stack>
  );
};
