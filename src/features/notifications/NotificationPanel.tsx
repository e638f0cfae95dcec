/**
 * The bell's panel: for staff the approval queues waiting for them (each a link to its screen), then the user's
 * notifications newest first, page by page, with "Mark all as read"; an empty state when there is nothing.
 */
import { Alert, Box, Button, Divider, IconButton, LinearProgress, List, Stack, Typography } from '@mui/material';
import Close from '@mui/icons-material/Close';
import { text } from '../../i18n/text';
import { ApprovalLink } from '../dashboard/ApprovalLink';
import type { PortalNotification } from './notificationApi';
import { NotificationItem } from './NotificationItem';
import { useMarkRead, useNotificationList } from './useNotifications';

interface NotificationPanelProps {
  /** Closes the panel (a link followed, the close button). */
  onClose: () => void;
}

export const NOTIFICATION_PANEL_ID = 'notification-panel';
const HEADING_ID = 'notification-panel-heading';

export const NotificationPanel = ({ onClose }: NotificationPanelProps) => {
  const list = useNotificationList(true);
  const { markOne, markAll, markingAll } = useMarkRead();
  const pages = list.data?.pages ?? [];
  const notifications = pages.flatMap((page) => page.data);
  const queues = pages[0]?.queues ?? [];
  const unread = pages[0]?.unread ?? 0;
  const open = (notification: PortalNotification) => {
    if (!notification.readAt) markOne(notification.notificationId);
    onClose();
  };
  return (
    <Box id={NOTIFICATION_PANEL_ID} role="region" aria-labelledby={HEADING_ID} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, maxHeight: 'inherit' }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, px: 2, py: 1 }}>
        <Typography id={HEADING_ID} variant="h6" component="h2" sx={{ flex: 1 }}>
          {text('notifications.heading')}
        </Typography>
        <Button size="small" onClick={markAll} disabled={unread === 0 || markingAll}>
          {text('notifications.markAllRead')}
        </Button>
        <IconButton size="small" aria-label={text('notifications.close')} onClick={onClose}>
          <Close fontSize="small" />
        </IconButton>
      </Stack>
      <Divider />
      {list.isPending && <LinearProgress />}
      <Box sx={{ overflowY: 'auto', px: 1, pb: 1 }}>
        {queues.length > 0 && (
          <>
            <Typography variant="overline" component="h3" sx={{ px: 1, display: 'block' }}>
              {text('notifications.queuesHeading')}
            </Typography>
            <List dense disablePadding>
              {queues.map((queue) => (
                <li key={queue.key}>
                  <ApprovalLink approval={queue} onFollow={onClose} />
                </li>
              ))}
            </List>
            <Divider sx={{ my: 1 }} />
          </>
        )}
        {list.isError && <Alert severity="error" sx={{ m: 1 }}>{text('notifications.failed')}</Alert>}
        {list.isSuccess && notifications.length === 0 && (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {text('notifications.empty')}
          </Typography>
        )}
        {notifications.length > 0 && (
          <List dense disablePadding aria-labelledby={HEADING_ID}>
            {notifications.map((notification) => (
              <li key={notification.notificationId}>
                <NotificationItem notification={notification} onOpen={open} />
              </li>
            ))}
          </List>
        )}
        {list.hasNextPage && (
          <Button fullWidth onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {text('notifications.more')}
          </Button>
        )}
      </Box>
    </Box>
  );
};
