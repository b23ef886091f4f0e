import { count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { WalletEntry, walletHistoryCall } from '@/lib/contract/calls/wallet';
import { requireShopper } from '@/lib/server/domain/accounts';
import { database } from '@/lib/server/platform/db';
import { walletEntries } from './tables';
import type { CallContext } from '@/lib/server/platform/call-context';
import { toWalletEntry, walletBalanceCents } from './wallet-ledger';

type HistoryInput = z.infer<typeof walletHistoryCall.input>;

/** POST /api/wallet/balance: the caller's store credit, in US cents. */
export async function myWalletBalance(
  context: CallContext,
): Promise<{ balanceCents: number; currency: 'USD' }> {
  const { userId } = await requireShopper(context);
  return { balanceCents: await walletBalanceCents(await database(), userId), currency: 'USD' };
}

export interface WalletPage {
  list: WalletEntry[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/** POST /api/wallet/history: one page of the caller's own entries, newest first. */
export async function myWalletHistory(input: HistoryInput, context: CallContext): Promise<WalletPage> {
  const { userId } = await requireShopper(context);
  const db = await database();
  const mine = eq(walletEntries.userId, userId);
  const [counted] = await db.select({ total: count() }).from(walletEntries).where(mine);
  const rows = await db
    .select()
    .from(walletEntries)
    .where(mine)
    .orderBy(desc(walletEntries.createdAt), desc(walletEntries.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const total = counted?.total ?? 0;
  return {
    list: rows.map(toWalletEntry),
    total,
    page: input.page,
    pageSize: input.pageSize,
    pageCount: Math.ceil(total / input.pageSize),
  };
}
