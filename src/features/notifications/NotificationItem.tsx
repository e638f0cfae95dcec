/**
 * One notification: its kind's icon, the subject (strong while unread), the short text and when it came (Sri Lanka
 * time). Opening it marks it read and, when it has a screen, goes there.
 */
import { ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { Link as RouterLink } from 'react-router-dom';
import { formatSriLankaDateTime } from '../../domain/sriLankaTime.mjs';
import { text } from '../../i18n/text';
import type { PortalNotification } from './notificationApi';
import { notificationIcon } from './notificationIcons';

interface NotificationItemProps {
  notification: PortalNotification;
  onOpen: (notification: PortalNotification) => void;
}

export const NotificationItem = ({ notification, onOpen }: NotificationItemProps) => {
  const unread = !notification.readAt;
  const link = notification.link ? { component: RouterLink, to: notification.link } : {};
  return (
    <ListItemButton
      {...link}
      onClick={() => onOpen(notification)}
      alignItems="flex-start"
      data-unread={unread || undefined}
      sx={{ gap: 1, borderRadius: 1, bgcolor: unread ? 'action.hover' : undefined }}
    >
      <ListItemIcon sx={{ minWidth: 0, mt: 0.5, color: unread ? 'primary.main' : 'text.secondary' }}>{notificationIcon(notification.kind)}</ListItemIcon>
      <ListItemText
        sx={{ my: 0, minWidth: 0 }}
        primary={
          unread ? (
            <>
              <span style={visuallyHidden}>{`${text('notifications.unread')}: `}</span>
              <strong>{notification.title}</strong>
            </>
          ) : (
            notification.title
          )
        }
        slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
        secondary={
          <>
            <Typography component="span" variant="body2" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }}>
              {notification.body}
            </Typography>
            <Typography component="time" variant="caption" dateTime={notification.createdAt} sx={{ display: 'block' }}>
              {formatSriLankaDateTime(notification.createdAt)}
            </Typography>
          </>
        }
      />
    </ListItemButton>
  );
};
