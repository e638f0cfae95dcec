import { isValidElement, useCallback, useEffect, useState } from 'react';
import { Alert, Button, Snackbar, type SnackbarCloseReason } from '@mui/material';
import {
  CloseNotificationContext,
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
} from 'react-admin';
import { TOAST_ANCHOR, TOAST_MS } from '../../framework/screens/useToast';
import { APP_BAR_SPACING } from './appBarHeight';

/**
 * The one presentation of every toast of the signed-in app (react-admin's notification queue, fed by useNotify and
 * useToast): an alert with its background, icon and close button, top right just below the app bar so that it never
 * covers the bar's buttons, closing by itself after 5 s unless the toast asks otherwise (spec §2, §9).
 * react-admin's own <Notification> draws a message given as an element (a title and a text) as bare text.
 */
export const PortalToasts = () => {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const [current, setCurrent] = useState<NotificationPayload | undefined>(undefined);
  const [open, setOpen] = useState(false);

  // One toast at a time, and always the latest outcome: a newer toast closes the one shown and follows it at once,
  // rather than waiting out its 5 s (a save and then a delete would tell of the delete seconds late).
  useEffect(() => {
    if (notifications.length === 0) return;
    if (current) {
      if (open) setOpen(false);
      return;
    }
    const next = takeNotification();
    if (next) {
      setCurrent(next);
      setOpen(true);
    }
  }, [notifications, current, open, takeNotification]);

  // a click elsewhere on the page leaves the toast alone: it is read while working
  const close = useCallback((_event?: unknown, reason?: SnackbarCloseReason) => {
    if (reason !== 'clickaway') setOpen(false);
  }, []);

  // an undoable change is committed when its toast goes, unless Undo was pressed (react-admin's contract)
  const settle = useCallback(
    (isUndo: boolean) => {
      if (current?.notificationOptions?.undoable) takeMutation()?.({ isUndo });
    },
    [current, takeMutation],
  );
  const exited = useCallback(() => {
    settle(false);
    setCurrent(undefined);
  }, [settle]);
  const undo = () => {
    settle(true);
    setCurrent((shown) => (shown ? { ...shown, notificationOptions: { ...shown.notificationOptions, undoable: false } } : shown));
    setOpen(false);
  };

  if (!current) return null;
  const { message, type, notificationOptions = {} } = current;
  const { autoHideDuration, messageArgs, multiLine, undoable } = notificationOptions;
  const severity = type === 'success' || type === 'error' || type === 'warning' ? type : 'info';
  const content = typeof message === 'string' ? translate(message, { _: message, ...messageArgs }) : isValidElement(message) ? message : null;

  return (
    <CloseNotificationContext.Provider value={close}>
      <Snackbar
        open={open}
        anchorOrigin={TOAST_ANCHOR}
        // null or 0 keeps the toast until it is closed
        autoHideDuration={autoHideDuration === undefined ? TOAST_MS : (autoHideDuration ?? null)}
        disableWindowBlurListener={undoable}
        onClose={close}
        slotProps={{ transition: { onExited: exited } }}
        sx={(theme) => ({
          [theme.breakpoints.down('sm')]: { top: theme.spacing(APP_BAR_SPACING.phone + 1) },
          [theme.breakpoints.up('sm')]: { top: theme.spacing(APP_BAR_SPACING.wide + 1), maxWidth: 480 },
        })}
      >
        <Alert
          severity={severity}
          variant="filled"
          onClose={() => close()}
          action={
            undoable ? (
              <Button color="inherit" size="small" onClick={undo}>
                {translate('ra.action.undo')}
              </Button>
            ) : undefined
          }
          sx={{ width: '100%', boxShadow: 6, whiteSpace: multiLine ? 'pre-wrap' : undefined }}
        >
          {content}
        </Alert>
      </Snackbar>
    </CloseNotificationContext.Provider>
  );
};
