import { ResultCode } from './codes';
import type { FieldErrors } from './envelope';

/**
 * A business outcome that is not success. Thrown by server modules and turned into the
 * envelope by the route adapter; never carries a stack to the client.
 */
export class CallError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
    /** HTTP status; business outcomes are 200 (in the envelope), transport limits are not. */
    readonly httpStatus = 200,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class RefusedError extends CallError {
  constructor(message: string, data: unknown = null) {
    super(ResultCode.Refused, message, data);
  }
}

export class SignInRequiredError extends CallError {
  constructor(message = 'Please sign in to continue.') {
    super(ResultCode.SignInRequired, message);
  }
}

/** An operator signed in whose role may not make this call (docs/operating.md#roles). */
export class ForbiddenError extends CallError {
  constructor(message = 'Your role in the shop cannot do this. Ask an owner.') {
    super(ResultCode.Forbidden, message);
  }
}

export class NotFoundError extends CallError {
  constructor(what = 'The requested item') {
    super(ResultCode.NotFound, `${what} could not be found.`);
  }
}

export class InvalidInputError extends CallError {
  constructor(
    readonly fields: FieldErrors,
    message = firstMessage(fields),
  ) {
    super(ResultCode.Invalid, message, { fields });
  }
}

export class TooLargeError extends CallError {
  constructor(limitBytes: number) {
    super(
      ResultCode.TooLarge,
      `The request is too large (at most ${Math.round(limitBytes / 1024)} KB).`,
      { limitBytes },
      413,
    );
  }
}

export class TooManyAttemptsError extends CallError {
  constructor(retryAfter: number, message = 'Too many attempts. Please try again later.') {
    super(ResultCode.TooManyAttempts, message, { retryAfter });
  }
}

/**
 * A part the shop depends on (the database, the file store) is away for a moment: HTTP 503 with
 * the envelope and a Retry-After header, never a 500, so a shopper's retry or a client's back-off
 * can try again.
 */
export class UnavailableError extends CallError {
  constructor(
    message = 'We cannot answer right now. Please try again in a moment.',
    readonly retryAfter = 5,
  ) {
    super(ResultCode.Unavailable, message, { retryAfter }, 503);
  }
}

function firstMessage(fields: FieldErrors): string {
  const [field, message] = Object.entries(fields)[0] ?? [];
  return field ? `${field}: ${message}` : 'The request is not valid.';
}
