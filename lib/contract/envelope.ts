import { ResultCode } from './codes';

// Browser code imports this file (lib/api/client.ts checks every answer with isEnvelope), so it
// holds no zod: the schema the OpenAPI document describes answers with lives in openapi.ts.

/** The envelope every call answers with (docs/architecture.md#api-envelope). */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export function ok<T>(data: T, msg = 'success'): Envelope<T> {
  return { code: ResultCode.Ok, msg, data };
}

/** Field → message map carried by a 422 answer. */
export type FieldErrors = Record<string, string>;

export function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Envelope).code === 'number' &&
    typeof (value as Envelope).msg === 'string' &&
    'data' in value
  );
}
