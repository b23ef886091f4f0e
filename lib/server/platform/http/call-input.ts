import type { z } from 'zod';
import { DEFAULT_MAX_BODY_BYTES, type CallContract } from '@/lib/contract/call';
import { InvalidInputError, TooLargeError } from '@/lib/contract/errors';
import { requestAddress } from '@/lib/server/platform/client-address';
import { spendUploadBytes } from '@/lib/server/platform/uploads';
import { toFieldErrors } from './field-errors';
import { declaredLength, readBody } from './read-body';

/**
 * Whether the call's body is charged to the network address's upload allowance: a shopper's or
 * guest's upload. An operator's (product photos, a catalog import) is not: the operator was
 * checked before the body is read, and an allowance would stop a day's catalog work.
 */
const chargesUploads = (call: CallContract) => call.uploads !== undefined && call.access !== 'operator';

/**
 * The call's input, validated with its schema (422 naming the fields otherwise): a GET call's from
 * its query string when `query` is set, or nothing; a POST call's from its body. An upload's bytes
 * are charged to the network address from its declared length before the body is read, so an
 * address whose hour is spent gets a 429 and nothing more is read; bytes beyond what was declared
 * are charged once read.
 */
export async function callInput<C extends CallContract>(
  call: C,
  request: Request,
  options: { query?: boolean } = {},
): Promise<z.infer<C['input']>> {
  if (call.method === 'GET') {
    return parsedInput(call, options.query ? Object.fromEntries(new URL(request.url).searchParams) : {});
  }
  const maxBytes = call.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const declared = declaredLength(request);
  if ((declared ?? 0) > maxBytes) throw new TooLargeError(maxBytes);
  const address = chargesUploads(call) ? requestAddress(request) : undefined;
  const charged = Math.max(1, declared ?? 0);
  if (address !== undefined) await spendUploadBytes(address, charged);
  const body = await readBody(request, { maxBytes, uploads: call.uploads });
  if (address !== undefined && body.bytes > charged) await spendUploadBytes(address, body.bytes - charged);
  const input = parsedInput(call, body.input);
  if (body.refusal) throw body.refusal;
  return input;
}

function parsedInput<C extends CallContract>(call: C, raw: unknown): z.infer<C['input']> {
  const parsed = call.input.safeParse(raw);
  if (!parsed.success) throw new InvalidInputError(toFieldErrors(parsed.error));
  return parsed.data as z.infer<C['input']>;
}
