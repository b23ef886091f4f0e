import type { CartLine, CartTotals, PricedLine } from '@/lib/contract/calls/cart';

// Cart lines as the server prices them (docs/product.md#pricing: the second and further frames 50%
// off, shown per line). The cart shows these numbers; it never sums prices itself.

export const GLASSES: CartLine = {
  id: 11,
  code: 'aurora-round',
  name: 'Aurora Round',
  kind: 'frame',
  sku: 'AUR-BLK',
  colorName: 'Black',
  image: { url: '/media/aurora-black.svg', alt: 'Aurora Round in black', width: 600, height: 300 },
  quantity: 1,
  unitPriceCents: 6_900,
  unitLensCents: 3_000,
  subtotalCents: 9_900,
  frameDiscountCents: 0,
  totalCents: 9_900,
  lens: {
    lensUse: 'Single Vision',
    lensUsePriceCents: 0,
    lens: [
      { name: 'Lens Index', item: '1.61 Thin', priceCents: 2_000 },
      { name: 'Lens Type', item: 'Blue-light filtering', priceCents: 1_000 },
    ],
    prescription: [],
    prescriptionNote: 'Entered by you',
    rx: {
      source: 'typed',
      values: {
        od_sph: -2,
        od_cyl: null,
        od_axis: null,
        od_add: null,
        os_sph: -1.75,
        os_cyl: -0.5,
        os_axis: 180,
        os_add: null,
        pd: 63,
        pd_right: null,
        pd_left: null,
      },
      photo: false,
      savedName: null,
    },
  },
  needsLenses: false,
  maxQuantity: 10,
  problem: null,
};

export const SECOND_GLASSES: CartLine = {
  ...GLASSES,
  id: 12,
  code: 'milo-square',
  name: 'Milo Square',
  sku: 'MIL-TOR',
  colorName: 'Tortoise',
  image: null,
  unitPriceCents: 4_900,
  unitLensCents: 0,
  subtotalCents: 4_900,
  frameDiscountCents: 2_450,
  totalCents: 2_450,
  lens: {
    lensUse: 'Non-Prescription',
    lensUsePriceCents: 0,
    lens: [{ name: 'Lens Type', item: 'Clear', priceCents: 0 }],
    prescription: [],
    prescriptionNote: '',
    rx: null,
  },
  maxQuantity: 2,
  problem: 'Only 2 left',
};

export const FRAME_ONLY: CartLine = {
  ...GLASSES,
  id: 13,
  code: 'luna-cat-eye',
  name: 'Luna Cat-Eye',
  sku: 'LUN-RED',
  colorName: 'Red',
  image: null,
  unitPriceCents: 3_900,
  unitLensCents: 0,
  subtotalCents: 3_900,
  frameDiscountCents: 1_950,
  totalCents: 1_950,
  lens: null,
  needsLenses: true,
  maxQuantity: 5,
};

const FREE_SHIPPING_FROM = 6_900;
const sum = (lines: readonly PricedLine[], pick: (line: PricedLine) => number) =>
  lines.reduce((total, line) => total + pick(line), 0);

/** The cart answer (/api/cart/list, /num, /delete) for these lines, with the server's totals. */
export function cartOf(list: CartLine[]): { list: CartLine[]; totals: CartTotals } {
  const subtotalCents = sum(list, (line) => line.subtotalCents);
  const frameDiscountCents = sum(list, (line) => line.frameDiscountCents);
  const merchandiseCents = subtotalCents - frameDiscountCents;
  return {
    list,
    totals: {
      count: sum(list, (line) => line.quantity),
      subtotalCents,
      frameDiscountCents,
      frameOfferName: 'Second frame 50% off',
      merchandiseCents,
      freeShippingThresholdCents: FREE_SHIPPING_FROM,
      awayFromFreeShippingCents: Math.max(0, FREE_SHIPPING_FROM - merchandiseCents),
      taxAtCheckout: false,
    },
  };
}

/** The coupon a signed-in shopper holds, as /api/coupon/my lists it with its id. */
export const WELCOME10 = {
  id: 5,
  code: 'WELCOME10',
  title: 'Welcome: 10% off your first pair',
  kind: 'percent' as const,
  value: 10,
  discount: '10% off',
  minSpendCents: 5_000,
  covers: null,
  freeShipping: false,
  offerRule: 'combines' as const,
  status: 'usable' as const,
  claimedAt: '2025-06-01T00:00:00.000Z',
  startsAt: '2025-05-01T00:00:00.000Z',
  expiresAt: '2099-07-01T00:00:00.000Z',
  usedAt: null,
  orderNumber: null,
};
