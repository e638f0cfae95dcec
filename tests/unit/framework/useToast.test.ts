/** Spec §2 and §9: administration toasts appear top right and auto-close after 5000 ms. */
import { createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { AddNotificationContext } from 'react-admin';
import { useToast } from '../../../src/framework/screens/useToast';

/** What react-admin's notification area is handed (its useNotify adds to this context). */
const added = vi.fn();
const wrapper = ({ children }: { children: ReactNode }) => createElement(AddNotificationContext.Provider, { value: added }, children);
const TOP_RIGHT_FIVE_SECONDS = { autoHideDuration: 5000, anchorOrigin: { vertical: 'top', horizontal: 'right' } };

describe('useToast', () => {
  it('notifies top right with a 5000 ms auto-close, success by default', () => {
    const { result } = renderHook(() => useToast(), { wrapper });
    result.current('Role Creation Success');
    expect(added).toHaveBeenCalledWith({ message: 'Role Creation Success', type: 'success', notificationOptions: TOP_RIGHT_FIVE_SECONDS });
    result.current('Role name is required', 'error');
    expect(added).toHaveBeenLastCalledWith({ message: 'Role name is required', type: 'error', notificationOptions: TOP_RIGHT_FIVE_SECONDS });
  });
});
