import type { CallInput } from '@/lib/contract/call';
import type { reviewSaveCall } from '@/lib/contract/calls/review';
import { RefusedError } from '@/lib/contract/errors';
import { requireShopper } from '../accounts/shopper';
import type { CallContext } from '../http/route-handler';

export const BUYERS_ONLY_MESSAGE =
  'Only shoppers who bought this product from Oculo can review it. You can write your review once your order has arrived.';

/**
 * POST /api/review/save: spec §7 lets signed-in buyers of the product review it. The shopper is
 * checked here (code 3 for an ended sign-in); purchases are recorded by the orders of the checkout
 * issue (issue 6), which adds the purchase check and the insert. Until an order can exist no
 * shopper has bought anything, so every signed-in shopper is refused with code 0 and nothing is
 * stored.
 */
export async function saveReview(
  _draft: CallInput<typeof reviewSaveCall>,
  context: CallContext,
): Promise<{ id: number }> {
  await requireShopper(context);
  throw new RefusedError(BUYERS_ONLY_MESSAGE);
}
