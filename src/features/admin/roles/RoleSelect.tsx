/** A controlled User Role select outside a react-admin form (e.g. menu blocking). */
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { msg } from '../../../i18n/keys';
import { useUserRoles } from './useUserRoles';

interface Props {
  label: string;
  value: number | null;
  onChange: (roleId: number | null) => void;
}

export const RoleSelect = ({ label, value, onChange }: Props) => {
  const translate = useTranslate();
  const { data: roles = [], isPending, isError } = useUserRoles();
  return (
    <TextField
      select
      fullWidth
      label={label}
      value={value ?? ''}
      disabled={isPending}
      error={isError}
      helperText={isError ? translate(msg('userCreationPage.rolesFailed')) : undefined}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
    >
      {roles.map((role) => (
        <MenuItem key={role.userRoleID} value={role.userRoleID}>
          {role.userRoleName}
        </MenuItem>
      ))}
    </TextField>
  );
};
