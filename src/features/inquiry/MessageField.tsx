import { useId, type ChangeEventHandler } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { publicText } from '../../i18n/publicText';

interface Props {
  label: string;
  value: string;
  max: number;
  onChange: ChangeEventHandler<HTMLTextAreaElement | HTMLInputElement>;
  error?: string;
}

/** A multiline light field with a character counter (LightTextField has no multiline; no TextField on public pages). */
export const MessageField = ({ label, value, max, onChange, error }: Props) => {
  const id = useId();
  const counterId = `${id}-counter`;
  return (
    <FormControl variant="outlined" error={Boolean(error)} fullWidth>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name="message"
        label={label}
        value={value}
        onChange={onChange}
        multiline
        minRows={4}
        inputProps={{ 'aria-describedby': counterId }}
      />
      <FormHelperText id={counterId} component="div" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <span>{error}</span>
        <span>{publicText('inquiry.counter', { count: value.length, max })}</span>
      </FormHelperText>
    </FormControl>
  );
};
