import { useEffect, useState } from 'react';
import { notifyManager, useQueryClient } from '@tanstack/react-query';
import { userIsWaiting } from './backgroundQuery';

/**
 * react-admin's useLoading without the background queries: whether the user waits for a call. It listens to the
 * query and mutation caches (batched, as react-admin's does) rather than rendering on every count change.
 */
export function useUserWaiting(): boolean {
  const client = useQueryClient();
  const [waiting, setWaiting] = useState(() => userIsWaiting(client));
  useEffect(() => {
    const update = notifyManager.batchCalls(() => setWaiting(userIsWaiting(client)));
    const stopQueries = client.getQueryCache().subscribe(update);
    const stopMutations = client.getMutationCache().subscribe(update);
    update();
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [client]);
  return waiting;
}
