/** Toasts of the admin screens: top right, auto-close after 5 s (spec §2, §9); the message is translated. */
import { createElement, useCallback } from 'react';
import { useNotify } from 'react-admin';
import type { Outcome } from '../types';
import { OutcomeMessage } from '../display/OutcomeMessage';

export const TOAST_MS = 5000;
/** Spec §2: toasts appear top right (passed per toast, whatever the shell's default). */
export const TOAST_ANCHOR = { vertical: 'top', horizontal: 'right' } as const;

export type ToastType = 'success' | 'error' | 'info' | 'warning';

export const useToast = () => {
  const notify = useNotify();
  return useCallback(
    (message: Outcome, type: ToastType = 'success') =>
      notify(typeof message === 'string' ? message : createElement(OutcomeMessage, message), {
        type,
        autoHideDuration: TOAST_MS,
        anchorOrigin: TOAST_ANCHOR,
      }),
    [notify],
  );
};

