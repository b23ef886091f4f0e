import type { z } from 'zod';
import type { CallContract } from '@/lib/contract/call';
import { callContextOf, type CallContext } from '../call-context';
import { callInput } from './call-input';
import { callFailure } from './route-handler';

/** A file an operator call answers instead of the envelope. */
export interface FileAnswer {
  body: Uint8Array | string;
  contentType: string;
  /** Shown in the browser (a photo) or saved as this file name (an export). */
  disposition: 'inline' | { attachment: string };
  headers?: Record<string, string>;
}

/** A file name as a Content-Disposition header carries it: plain characters only. */
const safeFileName = (name: string) => name.replace(/[^\w.-]/g, '_');

/**
 * The route of a call that answers a file (a prescription photo, a CSV export): the caller is
 * identified first (`identify` throws for a stranger, before the input is read) and a failure is
 * the usual envelope; success is the file itself, never cached (it holds a shopper's data). GET
 * calls read their input from the query string. The operator's version, which identifies the
 * operator and checks the call's role, is lib/server/flows/checked-routes' operatorFileRoute.
 */
export function fileRoute<C extends CallContract, Caller>(
  call: C,
  identify: (context: CallContext) => Promise<Caller>,
  handler: (input: z.infer<C['input']>, caller: Caller, context: CallContext) => Promise<FileAnswer>,
) {
  return async function handle(request: Request): Promise<Response> {
    try {
      const context = callContextOf(request);
      const caller = await identify(context);
      const file = await handler(await callInput(call, request, { query: true }), caller, context);
      const bytes = typeof file.body === 'string' ? new TextEncoder().encode(file.body) : file.body;
      return new Response(new Uint8Array(bytes), {
        status: 200,
        headers: {
          ...file.headers,
          'content-type': file.contentType,
          'content-length': String(bytes.byteLength),
          'cache-control': 'private, no-store',
          'x-content-type-options': 'nosniff',
          'content-disposition':
            file.disposition === 'inline'
              ? 'inline'
              : `attachment; filename="${safeFileName(file.disposition.attachment)}"`,
        },
      });
    } catch (error) {
      return callFailure(error, { call: call.path, method: request.method });
    }
  };
}
