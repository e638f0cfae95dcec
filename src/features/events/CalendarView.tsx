/**
 * The calendar side of Event Creation: the heading with the view toggle and "Add Event" (the declared
 * create dialog), the month calendar, and the edit dialog of a picked event.
 */
import { useCallback, useState, type ReactNode } from 'react';
import { Box, Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { FormDialog } from '../../framework/screens/FormDialog';
import { PageHeading } from '../../framework/screens/PageHeading';
import { useResourceMutations } from '../../framework/screens/useResourceMutations';
import { text } from '../../i18n/text';
import { events } from '../../../resources/events/events';
import { EventCalendar } from './EventCalendar';
import { CalendarEditDialog } from './CalendarEditDialog';
import type { CalendarEvent } from './calendarMonth';

export const CalendarView = ({ toggle, initialMonth }: { toggle: ReactNode; initialMonth?: string }) => {
  const mutations = useResourceMutations(events);
  const [creating, setCreating] = useState(false);
  const [picked, setPicked] = useState<CalendarEvent | null>(null);
  const close = useCallback(() => setPicked(null), []);
  return (
    <>
      <PageHeading title={events.title}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {toggle}
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)} data-primary-action>
            {text('events.addLabel')}
          </Button>
        </Box>
      </PageHeading>
      <EventCalendar onPick={setPicked} initialMonth={initialMonth} />
      <CalendarEditDialog picked={picked} onClose={close} />
      <FormDialog
        resource={events}
        mode="create"
        open={creating}
        title={events.dialog?.createTitle}
        onClose={() => setCreating(false)}
        onSave={(data, action) => mutations.create(data, action.notify)}
      />
    </>
  );
};
