import { RETURN_DAYS } from './constants';
import { FRAME_OFFER_CATEGORIES, type FrameOffer } from './frame-offer';

// The terms the shop advertises in its footer, its terms strip and its content pages
// (docs/product.md#the-shop), made from what the owner keeps now: the second-frame offer
// (docs/operating.md#promotions) and the free-shipping threshold. A term the shop does not keep
// (the offer turned off, no free shipping) is not advertised. Pure: the server reads the offer and
// the threshold and hands them in.

export type AdvertisedTermKey =
  'free-shipping' | 'extra-frame-discount' | 'returns' | 'designer-collections' | 'customer-care';

export interface AdvertisedTerm {
  key: AdvertisedTermKey;
  title: string;
  detail: string;
}

/** What the offer counts, in the detail's words: "frames" while it counts every frame. */
function framesCounted(offer: FrameOffer): string {
  const every = FRAME_OFFER_CATEGORIES.every((category) => offer.categories.includes(category));
  return every ? 'frames' : offer.categories.join(' and ');
}

/** The offer's term: "Buy one, get 50% off"; null while the offer is off. */
export function frameOfferTerm(offer: FrameOffer): AdvertisedTerm | null {
  if (!offer.enabled) return null;
  const counted = framesCounted(offer);
  const one = counted === 'frames' ? 'frame' : 'pair';
  const what = offer.lensesDiscounted ? `${counted} (lenses included)` : counted;
  return {
    key: 'extra-frame-discount',
    title: `Buy one, get ${offer.percent}% off`,
    detail: `Buy one ${one} and get all other ${what} in the same order ${offer.percent}% off.`,
  };
}

/** "$69", "$69.50": the threshold as the terms name it (the browser localises it). */
function dollarsOf(cents: number): string {
  return `$${cents % 100 === 0 ? cents / 100 : (cents / 100).toFixed(2)}`;
}

/** The free-shipping term; null when the shop ships nothing free. */
export function freeShippingTerm(thresholdCents: number | null): AdvertisedTerm | null {
  if (thresholdCents === null) return null;
  return {
    key: 'free-shipping',
    title: 'Free US shipping',
    detail:
      thresholdCents <= 0
        ? 'Free standard shipping on every US order.'
        : `Free standard shipping on US orders of ${dollarsOf(thresholdCents)} or more.`,
  };
}

/**
 * The sharing picture's line of terms: the free shipping while the shop keeps it, and the returns
 * ("Free US shipping from $69 · 30-day returns").
 */
export function sharingTermsLine(thresholdCents: number | null): string {
  const returns = `${RETURN_DAYS}-day returns`;
  if (thresholdCents === null) return returns;
  const shipping =
    thresholdCents <= 0 ? 'Free US shipping' : `Free US shipping from ${dollarsOf(thresholdCents)}`;
  return `${shipping} · ${returns}`;
}

const RETURNS: AdvertisedTerm = {
  key: 'returns',
  title: `${RETURN_DAYS}-day returns`,
  detail: `${RETURN_DAYS}-day return and exchange on every order.`,
};

const DESIGNER_COLLECTIONS: AdvertisedTerm = {
  key: 'designer-collections',
  title: 'Designer collections',
  detail: 'Designer collections of eyeglasses and sunglasses at affordable prices.',
};

const CUSTOMER_CARE: AdvertisedTerm = {
  key: 'customer-care',
  title: '24/7 customer care',
  detail: '24/7 live customer care whenever you need help.',
};

/**
 * The advertised terms, in the order docs/product.md#the-shop lists them: free shipping (from the
 * threshold; none when null), the second-frame offer (none while it is off), returns, designer
 * collections, customer care.
 */
export function advertisedTerms(
  offer: FrameOffer,
  freeShippingThresholdCents: number | null,
): AdvertisedTerm[] {
  return [
    freeShippingTerm(freeShippingThresholdCents),
    frameOfferTerm(offer),
    RETURNS,
    DESIGNER_COLLECTIONS,
    CUSTOMER_CARE,
  ].filter((term): term is AdvertisedTerm => term !== null);
}

/**
 * The shop's one-line description (every page's meta description), naming the terms it keeps now:
 * "… Free US shipping from $69, buy one frame and get the others 50% off, 30-day returns."
 */
