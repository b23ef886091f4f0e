import { z } from 'zod';
import { ResultCode } from './codes';

/** The envelope every call answers with (DESIGN §3). */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data });

export function ok<T>(data: T, msg = 'success'): Envelope<T> {
  return { code: ResultCode.Ok, msg, data };
}

/** Field → message map carried by a 422 answer. */
export type FieldErrors = Record<string, string>;

export interface InvalidData {
  fields: FieldErrors;
}

export interface TooManyAttemptsData {
  retryAfter: number;
}

export function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Envelope).code === 'number' &&
    typeof (value as Envelope).msg === 'string' &&
    'data' in value
  );
}
