/** Whose menus to block: a role (from the approved roles) or a user (approved users). */
import { Box, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import { msg } from '../../../i18n/keys';
import type { AccessScope } from '../adminApi';
import { RoleSelect } from '../roles/RoleSelect';
import { UserSelect } from '../UserSelect';

export interface TargetChoice {
  scope: AccessScope;
  roleId: number | null;
  userId: number | null;
}

export const AccessTargetPicker = ({ choice, onChange }: { choice: TargetChoice; onChange: (next: TargetChoice) => void }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }} data-primary-action>
      <FormControl>
        <FormLabel id="block-access-scope">{translate(msg('blockAccess.scope'))}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="block-access-scope"
          value={choice.scope}
          onChange={(event) => onChange({ ...choice, scope: event.target.value === 'user' ? 'user' : 'role' })}
        >
          <FormControlLabel value="role" control={<Radio />} label={translate(msg('blockAccess.scopeRole'))} />
          <FormControlLabel value="user" control={<Radio />} label={translate(msg('blockAccess.scopeUser'))} />
        </RadioGroup>
      </FormControl>
      <Box sx={{ flex: 1, minWidth: { xs: '100%', sm: 260 } }}>
        {choice.scope === 'role' ? (
          <RoleSelect label={translate(msg('blockAccess.role'))} value={choice.roleId} onChange={(roleId) => onChange({ ...choice, roleId })} />
        ) : (
          <UserSelect label={translate(msg('blockAccess.user'))} value={choice.userId} onChange={(userId) => onChange({ ...choice, userId })} />
        )}
      </Box>
    </Box>
  );
};