export function shopDescription(
  offer: FrameOffer,
  freeShippingThresholdCents: number | null,
  shopName = 'Oculo',
): string {
  const terms = [
    freeShippingThresholdCents !== null &&
      (freeShippingThresholdCents > 0
        ? `Free US shipping from ${dollarsOf(freeShippingThresholdCents)}`
        : 'Free US shipping'),
    offer.enabled && `buy one frame and get the others ${offer.percent}% off`,
    `${RETURN_DAYS}-day returns`,
  ].filter((term): term is string => Boolean(term));
  const [first = '', ...rest] = terms;
  const listed = [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(', ');
  return `${shopName}: prescription glasses, sunglasses and accessories online. ${listed}.`;
}

/**
 * The welcome mail's line of terms (docs/operating.md#promotions), from the offer and the threshold
 * kept now: "Buy one frame and get every other frame at 50% off, with free shipping on US orders of
 * $69 or more and 30 days to return or exchange." with the default offer; a term the shop does not
 * keep is not named.
 */
export function welcomeTermsLine(offer: FrameOffer, freeShippingThresholdCents: number | null): string {
  const counted = framesCounted(offer);
  const deal = offer.enabled
    ? counted === 'frames'
      ? `Buy one frame and get every other frame at ${offer.percent}% off`
      : `Buy one pair of ${counted} and get every other pair at ${offer.percent}% off`
    : null;
  const shipping =
    freeShippingThresholdCents === null
      ? null
      : freeShippingThresholdCents > 0
        ? `free shipping on US orders of ${dollarsOf(freeShippingThresholdCents)} or more`
        : 'free shipping on every US order';
  const returns = `${RETURN_DAYS} days to return or exchange`;
  if (deal) return `${deal}, with ${shipping ? `${shipping} and ` : ''}${returns}.`;
  if (shipping) return `Enjoy ${shipping} and ${returns}.`;
  return `You have ${returns} on every order.`;
}

/** The product page's three short promises beside the price (docs/product.md#the-shop). */
export function productPromises(offer: FrameOffer, freeShippingThresholdCents: number | null): string[] {
  return [
    freeShippingThresholdCents !== null &&
      (freeShippingThresholdCents > 0
        ? `Free US shipping on orders from ${dollarsOf(freeShippingThresholdCents)}`
        : 'Free US shipping'),
    offer.enabled && `Buy one frame, get the others ${offer.percent}% off`,
    `${RETURN_DAYS}-day returns`,
  ].filter((promise): promise is string => Boolean(promise));
}

/** A why-choose reason as the page's blocks give it (lib/shop/page-blocks.ts). */
interface Reason {
  key: string;
  heading: string;
  body: string;
  /** An operator's own words: kept as written. */
  edited: boolean;
}

/**
 * A why-choose reason as the terms kept now allow: the offer's reason is left out while the offer
 * is off, the free-shipping reason while nothing ships free; their built-in words follow the offer
 * (an operator's own version is kept as written). The default offer keeps the built-in text as it is.
 */
export function reasonFollowingTerms<T extends Reason>(
  reason: T,
  offer: FrameOffer,
  freeShippingThresholdCents: number | null,
): T | null {
  if (reason.key === 'extra-frames') {
    if (!offer.enabled) return null;
    if (reason.edited) return reason;
    const counted = framesCounted(offer);
    const first = counted === 'frames' ? 'frame' : `pair of ${counted}`;
    const lenses = offer.lensesDiscounted ? 'lenses included' : 'lenses keep their price';
    return {
      ...reason,
      heading: `Buy one ${counted === 'frames' ? 'frame' : 'pair'}, get the others ${offer.percent}% off`,
      body: `One pair for every day, another for the screen or the sun: the most expensive ${first} in an order is full price and every other ${counted === 'frames' ? 'frame' : 'one'} in it is ${offer.percent}% off (${lenses}).`,
    };
  }
  if (reason.key === 'free-shipping') {
    if (freeShippingThresholdCents === null) return null;
    if (reason.edited) return reason;
    const from = freeShippingThresholdCents > 0 ? dollarsOf(freeShippingThresholdCents) : null;
    return {
      ...reason,
      heading: from ? `Free US shipping from ${from}` : 'Free US shipping',
      body: from
        ? `Standard shipping to any US address is free on orders of ${from} or more after discounts.`
        : 'Standard shipping to any US address is free.',
    };
  }
  return reason;
}
