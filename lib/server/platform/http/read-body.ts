import type { UploadLimits } from '@/lib/contract/call';
import { CallError, InvalidInputError, TooLargeError } from '@/lib/contract/errors';
import { ResultCode } from '@/lib/contract/codes';
import { BodyStream } from './body-stream';
import { formDataToObject } from './form-data';
import { readForm } from './multipart-form';
import { MAX_BODY_NESTING, nestsDeeperThan } from './body-nesting';
import { nulTextPath } from './nul-text';

export interface BodyLimits {
  /** The whole body: checked on the declared length, and again while it streams in. */
  maxBytes: number;
  /** The files a multipart body may carry; none without. */
  uploads?: UploadLimits;
}

export interface ReadBody {
  /** The body as a plain object; {} when there is none. */
  input: unknown;
  /** Bytes received. */
  bytes: number;
  /** The answer should the call's schema take a form whose file went over its size (ReadForm.cut). */
  refusal?: CallError;
}

/** The Content-Length the client declared, or undefined (chunked, or none). */
export function declaredLength(request: Request): number | undefined {
  const header = request.headers.get('content-length');
  if (header === null || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header);
}

/**
 * Reads a request body as a plain object: JSON, or multipart / url-encoded form data (the client's
 * toFormData flattening). The cap is enforced on the declared length and again while streaming, so
 * a lying Content-Length cannot get a larger body through; form data is parsed as it streams
 * (multipart-form.ts), JSON is read whole, once.
 */
export async function readBody(request: Request, limits: BodyLimits): Promise<ReadBody> {
  if ((declaredLength(request) ?? 0) > limits.maxBytes) throw new TooLargeError(limits.maxBytes);
  const body = new BodyStream(request.body, limits.maxBytes);
  const first = await body.next();
  if (!first) return { input: {}, bytes: 0 };

  const declaredType = request.headers.get('content-type') ?? '';
  const contentType = declaredType.toLowerCase();
  if (
    contentType.startsWith('multipart/form-data') ||
    contentType.startsWith('application/x-www-form-urlencoded')
  ) {
    const form = await readForm(first, body, declaredType, limits.uploads);
    return { input: checked(formDataToObject(form.entries)), bytes: body.bytes, refusal: form.cut };
  }
  if (
    contentType === '' ||
    contentType.startsWith('application/json') ||
    contentType.startsWith('text/plain')
  ) {
    const bytes = await body.rest(first);
    return { input: checked(parseJson(new TextDecoder().decode(bytes))), bytes: body.bytes };
  }
  await body.cancel();
  throw new CallError(ResultCode.Invalid, 'Send the request as JSON or as multipart form data.', {
    fields: { body: `Unsupported content type "${contentType.split(';')[0]}".` },
  });
}

/** The body, unless it nests too deep or holds a NUL character. */
function checked(body: unknown): unknown {
  if (nestsDeeperThan(body, MAX_BODY_NESTING)) {
    const message = `The request body is nested more than ${MAX_BODY_NESTING} levels deep.`;
    throw new InvalidInputError({ body: message }, message);
  }
  const nul = nulTextPath(body);
  if (nul) throw new InvalidInputError({ [nul]: 'Text cannot contain a NUL character.' });
  return body;
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
