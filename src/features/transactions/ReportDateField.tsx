/** A DD/MM/YYYY date of the report modal (spec §5: dates are typed as DD/MM/YYYY in forms). */
import { useTranslate } from 'react-admin';
import { DateTextField } from '../../framework';

interface Props {
  name: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  /** The latest day the calendar offers (YYYY-MM-DD). */
  maxDate?: string;
}

export const ReportDateField = ({ name, label, value, error, onChange, maxDate }: Props) => {
  const translate = useTranslate();
  return (
    <DateTextField
      required
      fullWidth
      size="small"
      name={name}
      label={translate(label)}
      value={value}
      onChange={onChange}
      maxDate={maxDate}
      error={!!error}
      helperText={error ? translate(error, { _: error }) : ' '}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
};
