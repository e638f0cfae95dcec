/** The CPD year shown: the years the summary offers (those with activities, and the current one), newest first. */
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { msg } from '../../../i18n/keys';

interface Props {
  year: number;
  years: readonly number[];
  disabled?: boolean;
  onChange: (year: number) => void;
}

export const YearSelect = ({ year, years, disabled, onChange }: Props) => {
  const translate = useTranslate();
  // the shown year is always offered, even if the list left it out
  const options = years.includes(year) ? years : [year, ...years];
  return (
    <TextField
      select
      size="small"
      label={translate(msg('cpdProfile.yearSelect'))}
      value={year}
      disabled={disabled}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ width: 140 }}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </TextField>
  );
};
