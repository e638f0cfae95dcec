import { useId, type ChangeEventHandler } from 'react';
import { styled } from '@mui/material/styles';
import { LIGHT_FIELD_CONTROL, LightFieldFrame, useTouched } from '../../../ui/lightField/LightFieldFrame';
import type { MemberTypeOption } from './signUpApi';

interface Props {
  label: string;
  placeholder: string;
  value: string;
  options: readonly MemberTypeOption[];
  onChange: ChangeEventHandler<HTMLSelectElement>;
  error?: string;
  /** A member type is chosen: green once the select has been left (spec §5). */
  valid?: boolean;
}

/** MUI's outlined native select: room for the arrow, the theme's paper behind the options. */
const Select = styled('select')(({ theme }) => ({
  appearance: 'none',
  userSelect: 'none',
  cursor: 'pointer',
  borderRadius: theme.shape.borderRadius,
  '&&&': { paddingRight: 32 },
  '& option': { backgroundColor: theme.palette.background.paper },
}));

const Arrow = styled('svg')(({ theme }) => ({
  position: 'absolute',
  right: 7,
  top: 'calc(50% - .5em)',
  pointerEvents: 'none',
  color: theme.palette.action.active,
  width: '1em',
  height: '1em',
  fontSize: '1.5rem',
  fill: 'currentColor',
  flexShrink: 0,
  userSelect: 'none',
}));

/**
 * The member type of the sign-up: a native select in the public pages' light outlined field (MUI's Select brings
 * Menu and Popover, and its NativeSelect the input machinery; a public page on mobile data should not load them).
 */
export const MemberTypeSelect = ({ label, placeholder, value, options, onChange, error, valid }: Props) => {
  const id = useId();
  const helperId = `${id}-helper`;
  const [touched, onBlur] = useTouched();
  return (
    <LightFieldFrame id={id} label={label} helperId={helperId} helperText={error} error={Boolean(error)} valid={touched && valid} fullWidth filled alwaysFloat>
      <Select
        id={id}
        name="membertypeid"
        className={LIGHT_FIELD_CONTROL}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? helperId : undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </Select>
      <Arrow focusable="false" aria-hidden="true" viewBox="0 0 24 24">
        <path d="M7 10l5 5 5-5z" />
      </Arrow>
    </LightFieldFrame>
  );
};
