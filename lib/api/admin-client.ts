import ky, { isHTTPError, isTimeoutError } from 'ky';
import type { CallAddress } from '@/lib/contract/address';
import type { CallContract, CallInput, CallOutput } from '@/lib/contract/call';
import { ResultCode } from '@/lib/contract/codes';
import { isEnvelope } from '@/lib/contract/envelope';
import { ApiError } from './api-error';
import { readBody } from './client';
import { apiBaseUrl, timeoutMs } from './config';
import { forgetOperatorToken, readOperatorToken } from './operator-cookie';

// The operator console's client (docs/operating.md#console): the console's islands call
// /api/admin/* only through it. Like the shop's client it speaks the envelope
// (docs/architecture.md#api-envelope) with ky, but it is the console's own: the operator's cookie
// as the bearer token (never the shopper's), no device id, no snackbar and no shop error page; a
// form shows what went wrong itself. Code 3 means the operator session is over (8 hours, 30 minutes
// idle, signed out elsewhere): back to the console's sign-in.

export const CONSOLE_SIGN_IN = '/admin/sign-in';
const SESSION_OVER = 'Your console session has ended. Please sign in again.';

export interface ConsoleCallOptions {
  signal?: AbortSignal;
}

/** The sign-in address that brings the operator back to `returnTo` (a console path) afterwards. */
export function signInAddress(returnTo?: string): string {
  return returnTo && returnTo !== '/admin'
    ? `${CONSOLE_SIGN_IN}?next=${encodeURIComponent(returnTo)}`
    : CONSOLE_SIGN_IN;
}

/** Sends the browser to the console's sign-in, coming back to this page once signed in. */
function leaveForSignIn(): void {
  forgetOperatorToken();
  const { pathname, search } = window.location;
  if (pathname === CONSOLE_SIGN_IN) return;
  window.location.assign(signInAddress(`${pathname}${search}`));
}

function queryOf(input: unknown): URLSearchParams | undefined {
  if (typeof input !== 'object' || input === null) return undefined;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) params.append(key, String(value));
  }
  return params.size > 0 ? params : undefined;
}

async function send(call: CallAddress, input: unknown, options: ConsoleCallOptions): Promise<Response> {
  const token = readOperatorToken();
  try {
    return await ky(`${apiBaseUrl()}${call.path}`, {
      method: call.method,
      timeout: timeoutMs(),
      // A console action is never sent twice by the client: a refund or a shipment that reached
      // the server before the connection dropped must not run again. Reads retry once.
      retry: call.method === 'GET' ? { limit: 1, methods: ['get'] } : 0,
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      ...(call.method === 'GET' ? { searchParams: queryOf(input) } : { json: input ?? {} }),
      signal: options.signal,
    });
  } catch (error) {
    if (isHTTPError(error)) {
      const body = await readBody(error.response);
      const envelope = isEnvelope(body) ? body : null;
      const status = error.response.status;
      throw new ApiError({
        reason: 'http',
        message:
          envelope?.msg || `The shop answered with an error (HTTP ${status}). Please try again in a moment.`,
        status,
        code: envelope?.code,
        data: envelope?.data,
        cause: error,
      });
    }
    if (isTimeoutError(error)) {
      throw new ApiError({
        reason: 'timeout',
        message: 'The shop took too long to answer. Please try again.',
      });
    }
    throw new ApiError({
      reason: 'network',
      message: 'The shop could not be reached. Please check your connection and try again.',
      cause: error,
    });
  }
}

/**
 * One operator call, typed from the contract: resolves the envelope's data (code 200) and rejects
 * with an ApiError that carries the server's message (code 0, 403, 404, 422 with its fields, 429).
 */
export async function callConsole<C extends CallContract>(
  call: CallAddress<C>,
  input?: CallInput<C>,
  options: ConsoleCallOptions = {},
): Promise<CallOutput<C>> {
  return callConsoleAnswer<C>(await send(call, input, options));
}

async function callConsoleAnswer<C extends CallContract>(response: Response): Promise<CallOutput<C>> {
  const body = await readBody(response);
  if (!isEnvelope(body)) {
    throw new ApiError({ reason: 'malformed', message: 'The shop sent an answer we could not read.' });
  }
  if (body.code === ResultCode.Ok) return body.data as CallOutput<C>;
  if (body.code === ResultCode.SignInRequired) {
    leaveForSignIn();
    throw new ApiError({ reason: 'code', message: SESSION_OVER, code: body.code, status: response.status });
  }
  throw new ApiError({
    reason: 'code',
    message: body.msg || 'Something went wrong. Please try again.',
    code: body.code,
    status: response.status,
    data: body.data,
  });
}

/** A file a call answers (a CSV export, a photo): the bytes, their type and the file's name. */
export interface ConsoleFile {
  blob: Blob;
  filename: string | null;
}

/**
 * A call that answers a file on success and the envelope on failure: the file, or the
 * same ApiError callConsole rejects with (code 3 included).
 */
export async function fetchConsoleFile<C extends CallContract>(
  call: CallAddress<C>,
  input?: CallInput<C>,
  options: ConsoleCallOptions = {},
): Promise<ConsoleFile> {
  const response = await send(call, input, options);
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) {
    const disposition = response.headers.get('content-disposition') ?? '';
    const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? null;
    return { blob: await response.blob(), filename };
  }
  await callConsoleAnswer<C>(response);
  throw new ApiError({ reason: 'malformed', message: 'The shop sent no file.' });
}
