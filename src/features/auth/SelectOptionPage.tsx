import { Box, Grid, Typography } from '@mui/material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import LockReset from '@mui/icons-material/LockReset';
import LogoutIcon from '@mui/icons-material/Logout';
import { useLogout } from 'react-admin';
import { LANDING_BY_ROLE } from '../../domain/roles';
import { text } from '../../i18n/text';
import { useSession } from '../../app/layout/useSession';
import { LinkCard, type LinkCardProps } from '../dashboard/LinkCard';

export const PASSWORD_RESET_PATH = '/user/password-reset';

/** /select-option: where a logged-in user lands from a public page (spec §2 default landing). */
export const SelectOptionPage = () => {
  const session = useSession();
  const logout = useLogout();
  const dashboard = session ? LANDING_BY_ROLE[session.user.userRoleID] : undefined;
  const options: (LinkCardProps & { key: string })[] = [
    ...(dashboard ? [{ key: 'dashboard', title: text('selectOption.dashboard'), icon: <DashboardIcon color="primary" />, to: dashboard }] : []),
    { key: 'password', title: text('selectOption.changePassword'), icon: <LockReset color="primary" />, to: PASSWORD_RESET_PATH },
    { key: 'logout', title: text('selectOption.logout'), icon: <LogoutIcon color="primary" />, onClick: () => logout() },
  ];

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h4" component="h1">
        {text('selectOption.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {text('selectOption.intro')}
      </Typography>
      <Grid container spacing={2}>
        {options.map(({ key, ...option }) => (
          <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }}>
            <LinkCard {...option} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
};
