import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, memoryStore } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AppBarLoadingIndicator } from '../../../src/app/layout/AppBarLoadingIndicator';
import { BACKGROUND_QUERY_META } from '../../../src/ui/loading/backgroundQuery';
import { useNotificationCounts } from '../../../src/features/notifications/useNotifications';
import { COUNTS_KEY } from '../../../src/features/notifications/notificationApi';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { mockHttpClient } from './support/http';

const http = mockHttpClient();

/** A call that answers only when the test says so. */
const deferred = () => {
  let answer: (value: string) => void = () => undefined;
  const promise = new Promise<string>((resolve) => (answer = resolve));
  return { promise, answer };
};

const Query = ({ call, background }: { call: Promise<string>; background: boolean }) => {
  useQuery({ queryKey: ['call', background], queryFn: () => call, meta: background ? BACKGROUND_QUERY_META : undefined });
  return null;
};

const Change = ({ call }: { call: Promise<string> }) => {
  const change = useMutation({ mutationFn: () => call });
  return <button onClick={() => change.mutate()}>save</button>;
};

const renderBar = (children: React.ReactNode) =>
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <AppBarLoadingIndicator />
      {children}
    </AdminContext>,
  );

const spinner = () => screen.queryByRole('progressbar');
/** Lets the caches' batched notices reach the indicator (react-query batches them with a timer). */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 50)));

describe("the app bar's loading indicator", () => {
  it('turns while a call the user waits for is under way, and stops when it answers', async () => {
    const call = deferred();
    renderBar(<Query call={call.promise} background={false} />);
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveClass('RaLoadingIndicator-loadedLoading');
    await act(async () => call.answer('done'));
    await vi.waitFor(() => expect(spinner()).toBeNull());
    expect(screen.getByRole('button', { name: 'Refresh' })).not.toHaveClass('RaLoadingIndicator-loadedLoading');
  });

  it('turns while a change is being saved', async () => {
    const call = deferred();
    renderBar(<Change call={call.promise} />);
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    await act(async () => call.answer('saved'));
    await vi.waitFor(() => expect(spinner()).toBeNull());
  });

  it('stays still for a background query (a poll nobody asked for)', async () => {
    const call = deferred();
    renderBar(<Query call={call.promise} background />);
    await settle();
    expect(spinner()).toBeNull();
    await act(async () => call.answer('done'));
  });

  it("stays still while the bell asks for its counts (every minute and on focus)", async () => {
    const call = deferred();
    http.get.mockReturnValue(call.promise.then(() => ({ unread: 1, waiting: 0 })));
    let client: ReturnType<typeof useQueryClient> | undefined;
    const Bell = () => {
      client = useQueryClient();
      useNotificationCounts();
      return null;
    };
    renderBar(<Bell />);
    await vi.waitFor(() => expect(http.get).toHaveBeenCalled());
    expect(client?.isFetching({ queryKey: COUNTS_KEY })).toBe(1);
    await settle();
    expect(spinner()).toBeNull();
    await act(async () => call.answer('counted'));
    await vi.waitFor(() => expect(client?.getQueryData(COUNTS_KEY)).toEqual({ unread: 1, waiting: 0 }));
  });
});
