import { DrizzleQueryError } from 'drizzle-orm/errors';
import { UnavailableError } from '@/lib/contract/errors';
import { TransactionReentryError } from './pglite-reentry';

// Which failures mean "the database is away for a moment" (it restarts, fails over, or is full),
// as node-postgres reports them. They answer 503 with Retry-After, never 500.

/** SQLSTATE class 08, connection exception (PostgreSQL appendix A). */
const CONNECTION_EXCEPTION_CLASS = '08';

/** SQLSTATEs of a server going down or not up yet: admin_shutdown, crash_shutdown, cannot_connect_now. */
const SHUTDOWN_STATES = new Set(['57P01', '57P02', '57P03']);

/**
 * Socket errors (Node's `code`): refused while the server is down, reset as it goes, unreachable.
 * Any socket reports them (a client hanging up on its own request, a payment provider, the file
 * store), so they count only on an error of the database driver (docs/security.md#client-aborts).
 */
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

/** Errors the shop's node-postgres pool rejected with (reconnecting-pool.ts marks them). */
const fromPool = new WeakSet<object>();

/** Notes that `error` came from the database driver itself, so a socket code on it is the database's. */
export function markDriverError(error: unknown): void {
  if (typeof error === 'object' && error !== null) fromPool.add(error);
}

interface Link {
  error: unknown;
  /** Whether the error came from the database driver: the pool rejected with it, or drizzle wrapped it. */
  fromDriver: boolean;
}

/**
 * The errors `error` stands for: itself, its causes (drizzle wraps the driver's) and an
 * AggregateError's. Under a DrizzleQueryError everything is the driver's: drizzle wraps only the
 * failure of a query it sent. PGlite runs in the process and has no socket, so no socket error is
 * ever its own.
 */
function* chainOf(error: unknown, fromDriver = false, depth = 0): Generator<Link> {
  if (depth > 5 || error === null || error === undefined) return;
  const driver =
    fromDriver || error instanceof DrizzleQueryError || (typeof error === 'object' && fromPool.has(error));
  yield { error, fromDriver: driver };
  if (error instanceof AggregateError)
    for (const inner of error.errors) yield* chainOf(inner, driver, depth + 1);
  if (error instanceof Error) yield* chainOf(error.cause, driver, depth + 1);
}

function fieldOf(error: unknown, field: 'code' | 'message'): string {
  if (typeof error !== 'object' || error === null || !(field in error)) return '';
  const value = (error as Record<typeof field, unknown>)[field];
  return typeof value === 'string' ? value : '';
}

function isOwnConnectionFailure({ error, fromDriver }: Link): boolean {
  // the embedded database's one connection was held by the statement's own transaction
  if (error instanceof TransactionReentryError) return true;
  const code = fieldOf(error, 'code');
  if (fromDriver && SOCKET_CODES.has(code)) return true;
  if (SHUTDOWN_STATES.has(code)) return true;
  if (code.length === 5 && code.startsWith(CONNECTION_EXCEPTION_CLASS)) return true;
  const message = fieldOf(error, 'message');
  return [...LOST_CONNECTION_MESSAGES, ...POOL_TIMEOUT_MESSAGES].some((known) => message.startsWith(known));
}

/**
 * Whether `error` (or what it wraps) says the database could not be reached or dropped the
 * connection. `fromDriver`: the caller knows the error came straight from node-postgres (the pool
 * itself asks so); otherwise a socket code counts only where chainOf finds it is the driver's.
 */
export function isConnectionFailure(error: unknown, fromDriver = false): boolean {
  for (const link of chainOf(error, fromDriver)) if (isOwnConnectionFailure(link)) return true;
  return false;
}

/** Whether the pool gave up waiting for a connection (its connectionTimeoutMillis). */
export function isPoolTimeout(error: unknown): boolean {
  for (const { error: link } of chainOf(error)) {
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
