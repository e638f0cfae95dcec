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

/** Run now, for the administrator alone (the API refuses anyone else); nothing for other holders of the screen. */
const AdministratorActions = () => (isAdministrator(Number(useViewer().permissions)) ? <RunRemindersButton /> : null);

export const RenewalRemindersPage = () => (
  <Stack spacing={2}>
    <SingletonScreen resource={reminderSchedule} actions={<AdministratorActions />} />
    <EmbeddedList resource={remindersScheduled} />
    <EmbeddedList resource={remindersSent} />
  </Stack>
);
