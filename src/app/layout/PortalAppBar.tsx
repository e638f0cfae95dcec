import { useState, type FocusEvent } from 'react';
import { AppBar, Button, IconButton, Slide, Toolbar, Tooltip, Typography, useMediaQuery, useScrollTrigger, type Theme } from '@mui/material';
import { styled } from '@mui/material/styles';
import LogoutIcon from '@mui/icons-material/Logout';
import { SidebarToggleButton, useLogout } from 'react-admin';
import { text } from '../../i18n/text';
import { AppBarBrand } from './AppBarBrand';
import { AppBarLoadingIndicator } from './AppBarLoadingIndicator';
import { FullScreenToggle } from './FullScreenToggle';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import { useSession } from '../../providers/useSession';

const UserName = () => {
  const user = useSession()?.user;
  if (!user) return null;
  return (
    <Typography variant="body2" sx={{ mx: 1, display: { xs: 'none', sm: 'block' } }} data-testid="app-bar-user">
      {`${user.firstName} ${user.lastName}`.trim() || user.username}
    </Typography>
  );
};

/** Logout; on a phone its icon alone (same name), so the bar keeps room for the institute's name. */
const LogoutButton = ({ iconOnly }: { iconOnly: boolean }) => {
  const logout = useLogout();
  const label = text('app.logout');
  if (iconOnly) {
    return (
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} onClick={() => logout()}>
          <LogoutIcon />
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => logout()}>
      {label}
    </Button>
  );
};

const PREFIX = 'RaAppBar';
const CLASSES = { appBar: `${PREFIX}-appBar`, toolbar: `${PREFIX}-toolbar`, menuButton: `${PREFIX}-menuButton` };

/** react-admin's app bar styles (class names included), so the bar looks as it did with react-admin's AppBar. */
const StyledAppBar = styled(AppBar, { name: PREFIX, overridesResolver: (_props, styles) => styles.root })(({ theme }) => ({
  [`& .${CLASSES.toolbar}`]: {
    padding: `0 ${theme.spacing(1)}`,
    [theme.breakpoints.down('md')]: { minHeight: theme.spacing(6) },
  },
  [`& .${CLASSES.menuButton}`]: { marginRight: '0.2em' },
}));

/**
 * App bar: menu collapse toggle (react-admin's), the institute's logo and name (filling the bar's middle: no screen
 * sets a react-admin title; each heads itself), the loading indicator (not for background polls), the notifications' bell, full screen, the
 * user's name and Logout.
 * react-admin's AppBar markup without its AppBar component, whose default user, locale and theme menus this bar
 * never shows but would download (LayoutFrame).
 */
export const PortalAppBar = () => {
  const isXSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  // As react-admin's HideOnScroll, the bar slides away while the page scrolls down, but it stays in the tab order
  // (react-admin's hid it with visibility: hidden: scrolled down, Tab could not reach Logout or the menu toggle)
  // and comes back while focus is in it.
  const scrolledDown = useScrollTrigger();
  const [focusIn, setFocusIn] = useState(false);
  const onBlur = (event: FocusEvent<HTMLElement>) => setFocusIn(event.currentTarget.contains(event.relatedTarget));
  return (
    <Slide appear={false} direction="down" in={!scrolledDown || focusIn} style={{ visibility: 'visible' }}>
      <StyledAppBar className={CLASSES.appBar} color="secondary" onFocus={() => setFocusIn(true)} onBlur={onBlur}>
        <Toolbar disableGutters variant={isXSmall ? 'regular' : 'dense'} className={CLASSES.toolbar}>
          <SidebarToggleButton className={CLASSES.menuButton} />
          <AppBarBrand />
          <AppBarLoadingIndicator />
          <NotificationBell />
          <FullScreenToggle />
          <UserName />
          <LogoutButton iconOnly={isXSmall} />
        </Toolbar>
      </StyledAppBar>
    </Slide>
  );
};
