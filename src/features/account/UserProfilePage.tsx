/**
 * /user/profile: the signed-in user's account for every role (GET usermanagement/user/1, the
 * token's own user): user name, role, created, expiry, and the way to change the password.
 */
import { Alert, Button, Paper, Stack } from '@mui/material';
import LockResetIcon from '@mui/icons-material/LockReset';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { formatDateTime } from '../../framework';
import { wireDateToForm } from '../../domain/dates';
import { msg } from '../../i18n/keys';
import { http } from '../../providers/http';
import { DetailGrid } from '../../ui/DetailGrid';

interface Account {
  username: string;
  firstName?: string | null;
  lastName?: string | null;
  userRoleName?: string | null;
  createdAt?: string | null;
  expireDate?: string | null;
}

export const UserProfilePage = () => {
  const translate = useTranslate();
  const { data, error } = useQuery({
    queryKey: ['ownAccount'],
    queryFn: () => http.get<{ memberData: Account }>('usermanagement/user/1').then((json) => json.memberData),
  });
  return (
    <Stack spacing={2}>
      <ScreenHeading />
      {error ? <Alert severity="warning">{translate(msg('memberAdmin.accountFailed'))}</Alert> : null}
      {data && (
        <Paper sx={{ p: 2 }} component="section" aria-label={translate(msg('memberAdmin.accountCard'))}>
          <DetailGrid
            details={[
              { label: msg('memberAdmin.userName'), value: data.username },
              { label: msg('memberAdmin.fullName'), value: [data.firstName, data.lastName].filter(Boolean).join(' ') },
              { label: msg('memberAdmin.role'), value: data.userRoleName },
              { label: msg('memberAdmin.createdAt'), value: data.createdAt ? formatDateTime(data.createdAt) : '' },
              { label: msg('memberAdmin.expireDate'), value: wireDateToForm(data.expireDate) },
            ]}
          />
          <Button component={Link} to="/user/change-password" variant="contained" startIcon={<LockResetIcon />} sx={{ mt: 2 }} data-primary-action>
            {translate(msg('memberAdmin.changePassword'))}
          </Button>
        </Paper>
      )}
    </Stack>
  );
};
