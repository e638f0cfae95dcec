/**
 * The calendar of a date field: MUI X's DateCalendar (dayjs adapter) in a popover under the field. Its own chunk,
 * loaded only when a date field is used (see DateTextField), so screens without dates never fetch it. A day
 * picked closes it and hands the field DD/MM/YYYY; the field keeps the text, so the wire format is untouched.
 */
import { Popover } from '@mui/material';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import dayjs, { type Dayjs } from 'dayjs';
import { formDateToWire, wireDateToForm } from '../../../domain/dates';

export interface CalendarPopoverProps {
  anchor: HTMLElement;
  /** The field's text (DD/MM/YYYY as typed): the calendar opens on it when it is a real date. */
  text: string;
  minDate?: string;
  maxDate?: string;
  /** A birth date: the calendar opens on the years. */
  openTo?: 'day' | 'year';
  label: string;
  onPick: (text: string) => void;
  onClose: () => void;
}

const dayOf = (wire: string | null | undefined): Dayjs | undefined => (wire ? dayjs(wire) : undefined);

export default function CalendarPopover({ anchor, text, minDate, maxDate, openTo = 'day', label, onPick, onClose }: CalendarPopoverProps) {
  const value = dayOf(formDateToWire(text)) ?? null;
  const min = dayOf(minDate);
  const max = dayOf(maxDate);
  const today = dayjs();
  const reference = max && today.isAfter(max) ? max : min && today.isBefore(min) ? min : today;
  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { role: 'dialog', 'aria-label': label } }}
    >
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DateCalendar
          autoFocus
          value={value}
          referenceDate={reference}
          minDate={min}
          maxDate={max}
          views={['year', 'month', 'day']}
          openTo={openTo}
          onChange={(picked: Dayjs | null, state) => {
            if (picked && state === 'finish') onPick(wireDateToForm(picked.format('YYYY-MM-DD')));
          }}
        />
      </LocalizationProvider>
    </Popover>
  );
}
