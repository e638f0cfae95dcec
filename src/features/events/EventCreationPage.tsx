/**
 * Event Creation (/member/event-creation): the declared event list (resources/events: add, edit, delete
 * with the API's rules) and, one toggle away, the month calendar whose events open the same edit dialog.
 */
import { useState } from 'react';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import ViewList from '@mui/icons-material/ViewList';
import { ResourceListScreen } from '../../framework/screens/ResourceListScreen';
import { text } from '../../i18n/text';
import { events } from '../../../resources/events/events';
import { CalendarView } from './CalendarView';

type View = 'list' | 'calendar';

const ViewToggle = ({ view, onChange }: { view: View; onChange: (view: View) => void }) => (
  <ToggleButtonGroup size="small" exclusive value={view} onChange={(_, next: View | null) => next && onChange(next)}>
    <ToggleButton value="list">
      <ViewList fontSize="small" sx={{ mr: 0.5 }} />
      {text('events.listView')}
    </ToggleButton>
    <ToggleButton value="calendar">
      <CalendarMonth fontSize="small" sx={{ mr: 0.5 }} />
      {text('events.calendarView')}
    </ToggleButton>
  </ToggleButtonGroup>
);

export const EventCreationPage = ({ initialMonth }: { initialMonth?: string }) => {
  const [view, setView] = useState<View>('list');
  const toggle = <ViewToggle view={view} onChange={setView} />;
  if (view === 'list') return <ResourceListScreen resource={events} toolbar={toggle} />;
  return <CalendarView toggle={toggle} initialMonth={initialMonth} />;
};
