/** One field of the member edit: a text box, or a select when given options; read-only when locked. */
import type { KeyboardEventHandler } from 'react';
import { Grid, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { todayWire } from '../../domain/dates';
import { DateTextField } from '../../framework';
import type { Option } from './useMemberChoices';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem?: string;
  required?: boolean;
  locked?: boolean;
  lockedHint?: string;
  options?: readonly Option[];
  placeholder?: string;
  onBlur?: () => void;
  /** E.g. a contact number blocking the letter e (spec §5). */
  onKeyDown?: KeyboardEventHandler;
  maxLength?: number;
  name?: string;
  /** A date of birth: the portal's date field (typed DD/MM/YYYY, calendar opening on the years, up to today). */
  birthDate?: boolean;
}

export const EditTextField = (props: Props) => {
  const { label, value, onChange, problem, required, locked, lockedHint, options, placeholder, onBlur, onKeyDown, maxLength, name, birthDate } = props;
  const translate = useTranslate();
  if (birthDate)
    return (
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <DateTextField
          label={translate(label)}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          name={name}
          required={required}
          readOnly={locked}
          fullWidth
          size="small"
          maxDate={todayWire()}
          calendarOpensOn="year"
          error={!!problem}
          helperText={problem ?? (locked ? lockedHint : ' ')}
        />
      </Grid>
    );
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <TextField
        label={translate(label)}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
        name={name}
        required={required}
        select={!!options && !locked}
        fullWidth
        size="small"
        placeholder={placeholder}
        error={!!problem}
        helperText={problem ?? (locked ? lockedHint : ' ')}
        slotProps={{ input: { readOnly: locked }, htmlInput: { maxLength } }}
      >
        {options?.map((option) => (
          <MenuItem key={option.id} value={option.id}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
    </Grid>
  );
};
