import { eq } from 'drizzle-orm';
import { frameOfferSchema } from '@/lib/contract/calls/admin/promotions';
import { DEFAULT_FRAME_OFFER, type FrameOffer } from '@/lib/shop/frame-offer';
import { database, type Database } from '@/lib/server/platform/db';
import { promotions } from './tables';

/** The offer's row in `promotions`. */
export const FRAME_OFFER_KEY = 'frame-offer';

/**
 * A backstop for a change notice lost on the way: the offer is read again at least this often.
 * The notice (migration 0039, "promotions") and the console's own write drop it at once.
 */
const BACKSTOP_MS = 60_000;

/**
 * One copy per process, kept on globalThis for the reason the catalog's answers are
 * (lib/server/domain/catalog/catalog-answers.ts): the notice listener and the route handlers are
 * bundled apart, each with its own copy of this module. The generation keeps a read begun before
 * a change from being kept after it.
 */
const shared = globalThis as typeof globalThis & {
  __oculoFrameOffer?: { generation: number; offer?: Promise<FrameOffer>; readAt: number };
};
const state = (shared.__oculoFrameOffer ??= { generation: 0, readAt: 0 });

/** The stored offer, or the default where the row is missing or unreadable. */
export async function readStoredFrameOffer(db?: Pick<Database, 'select'>): Promise<FrameOffer> {
  const reader = db ?? (await database());
  const [row] = await reader
    .select({ value: promotions.value })
    .from(promotions)
    .where(eq(promotions.key, FRAME_OFFER_KEY))
    .limit(1);
  const read = row && frameOfferSchema.safeParse(row.value);
  return read?.success ? read.data : DEFAULT_FRAME_OFFER;
}

/**
 * The second-frame offer the shop applies now (docs/operating.md#promotions): read once per
 * process and kept until a change notice, the console's write or the backstop drops it. Every
 * cart pricing asks for it, so it must not cost a query each time.
 */
export function currentFrameOffer(): Promise<FrameOffer> {
  const now = Date.now();
  if (state.offer && now - state.readAt < BACKSTOP_MS) return state.offer;
  const generation = state.generation;
  const reading = readStoredFrameOffer();
  state.offer = reading;
  state.readAt = now;
  // a failed read is not kept: the next call asks again
  reading.catch(() => {
    if (state.generation === generation && state.offer === reading) state.offer = undefined;
  });
  return reading;
}

/** Forgets this process's copy of the offer: after a change notice or the console's write. */
export function forgetPromotions(): void {
  state.generation += 1;
  state.offer = undefined;
}
