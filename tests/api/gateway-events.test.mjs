// The payment event hub on its own: heartbeats as SSE comments, events by order, stop by user, the per-user cap,
// and nothing left behind (no stream, no timer writing) once a client goes away.
import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_STREAMS_PER_USER, createPaymentEvents } from '../../mock-api/lib/payments/payment-events.mjs';

/** Enough of an express response for the hub: status/set/flushHeaders/write/end and 'close'. */
function fakeResponse() {
  const res = new EventEmitter();
  Object.assign(res, {
    written: [],
    headers: {},
    writableEnded: false,
    destroyed: false,
    status(code) { res.statusCode = code; return res; },
    set(headers) { Object.assign(res.headers, headers); return res; },
    flushHeaders() {},
    write(text) { res.written.push(text); return true; },
    end() { res.writableEnded = true; res.emit('close'); },
  });
  return res;
}

describe('the payment event hub', () => {
  // the heartbeats run on the test's clock: a busy machine cannot delay them past an assertion
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens with the current state, sends heartbeats and the order\'s changes only', () => {
    const hub = createPaymentEvents({ heartbeatMs: 20 });
    const mine = fakeResponse();
    const other = fakeResponse();
    hub.open(mine, { logId: 1, userId: 7, event: { logId: 1, state: 'initiated' } });
    hub.open(other, { logId: 2, userId: 8, event: { logId: 2, state: 'initiated' } });
    expect(mine.headers['Content-Type']).toBe('text/event-stream; charset=utf-8');
    expect(mine.written[0]).toBe('event: payment\ndata: {"logId":1,"state":"initiated"}\n\n');
    hub.publish(1, { logId: 1, state: 'approved' });
    expect(mine.written).toContain('event: payment\ndata: {"logId":1,"state":"approved"}\n\n');
    expect(other.written.join('')).not.toContain('approved');
    vi.advanceTimersByTime(70);
    expect(mine.written.filter((text) => text === ': heartbeat\n\n')).toHaveLength(3);
    expect(hub.stopUser(7)).toBe(1);
    expect(mine.writableEnded).toBe(true);
    expect(hub.stopUser(7)).toBe(0);
    expect(hub.size).toBe(1);
    hub.stopUser(8);
  });

  it('forgets a stream whose client left, and writes to it no more', () => {
    const hub = createPaymentEvents({ heartbeatMs: 10 });
    const res = fakeResponse();
    hub.open(res, { logId: 3, userId: 9, event: { logId: 3 } });
    res.destroyed = true;
    res.emit('close');
    expect(hub.size).toBe(0);
    const count = res.written.length;
    vi.advanceTimersByTime(40);
    hub.publish(3, { logId: 3, state: 'approved' });
    expect(res.written).toHaveLength(count);
  });

  it(`keeps at most ${MAX_STREAMS_PER_USER} streams a user, closing the oldest`, () => {
    const hub = createPaymentEvents();
    const streams = Array.from({ length: MAX_STREAMS_PER_USER + 2 }, () => fakeResponse());
    for (const res of streams) hub.open(res, { logId: 4, userId: 10, event: { logId: 4 } });
    expect(hub.size).toBe(MAX_STREAMS_PER_USER);
    expect(streams.map((res) => res.writableEnded)).toEqual([true, true, ...Array(MAX_STREAMS_PER_USER).fill(false)]);
    expect(hub.stopUser(10)).toBe(MAX_STREAMS_PER_USER);
  });
});
