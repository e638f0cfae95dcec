/**
 * THE date field of the portal (engine forms through DateTextInput, bespoke pages directly): DD/MM/YYYY text,
 * typed with the digits only (the slashes are written for the user: a phone's number pad has none, and
 * inputMode numeric opens that pad), and a calendar one tap away. The calendar is its own chunk, fetched when
 * the field is first pointed at, focused or its button pressed, so only screens with a date field ever load it.
 * The field holds the text; the wire's YYYY-MM-DD is made on submit, as before.
 */
import { lazy, Suspense, useRef, useState, type ChangeEvent } from 'react';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import { publicText } from '../../../i18n/publicText';
import { nextDateText } from './dateMask';

export const DATE_PLACEHOLDER = 'DD/MM/YYYY';

const loadCalendar = () => import('./CalendarPopover');
const CalendarPopover = lazy(loadCalendar);
/** Starts the calendar's download before it is asked for (a failure is left to the click, which retries). */
const preloadCalendar = () => void loadCalendar().catch(() => undefined);

export type DateTextFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'select'> & {
  /** DD/MM/YYYY as typed (possibly partial). */
  value: string;
  onChange: (text: string) => void;
  readOnly?: boolean;
  /** Bounds of the calendar, YYYY-MM-DD (e.g. today for a date that cannot be later than today). */
  minDate?: string;
  maxDate?: string;
  /** 'year' for a birth date: the calendar opens on the years. */
  calendarOpensOn?: 'day' | 'year';
};

export const DateTextField = ({ value, onChange, readOnly, minDate, maxDate, calendarOpensOn, slotProps, disabled, ...rest }: DateTextFieldProps) => {
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const editable = !disabled && !readOnly;
  const chooseDate = publicText('forms.chooseDate');

  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    onChange(nextDateText(event.target.value, event.target.selectionEnd));

  const calendarButton = editable ? (
    <InputAdornment position="end">
      <IconButton edge="end" aria-label={chooseDate} onPointerDown={preloadCalendar} onClick={() => setOpen(true)}>
        <CalendarMonthOutlined />
      </IconButton>
    </InputAdornment>
  ) : undefined;

  const own = (slotProps ?? {}) as { input?: object; htmlInput?: object; inputLabel?: object };
  return (
    <>
      <TextField
        autoComplete="off"
        {...rest}
        placeholder={rest.placeholder ?? DATE_PLACEHOLDER}
        disabled={disabled}
        value={value ?? ''}
        onChange={change}
        onFocus={(event) => (editable && preloadCalendar(), rest.onFocus?.(event))}
        onPointerEnter={editable ? preloadCalendar : undefined}
        slotProps={{
          ...own,
          input: { ref: anchor, readOnly, endAdornment: calendarButton, ...own.input },
          htmlInput: { inputMode: 'numeric', ...own.htmlInput },
        }}
      />
      {open && anchor.current && (
        <Suspense fallback={null}>
          <CalendarPopover
            anchor={anchor.current}
            text={value ?? ''}
            minDate={minDate}
            maxDate={maxDate}
            openTo={calendarOpensOn}
            label={chooseDate}
            onPick={(text) => (setOpen(false), onChange(text))}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
};
