/**
 * Follows a gateway order to its final state: the server's event stream first (GET application/events/
 * {logId}, fetch with the bearer token), then GET application/stop; when the stream cannot be opened
 * or breaks, polls GET application/get-response-for-payment/{logId} every 3 s instead.
 */
import { API_BASE_URL, buildUrl } from '../../providers/http';
import { readToken } from '../../providers/session';
import { readEventStream } from './eventStream';
import { fetchPaymentResponse, paymentEventsPath, stopPaymentEvents } from './paymentApi';
import { isFinalState } from './paymentStates';
import type { PaymentEvent } from './paymentTypes';

export const POLL_INTERVAL_MS = 3000;

const PAYMENT_EVENT = 'payment';

const parseEvent = (data: string): PaymentEvent | null => {
  try {
    const value = JSON.parse(data) as PaymentEvent;
    return typeof value?.state === 'string' ? value : null;
  } catch {
    return null;
  }
};

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

export interface FollowOptions {
  logId: number;
  /** Every state seen, final or not. */
  onUpdate: (event: PaymentEvent) => void;
  /** Aborting ends the following (the page was left). */
  signal: AbortSignal;
  pollMs?: number;
}

/** Resolves with the final event (or null when aborted first). */
export async function followPayment({ logId, onUpdate, signal, pollMs = POLL_INTERVAL_MS }: FollowOptions): Promise<PaymentEvent | null> {
  let final: PaymentEvent | null = null;
  const stream = new AbortController();
  const stopStream = () => stream.abort();
  signal.addEventListener('abort', stopStream);
  const seen = (event: PaymentEvent) => {
    onUpdate(event);
    if (isFinalState(event.state)) {
      final = event;
      stream.abort(); // final: no need to read on
    }
  };
  try {
    await readEventStream({
      url: buildUrl(API_BASE_URL, paymentEventsPath(logId)),
      token: readToken(),
      signal: stream.signal,
      onMessage: ({ event, data }) => {
        const parsed = event === PAYMENT_EVENT ? parseEvent(data) : null;
        if (parsed && !final) seen(parsed);
      },
    });
  } catch {
    // the stream broke or was refused: the polling below takes over
  } finally {
    signal.removeEventListener('abort', stopStream);
  }
  while (!final && !signal.aborted) {
    await wait(pollMs, signal);
    if (signal.aborted) break;
    try {
      seen(await fetchPaymentResponse(logId));
    } catch {
      // a failed poll is tried again at the next tick
    }
  }
  if (final) await stopPaymentEvents().catch(() => undefined);
  return final;
}
