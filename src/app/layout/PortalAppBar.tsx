import { Button, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { AppBar, LoadingIndicator, useLogout, type AppBarProps } from 'react-admin';
import { text } from '../../i18n/text';
import { AppBarBrand } from './AppBarBrand';
import { FullScreenToggle } from './FullScreenToggle';
import { useSession } from './useSession';

const UserName = () => {
  const user = useSession()?.user;
  if (!user) return null;
  return (
    <Typography variant="body2" sx={{ mx: 1, display: { xs: 'none', sm: 'block' } }} data-testid="app-bar-user">
      {`${user.firstName} ${user.lastName}`.trim() || user.username}
    </Typography>
  );
};

const LogoutButton = () => {
  const logout = useLogout();
  return (
    <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => logout()}>
      {text('app.logout')}
    </Button>
  );
};

/**
 * App bar: menu collapse toggle (react-admin's), the institute's logo and name (filling the bar's middle, in
 * place of react-admin's title portal: no screen sets a react-admin title; each heads itself), full screen,
 * the user's name and Logout.
 */
export const PortalAppBar = (props: AppBarProps) => (
  <AppBar
    {...props}
    userMenu={false}
    toolbar={
      <>
        <LoadingIndicator />
        <FullScreenToggle />
        <UserName />
        <LogoutButton />
      </>
    }
  >
    <AppBarBrand />
  </AppBar>
);
