import ky, { isHTTPError, isTimeoutError, type KyRequest, type Options } from 'ky';
import { isEnvelope } from '@/lib/contract/envelope';
import { ResultCode } from '@/lib/contract/codes';
import { HTTP_RETRIES } from '@/lib/shop/constants';
import { ApiError } from './api-error';
import { apiBaseUrl, apiClientOptions, retryDelayMs, timeoutMs } from './config';
import { ensureDeviceId } from './device-id';

/** The tip shown when the server says the sign-in is gone (body code 3, docs/product.md#errors). */
export const SIGNED_OUT_TIP = 'Login status has expired.';

/** These HTTP statuses open the error page (docs/product.md#errors); other HTTP errors reject. */
const ERROR_PAGE_STATUSES: readonly number[] = [404, 500, 504];

/**
 * docs/product.md#calls: one retry for failed network requests and 5xx answers, for safe or
 * idempotent methods only. A POST is never retried, not even after a network failure: the request
 * may have reached the server before the connection dropped, and repeating an order, payment or
 * review submit could do it twice. A timed-out call is not retried either (the 40 s cover the whole
 * call).
 */
const RETRIED_METHODS = ['get', 'head', 'put', 'delete', 'options'];

export type ApiPath = `/${string}`;

export interface RequestOptions {
  signal?: AbortSignal;
  /** `false`: no tip for a refused body code; the caller shows its own message. Code 3 always tips. */
  tip?: boolean;
}

interface SendInit extends RequestOptions {
  json?: unknown;
  body?: FormData;
  searchParams?: URLSearchParams;
  /** What the call accepts back; JSON (the envelope) unless it answers something else too. */
  accept?: string;
}

let activeRequests = 0;

export function changeActiveRequests(delta: 1 | -1): void {
  activeRequests += delta;
  apiClientOptions().onLoadingChange?.(activeRequests);
}

function attachIdentity(request: KyRequest): void {
  request.headers.set('X-Device-Id', ensureDeviceId());
  const token = apiClientOptions().getToken?.();
  if (token) request.headers.set('Authorization', `Bearer ${token}`);
}

function isNetworkFailure(error: unknown): boolean {
  // fetch rejects with a TypeError when the server cannot be reached; compare by name because
  // the error may come from another realm (test environments, extensions).
  return error instanceof Error ? error.name === 'TypeError' : false;
}

function kyOptions(accept: string): Options {
  return {
    timeout: timeoutMs(),
    headers: { Accept: accept },
    retry: {
      limit: HTTP_RETRIES,
      methods: RETRIED_METHODS,
      delay: () => retryDelayMs(),
      shouldRetry: ({ error }) =>
        isHTTPError(error) ? error.response.status >= 500 : !isTimeoutError(error) && isNetworkFailure(error),
    },
    hooks: { beforeRequest: [attachIdentity] },
  };
}

export async function readBody(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text()) as unknown;
  } catch {
    return undefined;
  }
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** Turns what ky threw into an ApiError, opening the error page on HTTP 404, 500 and 504. */
async function transportFailure(error: unknown): Promise<ApiError> {
  if (isHTTPError(error)) {
    const status = error.response.status;
    const body = await readBody(error.response);
    const envelope = isEnvelope(body) ? body : null;
    if (ERROR_PAGE_STATUSES.includes(status)) apiClientOptions().onErrorPage?.(status);
    const message = envelope?.msg || `The shop answered with an error (HTTP ${status}).`;
    return new ApiError({
      reason: 'http',
      message,
      status,
      code: envelope?.code,
      data: envelope?.data,
      cause: error,
    });
  }
  if (isTimeoutError(error)) {
    return new ApiError({
      reason: 'timeout',
      message: 'The shop took too long to answer. Please try again.',
      cause: error,
    });
  }
  if (isAbort(error))
    return new ApiError({ reason: 'aborted', message: 'The request was cancelled.', cause: error });
  const message = 'The shop could not be reached. Please check your connection and try again.';
  return new ApiError({ reason: 'network', message, cause: error });
}

/** The envelope: code 200 resolves `data`; code 3 signs out; other codes tip `msg`. */
export function unwrapEnvelope<T>(body: unknown, status: number, tip: boolean): T {
  if (!isEnvelope(body)) {
    throw new ApiError({
      reason: 'malformed',
      message: 'The shop sent an answer we could not read.',
      status,
    });
  }
  if (body.code === ResultCode.Ok) return body.data as T;
  const hooks = apiClientOptions();
  if (body.code === ResultCode.SignInRequired) {
    hooks.onTip?.(SIGNED_OUT_TIP);
    hooks.onSignedOut?.();
    throw new ApiError({ reason: 'code', message: SIGNED_OUT_TIP, status, code: body.code, data: body.data });
  }
  const message = body.msg || 'Something went wrong. Please try again.';
  if (tip) hooks.onTip?.(message);
  throw new ApiError({ reason: 'code', message, status, code: body.code, data: body.data });
}

/**
 * One exchange with the server under the client's rules: identity headers, the 40 s timeout, the
 * one retry, and transport failures turned into ApiError (the error page on HTTP 404, 500, 504).
 * The answer's body is the caller's to read.
 */
export async function exchange(
  method: 'GET' | 'POST',
  path: ApiPath,
  init: SendInit = {},
): Promise<Response> {
  const { json, body, searchParams, signal, accept = 'application/json' } = init;
  try {
    return await ky(`${apiBaseUrl()}${path}`, {
      ...kyOptions(accept),
      method,
      json,
      body,
      searchParams,
      signal,
    });
  } catch (error) {
    throw await transportFailure(error);
  }
}

/** The one door to the server: headers, timeout, retry, progress count and envelope handling. */
export async function sendRequest<T>(method: 'GET' | 'POST', path: ApiPath, init: SendInit = {}): Promise<T> {
  changeActiveRequests(1);
  try {
    const response = await exchange(method, path, init);
    return unwrapEnvelope<T>(await readBody(response), response.status, init.tip ?? true);
  } finally {
    changeActiveRequests(-1);
  }
}
