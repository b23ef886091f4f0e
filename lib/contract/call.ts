import { z } from 'zod';
import type { StaffRole } from '@/lib/shop/staff-roles';

/**
 * One call of the API (docs/product.md#calls): where it lives, what it takes and what it answers.
 * Both sides use it: the server adapter validates with `input`, the OpenAPI document is
 * generated from it, and client islands type their calls with `CallInput`/`CallOutput`.
 */
export interface CallContract<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST';
  path: `/api/${string}`;
  tag: string;
  summary: string;
  description?: string;
  input: I;
  output: O;
  /**
   * Who may call: everyone, only signed-in shoppers (code 3 otherwise), or members of the shop's
   * staff signed in to the operator console with one of `roles` (code 3 without an operator
   * session, a shopper's token included; code 403 for another role).
   */
  access: 'public' | 'signed-in' | 'operator';
  /** For operator calls: the roles that may call. */
  roles?: readonly StaffRole[];
  /** Largest accepted body; JSON calls default to 64 KB. */
  maxBodyBytes?: number;
  /**
   * The files the call takes as multipart parts: at most `files`, each at most `fileBytes`. A call
   * without it takes no files. A shopper's or guest's upload is charged to their network address
   * from its declared length before the body is read (docs/security.md#session-before-body).
   */
  uploads?: UploadLimits;
  /** Whether the call reads the `X-Device-Id` header (guest carts, docs/product.md#guest-cart). */
  usesDeviceId?: boolean;
  /**
   * Reference data, the same for everyone and changed only by a release: a browser may keep a
   * successful answer this many seconds (`Cache-Control: public, max-age`) instead of asking on
   * every page it loads. Unset, answers are `no-store`.
   */
  browserCacheSeconds?: number;
}

export interface UploadLimits {
  files: number;
  fileBytes: number;
}

export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

export function defineCall<I extends z.ZodType, O extends z.ZodType>(
  call: Omit<CallContract<I, O>, 'access'> & { access?: CallContract['access'] },
): CallContract<I, O> {
  return { access: 'public', ...call };
}

export type CallInput<C> = C extends CallContract<infer I, z.ZodType> ? z.input<I> : never;
export type CallOutput<C> = C extends CallContract<z.ZodType, infer O> ? z.infer<O> : never;

/** Input of a call that takes nothing (GET calls). Unknown fields are refused. */
export const noInput = z.strictObject({});
