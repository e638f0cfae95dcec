/** A DD/MM/YYYY date of the report modal (spec §5: dates are typed as DD/MM/YYYY in forms). */
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DATE_PLACEHOLDER } from '../../framework';

interface Props {
  name: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

export const ReportDateField = ({ name, label, value, error, onChange }: Props) => {
  const translate = useTranslate();
  return (
    <TextField
      required
      fullWidth
      size="small"
      name={name}
      label={translate(label)}
      placeholder={DATE_PLACEHOLDER}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={!!error}
      helperText={error ? translate(error, { _: error }) : ' '}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 }, inputLabel: { shrink: true } }}
    />
  );
};
