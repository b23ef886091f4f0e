import { CallError } from '@/lib/contract/errors';
import { listCart } from '@/lib/server/domain/cart';
import type { CallContext } from '@/lib/server/platform/call-context';
import type { ChatCart } from './chat-view';

const EMPTY: ChatCart = { lines: [], count: 0, totalCents: 0 };

/**
 * The shopper's cart as the staff see it beside the chat: read on the server from the device's or
 * the account's cart, never taken from the browser. A guest without a device id has none.
 */
export async function chatCartOf(context: CallContext): Promise<ChatCart> {
  try {
    const { list, totals } = await listCart(context);
    return {
      lines: list.map((line) => ({
        name: line.name,
        colorName: line.colorName,
        quantity: line.quantity,
        totalCents: line.totalCents,
      })),
      count: totals.count,
      totalCents: totals.merchandiseCents,
    };
  } catch (error) {
    if (error instanceof CallError) return EMPTY;
    throw error;
  }
}
