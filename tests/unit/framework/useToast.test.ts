/** Spec §2 and §9: administration toasts appear top right and auto-close after 5000 ms. */
import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';

const notify = vi.fn();
vi.mock('react-admin', () => ({ useNotify: () => notify }));
const { useToast } = await import('../../../src/framework/screens/useToast');

describe('useToast', () => {
  it('notifies top right with a 5000 ms auto-close, success by default', () => {
    const { result } = renderHook(() => useToast());
    result.current('Role Creation Success');
    expect(notify).toHaveBeenCalledWith('Role Creation Success', { type: 'success', autoHideDuration: 5000, anchorOrigin: { vertical: 'top', horizontal: 'right' } });
    result.current('Role name is required', 'error');
    expect(notify).toHaveBeenLastCalledWith('Role name is required', { type: 'error', autoHideDuration: 5000, anchorOrigin: { vertical: 'top', horizontal: 'right' } });
  });
});
