import type { z } from 'zod';
import type { CallContract } from '@/lib/contract/call';
import { ResultCode } from '@/lib/contract/codes';
import { ok, type Envelope } from '@/lib/contract/envelope';
import { CallError, UnavailableError } from '@/lib/contract/errors';
import { databaseUnavailable } from '@/lib/server/platform/db';
import { logger } from '../logger';
import { callInput } from './call-input';
import { ClientGoneError } from './client-gone';
import { callContextOf, type CallContext } from '../call-context';

type Handler<C extends CallContract> = (
  input: z.infer<C['input']>,
  context: CallContext,
) => Promise<z.infer<C['output']>>;

const checkOutputs = process.env.NODE_ENV !== 'production';

/**
 * Who may make a call, checked before a byte of its body is read
 * (docs/security.md#session-before-body). A public call has nothing to check; a signed-in or
 * operator call's check asks accounts or staff, which stand above this module, so it is handed in
 * by lib/server/flows/checked-routes.
 */
export type CallerCheck = (call: CallContract, context: CallContext) => Promise<void>;

/**
 * Turns a module function into a route handler: checks who calls, reads and validates the input
 * with the call's schema, runs the function, and wraps the result or failure in the envelope.
 * Server faults are logged with pino and answered without a stack.
 */
export function checkedRouteHandler<C extends CallContract>(
  call: C,
  checkCaller: CallerCheck,
  handler: Handler<C>,
) {
  return async function handle(request: Request): Promise<Response> {
    const started = performance.now();
    try {
      const context = callContextOf(request);
      // An operator call's role and a signed-in call's session, for every call, so no module can
      // forget them; before the body is read (docs/security.md#session-before-body).
      await checkCaller(call, context);
      const input = await callInput(call, request);
      const data = await handler(input, context);
      // Outside production every answer is checked against the contract, so drift fails tests.
      const body = ok(checkOutputs ? call.output.parse(data) : data);
      return respond(body, 200, browserCache(call));
    } catch (error) {
      return failureResponse(error, call, request, started);
    }
  };
}

/**
 * The route handler of a public call: anyone may make it, so it asks nobody who is calling and
 * its route reaches no account code (docs/architecture.md#layers). A signed-in or operator call
 * fails here when its route file is loaded: its wrapper lives in lib/server/flows/checked-routes.
 */
export function publicRouteHandler<C extends CallContract>(call: C, handler: Handler<C>) {
  if (call.access !== 'public') {
    throw new Error(`${call.path} is a ${call.access} call: wrap it with lib/server/flows/checked-routes`);
  }
  return checkedRouteHandler(call, async () => undefined, handler);
}

function failureResponse(error: unknown, call: CallContract, request: Request, started: number): Response {
  return callFailure(error, {
    call: call.path,
    method: request.method,
    ms: Math.round(performance.now() - started),
  });
}

/**
 * The envelope of a failed call: a business outcome as its CallError says, a part that is away
 * as 503 with Retry-After, anything else a logged 500 without a stack. `where` goes in the log.
 */
export function callFailure(error: unknown, where: Record<string, unknown>): Response {
  if (error instanceof ClientGoneError) {
    // The client's own doing, and anyone can do it: not a warning (docs/security.md#client-aborts).
    logger.debug({ ...where, reason: String(error.cause) }, 'the client went away while sending its request');
    return failureAnswer(error);
  }
  if (error instanceof CallError) return failureAnswer(error);
  // The database away (a restart) is a 503 to come back from, never a 500. The pool has already
  // waited for it and sent a lost read once more; a write is never sent twice.
  const unavailable = databaseUnavailable(error);
  if (unavailable) {
    logger.warn({ err: error, ...where }, 'database unavailable; answered 503');
    return failureAnswer(unavailable);
  }
  logger.error({ err: error, ...where }, 'call failed');
  return respond(
    { code: ResultCode.ServerFault, msg: 'Something went wrong on our side. Please try again.', data: null },
    500,
  );
}

function failureAnswer(error: CallError): Response {
  return respond(
    { code: error.code, msg: error.message, data: error.data },
    error.httpStatus,
    retryHeaders(error),
  );
}

/** A 503 says when to come back (RFC 9110 §10.2.3). */
function retryHeaders(error: CallError): HeadersInit {
  return error instanceof UnavailableError ? { 'retry-after': String(error.retryAfter) } : {};
}

/** A successful answer of reference data may be kept by the browser (CallContract.browserCacheSeconds). */
function browserCache(call: CallContract): HeadersInit {
  const seconds = call.browserCacheSeconds;
  return seconds ? { 'cache-control': `public, max-age=${seconds}` } : {};
}

export function respond<T>(body: Envelope<T>, status: number, headers: HeadersInit = {}): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });
}
