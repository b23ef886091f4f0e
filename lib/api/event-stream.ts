import { apiBaseUrl, apiClientOptions } from './config';
import { ensureDeviceId } from './device-id';

// Server-sent events read with fetch (docs/operating.md#live-chat). EventSource cannot send the
// bearer header (docs/architecture.md#api-envelope: never a cookie) nor a body, so the stream calls
// are POSTs read here: event by event, reconnecting after a dropped connection with the last
// message id seen, so nothing sent meanwhile is missed.

export interface StreamMessage {
  event: string;
  id: string | undefined;
  data: unknown;
}

export interface EventStreamOptions {
  path: `/api/${string}`;
  /** The body of each (re)connection, given the last event id seen (undefined at first). */
  body: (lastId: string | undefined) => unknown;
  headers: () => Record<string, string>;
  onEvent: (message: StreamMessage) => void;
  /** The server refused the stream (the envelope's code and message): it is not retried. */
  onRefused?: (code: number, message: string) => void;
  /** Whether the stream is connected now (false while it waits to reconnect). */
  onConnected?: (connected: boolean) => void;
  signal: AbortSignal;
}

const RETRY_MS = 2000;

function parseBlock(block: string): StreamMessage | null {
  const fields = new Map<string, string>();
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const name = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    fields.set(name, value);
  }
  const data = fields.get('data');
  if (data === undefined) return null;
  try {
    return { event: fields.get('event') ?? 'message', id: fields.get('id'), data: JSON.parse(data) };
  } catch {
    return null;
  }
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Reads the stream until `signal` aborts or the server refuses it, reconnecting as needed. */
export async function followEventStream(options: EventStreamOptions): Promise<void> {
  let lastId: string | undefined;
  const { signal } = options;
  while (!signal.aborted) {
    try {
      const response = await fetch(`${apiBaseUrl()}${options.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...options.headers() },
        body: JSON.stringify(options.body(lastId)),
        signal,
        cache: 'no-store',
      });
      const type = response.headers.get('content-type') ?? '';
      if (!type.startsWith('text/event-stream') || !response.body) {
        const envelope = (await response.json().catch(() => null)) as { code?: number; msg?: string } | null;
        if (envelope && typeof envelope.code === 'number' && response.status < 500) {
          options.onRefused?.(envelope.code, envelope.msg ?? '');
          return;
        }
        throw new Error(`stream answered HTTP ${response.status}`);
      }
      options.onConnected?.(true);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value.replace(/\r\n?/g, '\n');
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const message = parseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (!message) continue;
          if (message.id !== undefined) lastId = message.id;
          options.onEvent(message);
        }
      }
    } catch {
      // a dropped connection, the server restarting: try again shortly
    }
    options.onConnected?.(false);
    await pause(RETRY_MS, signal);
  }
}

/** The shop's identity headers for a stream: the device id, and the shopper's bearer when signed in. */
export function shopStreamHeaders(): Record<string, string> {
  const token = apiClientOptions().getToken?.();
  return { 'X-Device-Id': ensureDeviceId(), ...(token ? { Authorization: `Bearer ${token}` } : {}) };
}
