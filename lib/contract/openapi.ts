import { z } from 'zod';
import type { CallContract } from './call';

/** The envelope around one call's output, as the document describes it. */
const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data });

/**
 * The OpenAPI 3.1 document of the API, generated from the call contracts (served at
 * /api/openapi.json). Every answer is the envelope (docs/architecture.md#api-envelope) around the
 * call's output.
 */
export function openApiDocument(calls: readonly CallContract[], serverUrl = '/') {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of calls) {
    const operation: Record<string, unknown> = {
      tags: [call.tag],
      summary: call.summary,
      description: [
        call.description,
        call.access === 'signed-in' ? 'Needs sign-in (bearer token); code 3 otherwise.' : undefined,
        call.access === 'operator'
          ? `Operator console: needs an operator session (bearer token; a shopper's token is refused, code 3) with the role ${(call.roles ?? ['owner', 'staff', 'catalog']).join(' or ')} (code 403 otherwise).`
          : undefined,
        call.usesDeviceId ? 'Reads the X-Device-Id header (68 characters).' : undefined,
      ]
        .filter(Boolean)
        .join(' '),
      operationId: call.path.replace(/^\/api\//, '').replace(/\//g, '_'),
      responses: {
        '200': {
          description: 'The envelope: code 200 with data, or a business outcome code (0, 3, 404, 422, 429).',
          content: { 'application/json': { schema: jsonSchema(envelopeSchema(call.output), 'output') } },
        },
        '413': { description: 'The body exceeds the call\u2019s size cap (envelope, code 413).' },
        '500': { description: 'A server fault (envelope, code 500, no details).' },
      },
    };
    if (call.method === 'POST') {
      const schema = jsonSchema(call.input, 'input');
      operation.requestBody = {
        required: false,
        content: { 'application/json': { schema }, 'multipart/form-data': { schema } },
      };
    }
    paths[call.path] = { [call.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Oculo shop API',
      version: '1.0.0',
      description:
        'Every call answers HTTP 200 with {code, msg, data}; code 200 is success. Codes: 0 refused, 3 sign-in needed, 404 not found or not yours, 422 invalid input (data.fields), 429 too many attempts (data.retryAfter).',
    },
    servers: [{ url: serverUrl }],
    paths,
  };
}

function jsonSchema(schema: z.ZodType, io: 'input' | 'output') {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return rest;
}
