/**
 * The month calendar of /member/event-creation (GET application/get-for-calender?month=YYYY-MM): a month
 * grid (Monday first) on a wide screen, an agenda of the days that hold events on a phone; previous / next
 * month; each event is a button that opens its edit dialog.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, ButtonBase, IconButton, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { visuallyHidden } from '@mui/utils';
import { useIsSmall } from '../../framework/screens/useIsSmall';
import { text } from '../../i18n/text';
import { eventsText } from './eventsText';
import { CALENDAR_KEY, fetchCalendar } from './eventsApi';
import { daysIn, eventsByDay, leadingBlanks, monthLabel, shiftMonth, startTime, thisMonth, type CalendarEvent } from './calendarMonth';
import { dayText, eventWhen } from './eventWhen';
import { errorMessage } from '../../framework/errorMessage';

interface Props {
  onPick: (event: CalendarEvent) => void;
  /** The month shown first; default this month in Sri Lanka. */
  initialMonth?: string;
}

/** Named by what it shows (time, title), then its day for a screen reader: the name holds the visible text. */
const EventButton = ({ event, onPick, wide }: { event: CalendarEvent; onPick: Props['onPick']; wide?: boolean }) => (
  <ButtonBase
    onClick={() => onPick(event)}
    sx={{
      display: 'block',
      width: '100%',
      textAlign: 'left',
      borderRadius: 1,
      px: 0.75,
      py: wide ? 1 : 0.25,
      mb: 0.5,
      bgcolor: 'background.paper',
      border: 1,
      borderColor: 'primary.light',
      '&:hover': { bgcolor: 'action.hover' },
    }}
  >
    <Typography variant={wide ? 'body2' : 'caption'} component="span" sx={{ fontWeight: 600, mr: 0.5 }}>
      {startTime(event)}
    </Typography>
    <Typography variant={wide ? 'body2' : 'caption'} component="span" sx={{ overflowWrap: 'anywhere' }}>
      {event.title}
    </Typography>
    {wide && (
      <Typography variant="caption" component="span" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
        {event.eventType} · {event.venue}
      </Typography>
    )}
    <Box component="span" sx={visuallyHidden}>{`, ${eventWhen(event.startAt, event.endAt)}`}</Box>
  </ButtonBase>
);

/** Seven columns, Monday first; each week a row of its own grid, so the rows are rows to assistive technology too. */
const WEEK = { display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5 } as const;

/** The month as a table (weeks of days; no grid widget: its events are buttons reached with Tab). */
const MonthGrid = ({ month, days, onPick }: { month: string; days: Map<number, CalendarEvent[]>; onPick: Props['onPick'] }) => {
  const cells = [...Array<null>(leadingBlanks(month)).fill(null), ...Array.from({ length: daysIn(month) }, (_, i) => i + 1)];
  const weeks = Array.from({ length: Math.ceil(cells.length / 7) }, (_, week) => cells.slice(week * 7, week * 7 + 7));
  return (
    <Box role="table" aria-label={monthLabel(month)} sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Box role="row" sx={WEEK}>
        {eventsText('weekdays')
          .split(',')
          .map((name) => (
            <Typography key={name} role="columnheader" variant="caption" align="center" sx={{ fontWeight: 600, color: 'text.secondary' }}>
              {name}
            </Typography>
          ))}
      </Box>
      {weeks.map((week, index) => (
        <Box role="row" key={index} sx={WEEK}>
          {week.map((day, column) =>
            day === null ? (
              <Box role="cell" key={`blank-${column}`} />
            ) : (
              <Box key={day} role="cell" data-day={day} sx={{ minHeight: 96, border: 1, borderColor: 'divider', borderRadius: 1, p: 0.5, minWidth: 0 }}>
                <Typography variant="caption" sx={{ display: 'block', fontWeight: 600 }}>
                  {day}
                </Typography>
                {(days.get(day) ?? []).map((event) => (
                  <EventButton key={event.eventId} event={event} onPick={onPick} />
                ))}
              </Box>
            ),
          )}
        </Box>
      ))}
    </Box>
  );
};

const Agenda = ({ month, days, onPick }: { month: string; days: Map<number, CalendarEvent[]>; onPick: Props['onPick'] }) => {
  const [y, m] = month.split('-').map(Number);
  const held = [...days.keys()].sort((a, b) => a - b);
  if (held.length === 0) return <Typography variant="body2">{text('events.noEventsInMonth')}</Typography>;
  return (
    <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={monthLabel(month)}>
      {held.map((day) => (
        <Box component="li" key={day} data-day={day}>
          <Typography variant="subtitle2" component="h3">
            {dayText(y, m, day)}
          </Typography>
          {(days.get(day) ?? []).map((event) => (
            <EventButton key={event.eventId} event={event} onPick={onPick} wide />
          ))}
        </Box>
      ))}
    </Stack>
  );
};

export const EventCalendar = ({ onPick, initialMonth }: Props) => {
  const small = useIsSmall();
  const [month, setMonth] = useState(() => initialMonth ?? thisMonth());
  const { data, error, isFetching } = useQuery({ queryKey: [...CALENDAR_KEY, month], queryFn: () => fetchCalendar(month), retry: false });
  const days = eventsByDay(data ?? [], month);
  return (
    <Paper sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}>
        <IconButton onClick={() => setMonth(shiftMonth(month, -1))} aria-label={text('events.previousMonth')}>
          <ChevronLeft />
        </IconButton>
        <Typography variant="h6" component="h2" aria-live="polite" sx={{ textAlign: 'center' }}>
          {monthLabel(month)}
        </Typography>
        <IconButton onClick={() => setMonth(shiftMonth(month, 1))} aria-label={text('events.nextMonth')}>
          <ChevronRight />
        </IconButton>
      </Stack>
      {month !== thisMonth() && (
        <Box sx={{ textAlign: 'center', mb: 1 }}>
          <Button size="small" onClick={() => setMonth(thisMonth())}>
            {text('events.thisMonth')}
          </Button>
        </Box>
      )}
      <Box sx={{ minHeight: 4, mb: 1 }}>{isFetching && <LinearProgress />}</Box>
      {error ? (
        <Alert severity="error">{errorMessage(error, text('events.calendarFailed'))}</Alert>
      ) : small ? (
        <Agenda month={month} days={days} onPick={onPick} />
      ) : (
        <MonthGrid month={month} days={days} onPick={onPick} />
      )}
    </Paper>
  );
};
