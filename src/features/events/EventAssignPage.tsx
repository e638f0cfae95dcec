/**
 * Event Assignment (/member/event-assign): choose an event (GET event/select-event, newest first), register
 * members with a search-as-you-type picker, and keep its registrations (the declared list of
 * resources/events/eventMembers scoped to the event): mark or clear attendance, remove a registration.
 */
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Autocomplete, Box, Paper, TextField } from '@mui/material';
import { ResourceListScreen } from '../../framework/screens/ResourceListScreen';
import { PageHeading } from '../../framework/screens/PageHeading';
import type { AnyResource } from '../../framework/declare';
import { text } from '../../i18n/text';
import { eventMembers } from '../../../resources/events/eventMembers';
import { eventWhenText } from '../../../resources/events/eventForm';
import { SELECT_EVENTS_KEY, fetchEventChoices, type EventChoice } from './assignApi';
import { AttendanceButton } from './AttendanceButton';
import { RegisterMember } from './RegisterMember';

const NO_EVENTS: EventChoice[] = [];

/** The registrations declaration narrowed to one event: its id travels with every list call. */
export const registrationsOf = (eventId: number): AnyResource => ({
  ...eventMembers,
  list: { ...eventMembers.list!, scope: () => ({ eventId }) },
});

const eventLabel = (event: EventChoice) => `${eventWhenText({ startAt: event.startAt })} · ${event.title}`;

export const EventAssignPage = () => {
  const { data: events = NO_EVENTS, error, isPending } = useQuery({ queryKey: SELECT_EVENTS_KEY, queryFn: fetchEventChoices, retry: false });
  const [chosen, setChosen] = useState<EventChoice | null>(null);
  const resource = useMemo(() => (chosen ? registrationsOf(chosen.eventId) : null), [chosen]);

  // one heading for the page: the chooser and the register panel sit under it, on their own line
  const controls = (
    <Box sx={{ width: '100%' }}>
      <Paper sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
        {error ? (
          <Alert severity="error">{error instanceof Error && error.message ? error.message : text('events.assign.loadFailed')}</Alert>
        ) : (
          <Autocomplete
            options={events}
            value={chosen}
            onChange={(_, event) => setChosen(event)}
            getOptionLabel={eventLabel}
            isOptionEqualToValue={(a, b) => a.eventId === b.eventId}
            loading={isPending}
            noOptionsText={text('events.assign.noEvents')}
            renderInput={(params) => <TextField {...params} label={text('events.assign.chooseEvent')} helperText={text('events.assign.chooseEventHint')} />}
          />
        )}
      </Paper>
      {chosen && <RegisterMember eventId={chosen.eventId} />}
    </Box>
  );
  if (!chosen || !resource) return <PageHeading title={eventMembers.title}>{controls}</PageHeading>;
  return <ResourceListScreen key={chosen.eventId} resource={resource} toolbar={controls} rowExtras={(record) => <AttendanceButton record={record} />} />;
};
