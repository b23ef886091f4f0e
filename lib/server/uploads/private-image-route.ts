import type { z } from 'zod';
import { DEFAULT_MAX_BODY_BYTES, type CallContract } from '@/lib/contract/call';
import { InvalidInputError } from '@/lib/contract/errors';
import { requireShopper } from '@/lib/server/accounts';
import { callFailure, toFieldErrors, readBody } from '@/lib/server/http';
import { requireOperator } from '@/lib/server/staff';
import { callContextOf, type CallContext } from '@/lib/server/call-context';

type ImageHandler<C extends CallContract> = (
  input: z.infer<C['input']>,
  context: CallContext,
) => Promise<Buffer>;

/**
 * Like routeHandler, for a call that answers a private image itself (a prescription photo, a saved
 * face): the input is read and validated the same way and a failure is the usual envelope, but
 * success is the JPEG's bytes. The answer is never stored by a cache (it belongs to one shopper)
 * and cannot be sniffed into anything but an image.
 */
export function privateImageRoute<C extends CallContract>(call: C, handler: ImageHandler<C>) {
  return async function handle(request: Request): Promise<Response> {
    try {
      // The guest's device id too: a saved face belongs to the device until sign-in.
      const context = callContextOf(request);
      // An operator's image (a shopper's photo in the console): the role first, as routeHandler does.
      if (call.access === 'operator') await requireOperator(context, call.roles);
      const raw = await readBody(request, call.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES);
      const parsed = call.input.safeParse(raw);
      if (!parsed.success) throw new InvalidInputError(toFieldErrors(parsed.error));
      if (call.access === 'signed-in') await requireShopper(context);
      const jpeg = await handler(parsed.data as z.infer<C['input']>, context);
      return new Response(new Uint8Array(jpeg), {
        status: 200,
        headers: {
          'content-type': 'image/jpeg',
          'content-length': String(jpeg.byteLength),
          'cache-control': 'private, no-store',
          'x-content-type-options': 'nosniff',
          'content-disposition': 'inline',
        },
      });
    } catch (error) {
      return callFailure(error, { call: call.path });
    }
  };
}
