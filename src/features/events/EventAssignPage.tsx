/**
 * Event Assignment (/member/event-assign): choose an event (GET event/select-event, newest first, searched as you
 * type: resources/events/eventChoices.ts), register
 * members with a search-as-you-type picker, and keep its registrations (the declared list of
 * resources/events/eventMembers scoped to the event): mark or clear attendance, remove a registration.
 */
import { useMemo, useState } from 'react';
import { Box, Paper } from '@mui/material';
import { ResourceListScreen } from '../../framework/screens/ResourceListScreen';
import { PageHeading } from '../../framework/screens/PageHeading';
import { LookupAutocomplete } from '../../framework/inputs/LookupAutocomplete';
import type { AnyResource } from '../../framework/declare';
import { eventMembers } from '../../../resources/events/eventMembers';
import { eventSelect } from '../../../resources/events/eventChoices';
import { AttendanceButton } from './AttendanceButton';
import { RegisterMember } from './RegisterMember';

/** The registrations declaration narrowed to one event: its id travels with every list call. */
export const registrationsOf = (eventId: number): AnyResource => ({
  ...eventMembers,
  list: { ...eventMembers.list!, scope: () => ({ eventId }) },
});

export const EventAssignPage = () => {
  const [chosen, setChosen] = useState<number | null>(null);
  const resource = useMemo(() => (chosen === null ? null : registrationsOf(chosen)), [chosen]);

  // one heading for the page: the chooser and the register panel sit under it, on their own line
  const controls = (
    <Box sx={{ width: '100%' }}>
      <Paper sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
        <LookupAutocomplete
          lookup={eventSelect.choices}
          value={chosen}
          onChange={(eventId) => setChosen(eventId === null ? null : Number(eventId))}
          label={eventSelect.label}
          helperText={eventSelect.helperText}
        />
      </Paper>
      {chosen !== null && <RegisterMember eventId={chosen} />}
    </Box>
  );
  if (chosen === null || !resource) return <PageHeading title={eventMembers.title}>{controls}</PageHeading>;
  return <ResourceListScreen key={chosen} resource={resource} toolbar={controls} rowExtras={(record) => <AttendanceButton record={record} />} />;
};
