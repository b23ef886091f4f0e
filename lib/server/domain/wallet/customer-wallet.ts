import { count, desc, eq, sql } from 'drizzle-orm';
import type { WalletEntry } from '@/lib/contract/calls/wallet';
import { NotFoundError, RefusedError } from '@/lib/contract/errors';
import { formatPrice } from '@/lib/shop/currency';
import { checkWalletAdjustment } from '@/lib/shop/wallet-adjustment';
import { findUser, lockAccount } from '@/lib/server/domain/accounts';
import { recordAction, type AuditActor } from '@/lib/server/platform/audit';
import { database, type Database } from '@/lib/server/platform/db';
import { walletEntries } from './tables';
import { toWalletEntry, walletBalanceCents } from './wallet-ledger';

// A customer's wallet as the operator console sees and changes it.

/** A customer's balance and newest entries, with how many entries there are in all. */
export async function customerWallet(
  userId: number,
  limit: number,
): Promise<{ balanceCents: number; list: WalletEntry[]; total: number }> {
  const db = await database();
  const theirs = eq(walletEntries.userId, userId);
  const [balanceCents, rows, [counted]] = await Promise.all([
    walletBalanceCents(db, userId),
    db
      .select()
      .from(walletEntries)
      .where(theirs)
      .orderBy(desc(walletEntries.createdAt), desc(walletEntries.id))
      .limit(limit),
    db.select({ total: count() }).from(walletEntries).where(theirs),
  ]);
  return { balanceCents, list: rows.map(toWalletEntry), total: counted?.total ?? 0 };
}

/** Every account's balance, as a subquery the customer list joins on `userId` to sort by it. */
export function walletBalances(db: Pick<Database, 'select'>) {
  return db
    .select({
      userId: walletEntries.userId,
      balanceCents: sql<number>`sum(${walletEntries.amountCents})`.as('balance_cents'),
    })
    .from(walletEntries)
    .groupBy(walletEntries.userId)
    .as('wallet_balances');
}

/**
 * An operator adds to or takes from a customer's store credit: an 'adjustment' entry with the
 * reason as its note, which the customer reads in their wallet. The account row is locked for the
 * transaction, as for a checkout's debit, so two debits at once cannot both pass the balance
 * check; the audit line keeps the balance before and after.
 */
export async function adjustWallet(
  input: { id: number; amountCents: number; reason: string },
  actor: AuditActor,
): Promise<{ balanceCents: number; entry: WalletEntry }> {
  const db = await database();
  return db.transaction(async (tx) => {
    await lockAccount(tx, input.id);
    const customer = await findUser(tx, input.id);
    if (!customer) throw new NotFoundError('The customer');
    const before = await walletBalanceCents(tx, customer.id);
    const check = checkWalletAdjustment(before, input.amountCents);
    if (!check.allowed) throw new RefusedError(check.message);
    const [row] = await tx
      .insert(walletEntries)
      .values({ userId: customer.id, amountCents: input.amountCents, kind: 'adjustment', note: input.reason })
      .returning();
    if (!row) throw new Error('the wallet entry was not written');
    await recordAction(tx, actor, {
      action: 'customer.adjust-wallet',
      objectType: 'customer',
      objectId: customer.email,
      summary: `${input.amountCents > 0 ? 'Credited' : 'Debited'} ${formatPrice(Math.abs(input.amountCents), 'USD')}: ${input.reason}`,
      before: { balanceCents: before },
      after: { balanceCents: check.balanceAfterCents, amountCents: input.amountCents, reason: input.reason },
    });
    return { balanceCents: check.balanceAfterCents, entry: toWalletEntry(row) };
  });
}
