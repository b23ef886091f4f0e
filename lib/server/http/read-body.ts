import { CallError, InvalidInputError, TooLargeError } from '@/lib/contract/errors';
import { ResultCode } from '@/lib/contract/codes';
import { formDataToObject } from './form-data';
import { MAX_BODY_NESTING, nestsDeeperThan } from './body-nesting';
import { nulTextPath } from './nul-text';

/**
 * Reads a request body as a plain object: JSON, or multipart / url-encoded form data
 * (spec §7). The cap is enforced on the declared length and again while streaming, so a
 * lying Content-Length cannot get a larger body through.
 */
export async function readBody(request: Request, maxBytes: number): Promise<unknown> {
  const body = await readAnyBody(request, maxBytes);
  if (nestsDeeperThan(body, MAX_BODY_NESTING)) {
    const message = `The request body is nested more than ${MAX_BODY_NESTING} levels deep.`;
    throw new InvalidInputError({ body: message }, message);
  }
  const nul = nulTextPath(body);
  if (nul) throw new InvalidInputError({ [nul]: 'Text cannot contain a NUL character.' });
  return body;
}

async function readAnyBody(request: Request, maxBytes: number): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new TooLargeError(maxBytes);
  const bytes = await readLimited(request, maxBytes);
  if (bytes.byteLength === 0) return {};

  const declaredType = request.headers.get('content-type') ?? '';
  const contentType = declaredType.toLowerCase();
  if (
    contentType.startsWith('multipart/form-data') ||
    contentType.startsWith('application/x-www-form-urlencoded')
  ) {
    // The header as sent: a multipart boundary is case-sensitive (browsers mix cases in it).
    const form = await new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: { 'content-type': declaredType },
    })
      .formData()
      .catch(() => {
        throw new InvalidInputError({ body: 'The form data could not be read.' });
      });
    return formDataToObject(form);
  }
  if (
    contentType === '' ||
    contentType.startsWith('application/json') ||
    contentType.startsWith('text/plain')
  ) {
    return parseJson(new TextDecoder().decode(bytes));
  }
  throw new CallError(ResultCode.Invalid, 'Send the request as JSON or as multipart form data.', {
    fields: { body: `Unsupported content type "${contentType.split(';')[0]}".` },
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new InvalidInputError(
      { body: 'The request body is not valid JSON.' },
      'The request body is not valid JSON.',
    );
  }
}

async function readLimited(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new TooLargeError(maxBytes);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
