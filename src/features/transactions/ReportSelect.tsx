/** One required select of the report modal (spec §9 options), its spec text under it when empty. */
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

interface Props {
  name: string;
  label: string;
  options: readonly string[];
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

export const ReportSelect = ({ name, label, options, value, error, onChange }: Props) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      required
      fullWidth
      size="small"
      name={name}
      label={translate(label)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={!!error}
      helperText={error ? translate(error, { _: error }) : ' '}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </TextField>
  );
};
