import type { z } from 'zod';
import type { CallContract } from '@/lib/contract/call';
import { callContextOf, type CallContext } from '../call-context';
import { logger } from '../logger';
import { callInput } from './call-input';
import type { CallerCheck } from './route-handler';
import { callFailure } from './route-handler';

/** One server-sent event: `event` names it, `id` is what the client sends back to catch up. */
export interface StreamEvent {
  event: string;
  data: unknown;
  id?: string;
}

/**
 * What a stream sends, from its opening until `signal` aborts (the client went away): it calls
 * `send` for each event and returns once the signal aborted.
 */
export type EventProducer = (send: (event: StreamEvent) => void, signal: AbortSignal) => Promise<void>;

/** A stream sends a comment this often, so proxies and browsers keep an idle connection open. */
const STREAM_HEARTBEAT_SECONDS = 20;

const encoder = new TextEncoder();

/** An event as the text/event-stream format writes it; data is JSON, so always on one line. */
export function eventText(event: StreamEvent): string {
  const id = event.id === undefined ? '' : `id: ${event.id}\n`;
  return `${id}event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/**
 * The answer of a stream call (docs/operating.md#live-chat): text/event-stream, a comment every
 * STREAM_HEARTBEAT_SECONDS so proxies keep the idle connection, and the producer stopped when the
 * client goes away (the request's signal, or the body cancelled). Never compressed and never
 * buffered by nginx (`no-transform`, `X-Accel-Buffering: no`): each event must leave at once.
 */
export function eventStreamResponse(produce: EventProducer, requestSignal: AbortSignal): Response {
  const stop = new AbortController();
  let beat: ReturnType<typeof setInterval> | undefined;
  const end = () => {
    clearInterval(beat);
    if (!stop.signal.aborted) stop.abort();
  };
  requestSignal.addEventListener('abort', end, { once: true });
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const write = (text: string) => {
        if (stop.signal.aborted) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          end();
        }
      };
      // the first bytes at once: the browser knows the stream is open
      write(': open\n\n');
      beat = setInterval(() => write(': heartbeat\n\n'), STREAM_HEARTBEAT_SECONDS * 1000);
      produce((event) => write(eventText(event)), stop.signal)
        .catch((error: unknown) => logger.error({ err: error }, 'event stream failed'))
        .finally(() => {
          end();
          try {
            controller.close();
          } catch {
            // already closed by the client's cancel
          }
        });
    },
    cancel() {
      end();
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      'x-accel-buffering': 'no',
    },
  });
}

/**
 * The route of a stream call: the caller is checked and the input read and validated as for any
 * call, and `open` checks what it must (the conversation is the caller's) before a byte of the
 * stream is sent, so bad input or a stranger gets the envelope's error at once. Then the stream.
 */
export function streamRoute<C extends CallContract>(
  call: C,
  checkCaller: CallerCheck,
  open: (input: z.infer<C['input']>, context: CallContext) => Promise<EventProducer>,
) {
  return async function handle(request: Request): Promise<Response> {
    try {
      const context = callContextOf(request);
      await checkCaller(call, context);
      const producer = await open(await callInput(call, request), context);
      return eventStreamResponse(producer, request.signal);
    } catch (error) {
      return callFailure(error, { call: call.path, method: request.method });
    }
  };
}

/** The route of a public stream call (a shopper's or a guest's conversation). */
export function publicStreamRoute<C extends CallContract>(
  call: C,
  open: (input: z.infer<C['input']>, context: CallContext) => Promise<EventProducer>,
) {
  if (call.access !== 'public') throw new Error(`${call.path} is a ${call.access} call`);
  return streamRoute(call, async () => undefined, open);
}
