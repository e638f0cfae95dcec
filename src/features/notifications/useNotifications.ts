/**
 * The bell's data: the badge's counts, asked every minute and when the window comes back into focus (a cheap call:
 * two counts), and the list, asked page by page while the panel is open. Both live in the signed-in layout only,
 * so they stop with the session.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BACKGROUND_QUERY_META } from '../../ui/loading/backgroundQuery';
import { COUNTS_KEY, LIST_KEY, NOTIFICATIONS_KEY, fetchNotificationCounts, fetchNotificationPage, markAllNotificationsRead, markNotificationRead, type NotificationPage } from './notificationApi';

/** How often the badge asks again while the page is open. */
export const COUNTS_POLL_MS = 60_000;

/** The badge's counts: a background query, so the app bar's spinner does not turn for the poll. */
export const useNotificationCounts = () =>
  useQuery({
    queryKey: COUNTS_KEY,
    queryFn: fetchNotificationCounts,
    refetchInterval: COUNTS_POLL_MS,
    refetchOnWindowFocus: true,
    retry: false,
    meta: BACKGROUND_QUERY_META,
  });

export const useNotificationList = (open: boolean) =>
  useInfiniteQuery({
    queryKey: LIST_KEY,
    queryFn: ({ pageParam }) => fetchNotificationPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: NotificationPage, pages: NotificationPage[]) => (pages.reduce((shown, page) => shown + page.data.length, 0) < last.total ? pages.length + 1 : undefined),
    enabled: open,
    retry: false,
  });

/** Marking read (one on opening it, or all): the list and the badge are asked again afterwards. */
export const useMarkRead = () => {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  const one = useMutation({ mutationFn: markNotificationRead, onSettled: refresh });
  const all = useMutation({ mutationFn: markAllNotificationsRead, onSettled: refresh });
  return { markOne: (notificationId: number) => one.mutate(notificationId), markAll: () => all.mutate(), markingAll: all.isPending };
};
