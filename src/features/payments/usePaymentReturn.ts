/**
 * The card payment's return (?order_id=…): the order is looked up, then followed to its final state
 * while the page shows it; at the end the dues and the history are reloaded in place (no page reload).
 */
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../framework';
import { followPayment } from './followPayment';
import { fetchReturnedOrder } from './paymentApi';
import { isFinalState } from './paymentStates';
import type { PaymentEvent } from './paymentTypes';
import { reloadPaymentData } from './queryKeys';

export interface PaymentReturn {
  /** The latest state seen; null while the order is looked up. */
  order: PaymentEvent | null;
  final: boolean;
  /** The lookup failed (unknown order, someone else's): the server's words. */
  failure: string | null;
}

export const usePaymentReturn = (orderId: string | null, onFinal?: () => void): PaymentReturn => {
  const queryClient = useQueryClient();
  const [order, setOrder] = useState<PaymentEvent | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // the latest callback, read when the order is final (a new function each render must not restart the follow)
  const onFinalRef = useRef(onFinal);
  onFinalRef.current = onFinal;

  useEffect(() => {
    if (!orderId) return undefined;
    const leave = new AbortController();
    const reload = () => {
      void reloadPaymentData(queryClient);
      onFinalRef.current?.();
    };
    (async () => {
      let first: PaymentEvent;
      try {
        first = await fetchReturnedOrder(orderId);
      } catch (error) {
        if (!leave.signal.aborted) setFailure(errorMessage(error));
        return;
      }
      if (leave.signal.aborted) return;
      setOrder(first);
      // Already decided: the dues may have been read before the decision, so they are read again too.
      if (isFinalState(first.state)) return reload();
      const final = await followPayment({ logId: first.logId, signal: leave.signal, onUpdate: (event) => !leave.signal.aborted && setOrder(event) });
      if (final && !leave.signal.aborted) reload();
    })();
    return () => leave.abort();
  }, [orderId, queryClient]);

  return { order, final: isFinalState(order?.state), failure };
};
