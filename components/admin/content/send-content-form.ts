import { ApiError } from '@/lib/api/api-error';
import { apiBaseUrl } from '@/lib/api/config';
import { readOperatorToken } from '@/lib/api/operator-cookie';
import type { CallAddress } from '@/lib/contract/address';
import type { CallContract, CallOutput } from '@/lib/contract/call';
import { ResultCode } from '@/lib/contract/codes';
import { isEnvelope } from '@/lib/contract/envelope';

/**
 * Sends a content form with its picture as multipart (a banner, a photo-wall entry). Resolves the
 * call's data; rejects with the ApiError the console's forms read (a 422 names its fields: a
 * refused picture is a message under the file input).
 */
export async function sendContentForm<C extends CallContract>(
  call: CallAddress<C>,
  fields: Readonly<Record<string, string | undefined>>,
  file: File | null,
): Promise<CallOutput<C>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  if (file) form.append('file', file);
  const token = readOperatorToken();
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl()}${call.path}`, {
      method: 'POST',
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: form,
    });
  } catch (cause) {
    throw new ApiError({
      reason: 'network',
      message: 'The shop could not be reached. Please check your connection and try again.',
      cause,
    });
  }
  const body: unknown = await response.json().catch(() => null);
  if (!isEnvelope(body)) {
    throw new ApiError({
      reason: 'malformed',
      message: `The shop answered with an error (HTTP ${response.status}). Please try again.`,
      status: response.status,
    });
  }
  if (body.code === ResultCode.Ok) return body.data as CallOutput<C>;
  throw new ApiError({
    reason: 'code',
    message: body.msg || 'Something went wrong. Please try again.',
    code: body.code,
    status: response.status,
    data: body.data,
  });
}

/** The ids with the one at `index` moved one place up (-1) or down (+1). */
export function moved(ids: readonly number[], index: number, step: -1 | 1): number[] {
  const next = [...ids];
  const target = index + step;
  if (target < 0 || target >= next.length) return next;
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(target, 0, item);
  return next;
}

/** A datetime-local value ("2026-05-01T09:30", the browser's own zone) as ISO 8601, or "" for none. */
export function isoOfLocal(value: string): string {
  if (!value.trim()) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** An ISO time as a datetime-local value in the browser's zone, or "" for none. */
export function localOfIso(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
