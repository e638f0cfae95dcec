import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * A query's `meta` for a call the user did not ask for (a poll, a refetch on focus): the app bar's spinner does not
 * turn for it, so a screen at rest does not flicker "loading" every minute.
 */
export const BACKGROUND_QUERY_META = { background: true } as const;

const isForeground = (query: Query): boolean => query.meta?.background !== true;

/** True while a call the user waits for is under way: a query that is not a background one, or any change. */
export const userIsWaiting = (client: QueryClient): boolean =>
  client.isFetching({ predicate: isForeground }) > 0 || client.isMutating() > 0;
