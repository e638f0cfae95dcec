/** react-query keys of the member payment page; a payment sent or decided reloads both. */
import type { QueryClient } from '@tanstack/react-query';

export const PAYMENT_VIEW_KEY = ['memberPaymentView'];
export const PAYMENT_HISTORY_KEY = ['memberPaymentHistory'];

/**
 * Reads the dues and the history again. A read still in flight is cancelled first: react-query would
 * otherwise hand back that read, which may have left before the payment was decided.
 */
export const reloadPaymentData = async (queryClient: QueryClient): Promise<void> => {
  const keys = [PAYMENT_VIEW_KEY, PAYMENT_HISTORY_KEY];
  await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
};
