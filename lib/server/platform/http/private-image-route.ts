import type { z } from 'zod';
import type { CallContract } from '@/lib/contract/call';
import { callContextOf, type CallContext } from '../call-context';
import { callInput } from './call-input';
import { callFailure, type CallerCheck } from './route-handler';

type ImageHandler<C extends CallContract> = (
  input: z.infer<C['input']>,
  context: CallContext,
) => Promise<Buffer>;

/**
 * Like checkedRouteHandler, for a call that answers a private image itself (a prescription photo, a saved
 * face): the input is read and validated the same way and a failure is the usual envelope, but
 * success is the JPEG's bytes. The answer is never stored by a cache (it belongs to one shopper)
 * and cannot be sniffed into anything but an image.
 */
export function imageRoute<C extends CallContract>(
  call: C,
  checkCaller: CallerCheck,
  handler: ImageHandler<C>,
) {
  return async function handle(request: Request): Promise<Response> {
    try {
      // The guest's device id too: a saved face belongs to the device until sign-in.
      const context = callContextOf(request);
      // An operator's role (a shopper's photo in the console) or a shopper's session, before the
      // body is read, as checkedRouteHandler does.
      await checkCaller(call, context);
      const jpeg = await handler(await callInput(call, request), context);
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
