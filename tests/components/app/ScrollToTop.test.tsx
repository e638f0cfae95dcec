/** Spec §2 "Route behaviour": the page scrolls to the top on each location change. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { ScrollToTop } from '../../../src/app/ScrollToTop';
import { navigate } from '../../../src/routing/location/browserLocation';

afterEach(() => vi.restoreAllMocks());

describe('ScrollToTop', () => {
  it('scrolls to (0, 0) when the path or the query changes, not on a re-render at the same place', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/member/member-dashboard');
    const { rerender } = render(<ScrollToTop />);
    scrollTo.mockClear();
    rerender(<ScrollToTop />);
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => navigate('/user/member-profile'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    act(() => navigate('/user/member-profile?page=2'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
