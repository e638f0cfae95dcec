/**
 * A server-sent-event stream read with fetch, so the request can carry the Authorization header
 * (EventSource cannot). Parses the text/event-stream format: `event:` and `data:` lines, a blank line
 * ends a message, `:` lines are comments (the server's heartbeat).
 */
export interface StreamMessage {
  event: string;
  data: string;
}

/** Feeds text chunks in; calls onMessage for each complete message. Chunks may split lines anywhere. */
export const createEventParser = (onMessage: (message: StreamMessage) => void) => {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onMessage({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    const value = colon === -1 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  };
  return {
    push(chunk: string) {
      buffer += chunk;
      const lines = buffer.split(/\r\n|\r|\n/);
      buffer = lines.pop() ?? ''; // the last piece may be an unfinished line
      lines.forEach(line);
    },
  };
};

export interface ReadStreamOptions {
  url: string;
  token: string | null;
  onMessage: (message: StreamMessage) => void;
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
}

/**
 * Resolves when the server ends the stream or the caller aborts it; rejects when it cannot be opened
 * or breaks.
 */
export async function readEventStream(options: ReadStreamOptions): Promise<void> {
  try {
    await read(options);
  } catch (error) {
    if (!options.signal?.aborted) throw error;
  }
}

async function read({ url, token, onMessage, signal, fetchImpl }: ReadStreamOptions): Promise<void> {
  const headers: Record<string, string> = { Accept: 'text/event-stream' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await (fetchImpl ?? globalThis.fetch)(url, { headers, signal, cache: 'no-store' });
  if (!response.ok || !response.body) throw new Error(`event stream refused (${response.status})`);
  const reader = response.body.getReader();
  // Ends a pending read at once on abort (a fetch whose body is already flowing may not stop by itself).
  signal?.addEventListener('abort', () => void reader.cancel().catch(() => undefined), { once: true });
  const decoder = new TextDecoder();
  const parser = createEventParser(onMessage);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.push(decoder.decode(value, { stream: true }));
  }
  parser.push(decoder.decode() + '\n\n'); // a last message without its blank line still counts
}
