import type { CallContract, CallInput, CallOutput } from '@/lib/contract/call';
import { sendRequest, type ApiPath, type RequestOptions } from './client';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function appendField(form: FormData, name: string, value: unknown): void {
  if (value === null || value === undefined) {
    form.append(name, ''); // null becomes an empty string
  } else if (value instanceof Blob) {
    form.append(name, value); // a File keeps its file name
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => appendField(form, `${name}[${index}]`, item)); // name[index]
  } else if (value instanceof Date) {
    form.append(name, value.toISOString());
  } else if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) appendField(form, `${name}[${key}]`, item);
  } else {
    form.append(name, String(value)); // numbers, booleans, strings
  }
}

/**
 * docs/product.md#calls: a payload object as multipart form data. null/undefined → '', arrays →
 * `name[index]` entries (objects inside → `name[index][key]`), Blob/File kept as files, other
 * scalars as text. An empty array sends no entry at all.
 */
export function toFormData(payload: object): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(payload)) appendField(form, name, value);
  return form;
}

/** POSTs a payload as multipart form data (uploads), with the client's usual handling. */
export function postForm<C extends CallContract>(
  call: C,
  payload: CallInput<C>,
  options?: RequestOptions,
): Promise<CallOutput<C>>;
export function postForm<T = unknown>(path: ApiPath, payload: object, options?: RequestOptions): Promise<T>;
export function postForm(
  target: CallContract | ApiPath,
  payload: unknown,
  options?: RequestOptions,
): Promise<unknown> {
  const path = typeof target === 'string' ? target : target.path;
  const fields = typeof payload === 'object' && payload !== null ? payload : {};
  return sendRequest('POST', path, { ...options, body: toFormData(fields) });
}
