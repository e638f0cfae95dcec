// The payment result stream (GET application/events/{logId}): an in-process server-sent-events hub, one per
// app, whose streams are keyed by order (logId) and by user. A stream gets every change of its order, a comment
// heartbeat every 15 s, and ends when the client goes away or the user calls stop. A closed stream leaves
// nothing behind (no timer, no entry); a user keeps at most MAX_STREAMS_PER_USER open (the oldest is closed).
export const HEARTBEAT_MS = 15_000;
export const MAX_STREAMS_PER_USER = 5;

/** One SSE message of the stream. */
export const paymentEventText = (event) => `event: payment\ndata: ${JSON.stringify(event)}\n\n`;

export function createPaymentEvents({ heartbeatMs = HEARTBEAT_MS } = {}) {
  /** @type {Set<{ logId: number, userId: number, res: import('express').Response, timer: NodeJS.Timeout }>} */
  const streams = new Set();

  const write = (stream, text) => {
    if (!stream.res.writableEnded && !stream.res.destroyed) stream.res.write(text);
  };
  const close = (stream) => {
    if (!streams.delete(stream)) return false;
    clearInterval(stream.timer);
    if (!stream.res.writableEnded) stream.res.end();
    return true;
  };
  const streamsOf = (userId) => [...streams].filter((stream) => stream.userId === userId);

  return {
    /** Answers the request with the stream of one order, starting with its current state. */
    open(res, { logId, userId, event }) {
      for (const old of streamsOf(userId).slice(0, -(MAX_STREAMS_PER_USER - 1) || undefined)) close(old);
      res.status(200).set({ 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' });
      res.flushHeaders();
      const stream = { logId, userId, res, timer: setInterval(() => write(stream, ': heartbeat\n\n'), heartbeatMs) };
      stream.timer.unref?.();
      streams.add(stream);
      // 'close' of the response: the client went away or the stream was ended (req's 'close' fires once its body is read).
      res.on('close', () => close(stream));
      write(stream, paymentEventText(event));
      return stream;
    },
    /** Sends an order's new state to every stream of that order. */
    publish(logId, event) {
      for (const stream of streams) if (stream.logId === logId) write(stream, paymentEventText(event));
    },
    /** Ends a user's streams; answers how many were open. */
    stopUser(userId) {
      return streamsOf(userId).filter(close).length;
    },
    /** Open streams (for tests: nothing may linger after a client leaves). */
    get size() {
      return streams.size;
    },
  };
}

const hubs = new WeakMap();
/** The app's hub (one per createApp context). */
export function paymentEventsOf(ctx) {
  if (!hubs.has(ctx)) hubs.set(ctx, createPaymentEvents());
  return hubs.get(ctx);
}
