import { MenuItem, TextField } from '@mui/material';

export interface SelectOption {
  value: string;
  label: string;
}

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  /** The field's problem, shown under it. */
  problem?: string;
  options: readonly SelectOption[];
}

/** A required choice of a bespoke form, full width; long option names wrap instead of widening the menu. */
export const RequiredSelect = ({ id, label, value, onChange, problem, options }: Props) => (
  <TextField id={id} select label={label} value={value} onChange={onChange} error={!!problem} helperText={problem} required fullWidth>
    {options.map((option) => (
      <MenuItem key={option.value} value={option.value} sx={{ whiteSpace: 'normal' }}>
        {option.label}
      </MenuItem>
    ))}
  </TextField>
);
