import type { BusinessDays } from './shipping';

// When an order should arrive (/payment-success gives a delivery estimate from
// the shipping method). Glasses are made to the prescription first: the product page promises they
// ship in 7–10 days, counted here as business days; an order of accessories alone leaves the
// warehouse in 1–2. Then the method's transit time, as the order was placed with it
// (docs/operating.md#shipping: a later change to the method never moves a placed order's estimate). Days are counted on the UTC
// calendar, Saturdays and Sundays left out; holidays are not known to the shop.

/** Business days before the parcel leaves: glasses are made to order, accessories ship from stock. */
export const MAKING_DAYS: Readonly<Record<'glasses' | 'stock', BusinessDays>> = {
  glasses: [7, 10],
  stock: [1, 2],
};

const DAY_MS = 24 * 60 * 60 * 1000;
const isWeekend = (date: Date) => date.getUTCDay() === 0 || date.getUTCDay() === 6;

/** The date `days` business days after `start` (its own day not counted), at the same time of day. */
export function addBusinessDays(start: Date, days: number): Date {
  let date = new Date(start.getTime());
  let left = Math.max(0, Math.floor(days));
  while (left > 0) {
    date = new Date(date.getTime() + DAY_MS);
    if (!isWeekend(date)) left -= 1;
  }
  return date;
}

export interface DeliveryEstimate {
  earliest: Date;
  latest: Date;
  makingDays: BusinessDays;
  transitDays: BusinessDays;
}

/** The delivery window of an order placed at `orderedAt` whose method takes `transitDays`. */
export function deliveryEstimate(order: {
  orderedAt: Date;
  /** The business days the order's method took when it was placed. */
  transitDays: BusinessDays;
  /** Any frame in the order: its lenses are made first. */
  madeToOrder: boolean;
}): DeliveryEstimate {
  const transit = order.transitDays;
  const making = MAKING_DAYS[order.madeToOrder ? 'glasses' : 'stock'];
  return {
    earliest: addBusinessDays(order.orderedAt, making[0] + transit[0]),
    latest: addBusinessDays(order.orderedAt, making[1] + transit[1]),
    makingDays: making,
    transitDays: transit,
  };
}

const DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "Tue, Jan 20 – Fri, Jan 30": the window as the shopper reads it. */
export function formatDeliveryWindow(estimate: Pick<DeliveryEstimate, 'earliest' | 'latest'>): string {
  return `${DAY.format(estimate.earliest)} – ${DAY.format(estimate.latest)}`;
}
