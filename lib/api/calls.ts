import type { CallAddress } from '@/lib/contract/address';
import type { CallContract, CallInput, CallOutput } from '@/lib/contract/call';
import { sendRequest, type ApiPath, type RequestOptions } from './client';

type QueryValue = string | number | boolean;

/** GET calls carry their scalar input fields as query parameters; they never send a body. */
function toSearchParams(input: unknown): URLSearchParams | undefined {
  if (typeof input !== 'object' || input === null) return undefined;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (['string', 'number', 'boolean'].includes(typeof value))
      params.append(key, String(value as QueryValue));
  }
  return params.size > 0 ? params : undefined;
}

/**
 * A call of the contract (lib/contract), typed end to end. Outputs are not validated here:
 * the server validated them against the same schema, and zod stays out of the client bundle.
 */
export function callApi<C extends CallContract>(
  call: C | CallAddress<C>,
  input?: CallInput<C>,
  options?: RequestOptions,
): Promise<CallOutput<C>> {
  if (call.method === 'GET') {
    return sendRequest<CallOutput<C>>('GET', call.path, { ...options, searchParams: toSearchParams(input) });
  }
  return sendRequest<CallOutput<C>>('POST', call.path, { ...options, json: input ?? {} });
}

/** A GET outside the contract (same headers, retry and envelope handling). */
export function getJson<T = unknown>(path: ApiPath, options?: RequestOptions): Promise<T> {
  return sendRequest<T>('GET', path, options);
}

/** A JSON POST outside the contract; an absent body is sent as `{}`. */
export function postJson<T = unknown>(path: ApiPath, body?: unknown, options?: RequestOptions): Promise<T> {
  return sendRequest<T>('POST', path, { ...options, json: body ?? {} });
}
