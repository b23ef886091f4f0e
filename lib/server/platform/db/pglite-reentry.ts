import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';
import { logger } from '../logger';

// PGlite is one connection (docs/architecture.md#transactions): a transaction holds it until its
// callback ends, and every other statement waits for it. A statement sent on the database rather
// than on the transaction, from inside the callback and awaited there, would wait for the
// transaction while the transaction waits for it: the embedded shop would stop answering for good.
// The shop reads what such statements read before its transactions begin; this guard is the net
// under that rule.

/**
 * How long a statement sent from inside an open transaction waits for it before it is refused. A
 * statement the transaction does not wait for (work started in it and left to run) runs when the
 * transaction ends, well within this.
 */
export const REENTRY_PATIENCE_MS = 5_000;

/** A statement waited on the transaction it was sent from: refused, so the transaction ends. */
export class TransactionReentryError extends Error {
  constructor(
    readonly statement: string,
    waitedMs: number,
  ) {
    super(
      'A statement was sent on the embedded database from inside a transaction, which holds its one ' +
        `connection, and was refused after ${waitedMs / 1000} s: ${statement.slice(0, 200)}`,
    );
    this.name = 'TransactionReentryError';
  }
}

interface OpenTransaction {
  open: boolean;
}

type Entry = (...args: unknown[]) => Promise<unknown>;

/** Makes `client`'s own query, exec and transaction refuse to wait for ever on an enclosing transaction. */
export function guardTransactionReentry(client: PGlite, patienceMs = REENTRY_PATIENCE_MS): void {
  const inside = new AsyncLocalStorage<OpenTransaction>();
  const entries = client as unknown as Record<'query' | 'exec' | 'transaction', Entry>;

  const transaction = entries.transaction.bind(client);
  entries.transaction = (callback: unknown, ...rest: unknown[]) => {
    return transaction(
      (tx: unknown) => {
        const mark: OpenTransaction = { open: true };
        return Promise.resolve(inside.run(mark, () => (callback as Entry)(tx))).finally(() => {
          mark.open = false;
        });
      },
      ...rest,
    );
  };

  for (const name of ['query', 'exec', 'transaction'] as const) {
    const entry = entries[name].bind(client);
    entries[name] = (...args: unknown[]) => {
      const enclosing = inside.getStore();
      const answer = entry(...args);
      if (!enclosing?.open) return answer;
      return refusedAfterPatience(answer, enclosing, statementOf(name, args[0]), patienceMs);
    };
  }
}

function statementOf(entry: string, first: unknown): string {
  return typeof first === 'string' ? first : entry;
}

function refusedAfterPatience(
  answer: Promise<unknown>,
  enclosing: OpenTransaction,
  statement: string,
  patienceMs: number,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      // the transaction ended meanwhile: the statement is only queued behind others
      if (!enclosing.open) return;
      const error = new TransactionReentryError(statement, patienceMs);
      logger.error({ err: error }, 'a statement waited on the transaction it was sent from');
      reject(error);
    }, patienceMs);
    timer.unref();
    answer.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
