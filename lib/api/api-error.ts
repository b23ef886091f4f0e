import type { FieldErrors } from '@/lib/contract/envelope';

/**
 * Why a call failed:
 * - `code`: HTTP 200 with a body code other than 200 (`code`, `message` and `data` come from the body);
 * - `http`: a non-2xx HTTP status (`status`; `code`/`data` too when the body was an envelope);
 * - `network`: the server could not be reached; `timeout`: no answer within the timeout;
 * - `aborted`: the caller cancelled; `malformed`: a 2xx answer that is not an envelope.
 */
export type ApiFailure = 'code' | 'http' | 'network' | 'timeout' | 'aborted' | 'malformed';

export interface ApiErrorInit {
  reason: ApiFailure;
  message: string;
  code?: number | null;
  status?: number;
  data?: unknown;
  cause?: unknown;
}

/** The one error type every `lib/api` call rejects with. */
export class ApiError extends Error {
  readonly reason: ApiFailure;
  /** The envelope body code, or null when there was no envelope (network, timeout, bare HTTP error). */
  readonly code: number | null;
  /** The HTTP status, when an answer arrived. */
  readonly status?: number;
  /** The envelope `data` (for a 422: `{ fields }`), or null. */
  readonly data: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.reason = init.reason;
    this.code = init.code ?? null;
    this.status = init.status;
    this.data = init.data ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The field → message map of a 422 answer, so forms can mark their fields; null otherwise. */
export function fieldErrorsOf(error: unknown): FieldErrors | null {
  if (!isApiError(error) || typeof error.data !== 'object' || error.data === null) return null;
  const fields: unknown = (error.data as { fields?: unknown }).fields;
  if (typeof fields !== 'object' || fields === null) return null;
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
