import type { z } from 'zod';
import type { CallContract } from '@/lib/contract/call';
import { requireOperator, type Operator } from '@/lib/server/domain/staff';
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
 * The route of an operator call that answers a file (a prescription photo, a CSV export): as
 * operatorRouteHandler, the operator's session and role are checked first and a failure is the
 * usual envelope; success is the file itself, never cached (it holds a shopper's data). GET calls
 * read their input from the query string.
 */
export function operatorFileRoute<C extends CallContract>(
  call: C,
  handler: (input: z.infer<C['input']>, operator: Operator, context: CallContext) => Promise<FileAnswer>,
) {
  if (call.access !== 'operator') throw new Error(`${call.path} is not an operator call`);
  return async function handle(request: Request): Promise<Response> {
    try {
      const context = callContextOf(request);
      const operator = await requireOperator(context, call.roles);
      const file = await handler(await callInput(call, request, { query: true }), operator, context);
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
