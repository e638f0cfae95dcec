/** Spec §2 "Route behaviour": the page scrolls to the top on each location change. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ScrollToTop } from '../../../src/app/ScrollToTop';

afterEach(() => vi.restoreAllMocks());

describe('ScrollToTop', () => {
  it('scrolls to (0, 0) when the path or the query changes', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '*', element: <ScrollToTop /> }], { initialEntries: ['/member/member-dashboard'] });
    render(<RouterProvider router={router} />);
    scrollTo.mockClear();
    await act(() => router.navigate('/user/member-profile'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    await act(() => router.navigate('/user/member-profile?page=2'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
