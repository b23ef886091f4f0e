import type { z } from 'zod';
import type { promotionUpdateCall } from '@/lib/contract/calls/admin/promotions';
import { InvalidInputError } from '@/lib/contract/errors';
import { frameOfferName, frameOfferProblems, type FrameOffer } from '@/lib/shop/frame-offer';
import { recordAction, type AuditActor } from '@/lib/server/platform/audit';
import { database } from '@/lib/server/platform/db';
import { FRAME_OFFER_KEY, forgetPromotions, readStoredFrameOffer } from './frame-offer-store';
import { promotions } from './tables';

// The console's promotions (docs/operating.md#promotions): the offer changed whole, in one
// transaction with its audit line; this process forgets its copy after the commit and the others
// on the change notice.

type UpdateInput = z.infer<typeof promotionUpdateCall.input>;

type PromotionsAnswer = z.infer<typeof promotionUpdateCall.output>;

const answerOf = (frameOffer: FrameOffer): PromotionsAnswer => ({
  frameOffer: { ...frameOffer, categories: [...frameOffer.categories] },
  offerName: frameOfferName(frameOffer),
});

/** POST /api/admin/promotions/get: read from the table, never from a process's copy. */
export async function getPromotions(): Promise<PromotionsAnswer> {
  return answerOf(await readStoredFrameOffer());
}

/** POST /api/admin/promotions/update: 422 naming the fields of an offer that does not hold together. */
export async function updatePromotions(input: UpdateInput, actor: AuditActor): Promise<PromotionsAnswer> {
  const offer = input.frameOffer;
  const problems = frameOfferProblems(offer);
  if (problems.length > 0)
    throw new InvalidInputError(
      Object.fromEntries(problems.map((problem) => [`frameOffer.${problem.field}`, problem.message])),
    );
  const db = await database();
  const saved = await db.transaction(async (tx) => {
    const before = await readStoredFrameOffer(tx);
    await tx
      .insert(promotions)
      .values({ key: FRAME_OFFER_KEY, value: offer })
      .onConflictDoUpdate({ target: promotions.key, set: { value: offer, updatedAt: new Date() } });
    await recordAction(tx, actor, {
      action: 'promotion.update',
      objectType: 'promotion',
      objectId: FRAME_OFFER_KEY,
      summary: summaryOf(before, offer),
      before: { frameOffer: before },
      after: { frameOffer: offer },
    });
    return readStoredFrameOffer(tx);
  });
  forgetPromotions();
  return answerOf(saved);
}

function summaryOf(before: FrameOffer, after: FrameOffer): string {
  if (before.enabled && !after.enabled) return 'Turned the second-frame offer off';
  if (!before.enabled && after.enabled) return `Turned the second-frame offer on: ${frameOfferName(after)}`;
  return `Changed the second-frame offer: ${frameOfferName(after)}`;
}
