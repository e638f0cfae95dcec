/** The fetch-based server-sent-event reader: line parsing, chunk splits, the bearer token, failures. */
import { describe, expect, it, vi } from 'vitest';
import { createEventParser, readEventStream, type StreamMessage } from '../../../src/features/payments/eventStream';

const streamOf = (chunks: string[], { failAfter = false } = {}) => {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      chunks.forEach((chunk) => controller.enqueue(encoder.encode(chunk)));
      if (failAfter) controller.error(new Error('reset'));
      else controller.close();
    },
  });
};

describe('event stream parser', () => {
  it('dispatches on a blank line, keeps event and data, skips comments, joins data lines', () => {
    const seen: StreamMessage[] = [];
    const parser = createEventParser((m) => seen.push(m));
    parser.push(': heartbeat\n\nevent: payment\ndata: {"state":"initiated"}\n\n');
    parser.push('data: line one\ndata: line two\n\n');
    expect(seen).toEqual([
      { event: 'payment', data: '{"state":"initiated"}' },
      { event: 'message', data: 'line one\nline two' },
    ]);
  });

  it('puts together lines split across chunks, and CRLF line ends', () => {
    const seen: StreamMessage[] = [];
    const parser = createEventParser((m) => seen.push(m));
    for (const chunk of ['ev', 'ent: pay', 'ment\r\nda', 'ta: {"a":1}\r', '\n\r\n']) parser.push(chunk);
    expect(seen).toEqual([{ event: 'payment', data: '{"a":1}' }]);
  });
});

describe('readEventStream', () => {
  it('sends the bearer token and reads every message until the server ends the stream', async () => {
    const fetchImpl = vi.fn(async () => new Response(streamOf(['event: payment\ndata: 1\n\n', 'event: payment\ndata: 2'])));
    const seen: string[] = [];
    await readEventStream({ url: '/api/application/events/5', token: 'abc', fetchImpl, onMessage: (m) => seen.push(m.data) });
    expect(seen).toEqual(['1', '2']);
    const init = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(init[0]).toBe('/api/application/events/5');
    expect((init[1].headers as Record<string, string>).Authorization).toBe('Bearer abc');
    expect((init[1].headers as Record<string, string>).Accept).toBe('text/event-stream');
  });

  it('rejects when refused or broken, and ends quietly when the caller aborts', async () => {
    const refused = vi.fn(async () => new Response('no', { status: 403 }));
    await expect(readEventStream({ url: 'x', token: null, fetchImpl: refused, onMessage: () => undefined })).rejects.toThrow('403');
    const broken = vi.fn(async () => new Response(streamOf(['event: payment\ndata: 1\n\n'], { failAfter: true })));
    await expect(readEventStream({ url: 'x', token: null, fetchImpl: broken, onMessage: () => undefined })).rejects.toThrow();
    const controller = new AbortController();
    const endless = vi.fn(async (_url: string, init: RequestInit) => {
      const body = new ReadableStream<Uint8Array>({
        start(c) {
          init.signal?.addEventListener('abort', () => c.error(new DOMException('aborted', 'AbortError')));
        },
      });
      return new Response(body);
    });
    const reading = readEventStream({ url: 'x', token: null, fetchImpl: endless as unknown as typeof fetch, signal: controller.signal, onMessage: () => undefined });
    controller.abort();
    await expect(reading).resolves.toBeUndefined();
  });
});
