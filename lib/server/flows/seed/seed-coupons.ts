import type { Database } from '@/lib/server/platform/db';
import { coupons } from '../../platform/db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

type CouponSeed = Omit<typeof coupons.$inferInsert, 'id' | 'startsAt' | 'endsAt'> & {
  /** Days from the seeding moment; negative for the past. */
  startsInDays: number;
  endsInDays: number;
};

/**
 * The shop's coupons (US cents, docs/architecture.md#data). Dates count from the first start, so a
 * fresh shop always has running offers, one about to end, one that has ended and one only support
 * hands out.
 */
export const SHOP_COUPONS: readonly CouponSeed[] = [
  {
    code: 'WELCOME10',
    title: 'Welcome: 10% off your first pair',
    kind: 'percent',
    value: 10,
    minSpendCents: 5_000,
    claimable: true,
    validDays: 30,
    startsInDays: -1,
    endsInDays: 730,
  },
  {
    code: 'SAVE15',
    title: '$15 off orders of $99 or more',
    kind: 'amount',
    value: 1_500,
    minSpendCents: 9_900,
    claimable: true,
    validDays: 60,
    startsInDays: -1,
    endsInDays: 365,
  },
  {
    code: 'FLASH20',
    title: 'Flash sale: 20% off from $120',
    kind: 'percent',
    value: 20,
    minSpendCents: 12_000,
    claimable: true,
    validDays: null,
    startsInDays: -1,
    endsInDays: 14,
  },
  {
    code: 'SPRING25',
    title: 'Spring collection: 25% off from $150',
    kind: 'percent',
    value: 25,
    minSpendCents: 15_000,
    claimable: true,
    validDays: null,
    startsInDays: -60,
    endsInDays: -10,
  },
  {
    code: 'SORRY10',
    title: 'With our apologies: $10 off your next order',
    kind: 'amount',
    value: 1_000,
    minSpendCents: 0,
    // handed out by support (grantCoupon), never listed for claiming
    claimable: false,
    validDays: 90,
    startsInDays: -1,
    endsInDays: 730,
  },
];

/**
 * Adds the shop's coupons that are missing, keeping any that exist (an operator may have changed
 * them). Runs on every start, so a database seeded before coupons existed gets them too.
 */
export async function ensureCoupons(db: Database, now = new Date()): Promise<number> {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const added = await db
    .insert(coupons)
    .values(
      SHOP_COUPONS.map(({ startsInDays, endsInDays, ...coupon }) => ({
        ...coupon,
        startsAt: at(startsInDays),
        endsAt: at(endsInDays),
      })),
    )
    .onConflictDoNothing({ target: coupons.code })
    .returning({ id: coupons.id });
  return added.length;
}
