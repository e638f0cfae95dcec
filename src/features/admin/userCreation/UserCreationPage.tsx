/** /user/usercreation, "User ID Creation" (spec §2): user details, the role's menu table, member role. */
import { useState } from 'react';
import { Stack } from '@mui/material';
import { ScreenHeading } from '../../../ui/ScreenHeading';
import { MenuAccessTable } from './MenuAccessTable';
import { SetMemberRoleForm } from './SetMemberRoleForm';
import { UserDetailsForm } from './UserDetailsForm';

export const UserCreationPage = () => {
  const [role, setRole] = useState<string | number | undefined>();
  return (
    <Stack spacing={2}>
      <ScreenHeading />
      <UserDetailsForm onRoleChange={setRole} />
      <MenuAccessTable role={role} />
      <SetMemberRoleForm />
    </Stack>
  );
};
