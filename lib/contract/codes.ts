/**
 * The body codes of the API envelope (docs/architecture.md#api-envelope). Every call answers HTTP
 * 200 with `{code, msg, data}` for business outcomes; real server faults answer HTTP 500/503
 * with the same envelope and no stack trace.
 */
export const ResultCode = {
  /** Success. */
  Ok: 200,
  /** Understood but refused (lens flow: step back; otherwise `msg` says why). */
  Refused: 0,
  /** Not signed in, or the token expired or was revoked: the client logs out. */
  SignInRequired: 3,
  /** An operator whose role may not do this (the operator console, docs/operating.md#roles). */
  Forbidden: 403,
  /** Input failed validation; `data.fields` maps field → message. */
  Invalid: 422,
  /** The object does not exist or is not yours (never reveal which). */
  NotFound: 404,
  /** The body is larger than the call accepts (also HTTP 413). */
  TooLarge: 413,
  /** Too many attempts; `data.retryAfter` in seconds. */
  TooManyAttempts: 429,
  /** A server fault (HTTP 500). */
  ServerFault: 500,
  /** A dependency is unavailable (HTTP 503). */
  Unavailable: 503,
} as const;

export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];
