import { database } from '@/lib/server/platform/db';
import type { CallContext } from '@/lib/server/platform/call-context';
import { snapshotProblems, type SnapshotProblem } from './snapshot-problems';
import { callersSnapshot, shownLine, snapshotOfferName, snapshotView } from './snapshot-records';
import { totalsViewOf } from '@/lib/server/domain/orders';
import { currentShippingRules } from '@/lib/server/domain/shipping';

type Context = Pick<CallContext, 'bearerToken' | 'deviceId'>;

/** POST /api/cart/snapshootStatus: whether the snapshot still holds, or its order once made. */
export async function snapshotStatus(
  input: { snapshotId: string },
  context: Context,
): Promise<{ valid: boolean; problems: SnapshotProblem[]; orderNumber: string | null }> {
  const db = await database();
  const { row } = await callersSnapshot(db, input.snapshotId, context);
  if (row.orderId !== null) {
    return { valid: true, problems: [], orderNumber: (await snapshotView(db, row)).orderNumber };
  }
  const problems = await snapshotProblems(db, row, await currentShippingRules());
  return { valid: problems.length === 0, problems, orderNumber: null };
}

/** POST /api/order/productList: the snapshot's lines and totals (the checkout's summary). */
export async function snapshotProducts(input: { snapshotId: string }, context: Context) {
  const db = await database();
  const { row } = await callersSnapshot(db, input.snapshotId, context);
  return { list: row.lines.map(shownLine), totals: totalsViewOf(row.totals, snapshotOfferName(row)) };
}
