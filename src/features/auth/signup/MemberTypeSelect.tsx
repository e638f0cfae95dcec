import { useId, type ChangeEventHandler } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { MemberTypeOption } from './signUpApi';

interface Props {
  label: string;
  placeholder: string;
  value: string;
  options: readonly MemberTypeOption[];
  onChange: ChangeEventHandler<HTMLSelectElement>;
  error?: string;
}

/**
 * The member type of the sign-up: a native select, light like LightTextField (MUI's Select brings
 * Menu and Popover, which a public page on mobile data should not load).
 */
export const MemberTypeSelect = ({ label, placeholder, value, options, onChange, error }: Props) => {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl variant="outlined" error={Boolean(error)} fullWidth>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={onChange}
        input={<OutlinedInput label={label} notched id={id} name="membertypeid" />}
        inputProps={{ 'aria-describedby': error ? helperId : undefined }}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </NativeSelect>
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
};
