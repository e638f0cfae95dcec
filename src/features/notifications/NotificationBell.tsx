/**
 * The app bar's bell: its badge counts the unread notifications and the items waiting in the staff's queues
 * (asked every minute and on focus); it opens the panel under it, or across the whole width of a phone.
 */
import { useState, type MouseEvent } from 'react';
import { Badge, IconButton, Popover, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useQueryClient } from '@tanstack/react-query';
import { text } from '../../i18n/text';
import { NOTIFICATION_PANEL_ID, NotificationPanel } from './NotificationPanel';
import { COUNTS_KEY } from './notificationApi';
import { useNotificationCounts } from './useNotifications';

/** The largest figure the badge shows as it is. */
const BADGE_MAX = 99;

/** The panel's width beside the bell on a wider screen. */
const PANEL_WIDTH = 420;

export const NotificationBell = () => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const isXSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { data } = useNotificationCounts();
  const waiting = (data?.unread ?? 0) + (data?.waiting ?? 0);
  // the badge's figure as shown (none at 0, "99+" above 99), and the name says the same figure: the visible text of a
  // control is part of its name
  const shown = waiting === 0 ? undefined : waiting > BADGE_MAX ? `${BADGE_MAX}+` : String(waiting);
  const label = shown ? text('notifications.bellWaiting', { count: shown }) : text('notifications.bell');
  const close = () => setAnchor(null);
  const client = useQueryClient();
  // the panel reads the newest list; the badge is asked again with it, so the two never disagree for a minute
  const open = (event: MouseEvent<HTMLElement>) => {
    setAnchor(event.currentTarget);
    void client.invalidateQueries({ queryKey: COUNTS_KEY });
  };
  return (
    <>
      <Tooltip title={text('notifications.bell')}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={anchor ? true : undefined}
          aria-controls={anchor ? NOTIFICATION_PANEL_ID : undefined}
          onClick={open}
          data-testid="notification-bell"
        >
          {/* no badge at all when nothing waits: a hidden one keeps its last figure as text */}
          {shown ? (
            <Badge badgeContent={shown} color="error">
              <NotificationsIcon />
            </Badge>
          ) : (
            <NotificationsIcon />
          )}
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        marginThreshold={isXSmall ? 0 : 16}
        slotProps={{
          paper: {
            sx: isXSmall
              ? { width: '100%', maxWidth: '100%', borderRadius: 0, maxHeight: 'calc(100dvh - 56px)', display: 'flex' }
              : { width: PANEL_WIDTH, maxWidth: 'calc(100% - 32px)', maxHeight: 'min(640px, calc(100dvh - 80px))', display: 'flex' },
          },
        }}
      >
        {anchor && <NotificationPanel onClose={close} />}
      </Popover>
    </>
  );
};
