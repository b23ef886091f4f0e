import { eq, sql } from 'drizzle-orm';
import type { WalletEntry, WalletEntryKind } from '@/lib/contract/calls/wallet';
import { RefusedError } from '@/lib/contract/errors';
import type { Database } from '@/lib/server/platform/db';
import { walletEntries } from './tables';
import { lockAccount } from '@/lib/server/domain/accounts';

// The wallet is a ledger (lib/server/platform/db/schema/wallet.ts wallet_entries): rows are only added,
// the balance is their sum. Only the shop adds credit, through these functions; no call lets a
// shopper write here.

export type CreditKind = Extract<WalletEntryKind, 'refund' | 'goodwill'>;
export type DebitKind = Extract<WalletEntryKind, 'spent' | 'expired'>;

type WalletRow = typeof walletEntries.$inferSelect;

/** The account's store credit in US cents. */
export async function walletBalanceCents(db: Pick<Database, 'select'>, userId: number): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${walletEntries.amountCents}), 0)::int` })
    .from(walletEntries)
    .where(eq(walletEntries.userId, userId));
  return row?.balance ?? 0;
}

/**
 * Adds store credit: an order refunded to the wallet (the orders issue), or goodwill from support.
 * `amountCents` is a positive whole number of US cents.
 */
export async function creditWallet(
  db: Database,
  userId: number,
  amountCents: number,
  kind: CreditKind,
  note: string,
  orderNumber?: string,
): Promise<WalletEntry> {
  if (!Number.isInteger(amountCents) || amountCents <= 0) {
    throw new RangeError(`a wallet credit is a positive whole number of cents, not ${amountCents}`);
  }
  const [entry] = await db
    .insert(walletEntries)
    .values({ userId, amountCents, kind, note, orderNumber: orderNumber ?? null })
    .returning();
  return toWalletEntry(required(entry));
}

/**
 * Takes store credit out (spent at checkout, or expired). Refused with code 0 when the balance is
 * short. The account row is locked for the transaction, so two checkouts at once cannot both
 * spend the same credit.
 */
export async function debitWallet(
  db: Database,
  userId: number,
  amountCents: number,
  kind: DebitKind,
  note: string,
  orderNumber?: string,
): Promise<WalletEntry> {
  if (!Number.isInteger(amountCents) || amountCents <= 0) {
    throw new RangeError(`a wallet debit is a positive whole number of cents, not ${amountCents}`);
  }
  const entry = await db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    if ((await walletBalanceCents(tx, userId)) < amountCents) {
      throw new RefusedError('Your store credit is not enough for this amount.');
    }
    const [row] = await tx
      .insert(walletEntries)
      .values({ userId, amountCents: -amountCents, kind, note, orderNumber: orderNumber ?? null })
      .returning();
    return required(row);
  });
  return toWalletEntry(entry);
}

export function toWalletEntry(row: WalletRow): WalletEntry {
  return {
    id: row.id,
    amountCents: row.amountCents,
    kind: row.kind as WalletEntryKind,
    note: row.note,
    orderNumber: row.orderNumber,
    createdAt: row.createdAt.toISOString(),
  };
}

function required(row: WalletRow | undefined): WalletRow {
  if (!row) throw new Error('the wallet entry was not written');
  return row;
}
