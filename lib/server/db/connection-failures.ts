import { UnavailableError } from '@/lib/contract/errors';

// Issue 19 point 5: which failures mean "the database is away for a moment" (it restarts, fails
// over, or is full), as node-postgres reports them. They answer 503 with Retry-After, never 500.

/** SQLSTATE class 08, connection exception (PostgreSQL appendix A). */
const CONNECTION_EXCEPTION_CLASS = '08';

/** SQLSTATEs of a server going down or not up yet: admin_shutdown, crash_shutdown, cannot_connect_now. */
const SHUTDOWN_STATES = new Set(['57P01', '57P02', '57P03']);

/** Socket errors (Node's `code`): refused while the server is down, reset as it goes, unreachable. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  // a container's name is gone from DNS while it restarts
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres's own messages for a lost or unusable connection (they carry no code). */
const LOST_CONNECTION_MESSAGES = [
  'Connection terminated', // "… unexpectedly", and "… due to connection timeout" (pg-pool)
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout expired', // pg's own connectionTimeoutMillis
];

/** pg-pool found no free connection in time: nothing was sent, and waiting longer is not the cure. */
const POOL_TIMEOUT_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
];

/** The errors `error` stands for: itself, its causes (drizzle wraps the driver's) and an AggregateError's. */
function* chainOf(error: unknown, depth = 0): Generator<unknown> {
  if (depth > 5 || error === null || error === undefined) return;
  yield error;
  if (error instanceof AggregateError) for (const inner of error.errors) yield* chainOf(inner, depth + 1);
  if (error instanceof Error) yield* chainOf(error.cause, depth + 1);
}

function fieldOf(error: unknown, field: 'code' | 'message'): string {
  if (typeof error !== 'object' || error === null || !(field in error)) return '';
  const value = (error as Record<typeof field, unknown>)[field];
  return typeof value === 'string' ? value : '';
}

function isOwnConnectionFailure(error: unknown): boolean {
  const code = fieldOf(error, 'code');
  if (SOCKET_CODES.has(code) || SHUTDOWN_STATES.has(code)) return true;
  if (code.length === 5 && code.startsWith(CONNECTION_EXCEPTION_CLASS)) return true;
  const message = fieldOf(error, 'message');
  return [...LOST_CONNECTION_MESSAGES, ...POOL_TIMEOUT_MESSAGES].some((known) => message.startsWith(known));
}

/** Whether `error` (or what it wraps) says the database could not be reached or dropped the connection. */
export function isConnectionFailure(error: unknown): boolean {
  for (const link of chainOf(error)) if (isOwnConnectionFailure(link)) return true;
  return false;
}

/** Whether the pool gave up waiting for a connection (its connectionTimeoutMillis). */
export function isPoolTimeout(error: unknown): boolean {
  for (const link of chainOf(error)) {
    const message = fieldOf(link, 'message');
    if (POOL_TIMEOUT_MESSAGES.some((known) => message.startsWith(known))) return true;
  }
  return false;
}

/**
 * The database is away: 503 with Retry-After. A restart takes a second or two and the pool has
 * already waited for it (reconnecting-pool.ts), so a few seconds more is a fair time to come back.
 */
export class DatabaseUnavailableError extends UnavailableError {
  constructor() {
    super('The shop could not finish this just now. Please try again in a few seconds.', 5);
  }
}

/** `error` as the 503 a caller should see, when it is a connection failure; otherwise undefined. */
export function databaseUnavailable(error: unknown): DatabaseUnavailableError | undefined {
  return isConnectionFailure(error) ? new DatabaseUnavailableError() : undefined;
}
