import 'server-only';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { currentFrameOffer } from '@/lib/server/domain/promotions';
import { currentFreeShippingThreshold } from '@/lib/server/domain/shipping';
import { advertisedTerms, welcomeTermsLine, type AdvertisedTerm } from '@/lib/shop/advertised-terms';
import { FREE_SHIPPING_THRESHOLD_USD_CENTS } from '@/lib/shop/constants';
import { DEFAULT_FRAME_OFFER, type FrameOffer } from '@/lib/shop/frame-offer';

// What the shop advertises now (docs/product.md#the-shop, docs/operating.md#promotions): the
// second-frame offer the owner keeps and the free-shipping threshold, read once here for the
// footer, the terms strip, the content pages and the meta descriptions. Every page shows the terms,
// and a change of either drops every cached page (the "promotions" and "shipping" notices,
// lib/server/platform/page-cache/page-changes.ts), so the next visit renders them anew.

/** What the advertised terms are made of. */
export interface AdvertisedFacts {
  offer: FrameOffer;
  /** US standard shipping is free from this merchandise total (cents); null: never free. */
  freeShippingThresholdCents: number | null;
}

/** The free-shipping threshold the terms name: the US zone's lowest free-from amount (docs/operating.md#shipping). */
function freeShippingThresholdCents(): Promise<number | null> {
  return currentFreeShippingThreshold('US');
}

/**
 * The offer and the threshold in force. The build opens no database and its render of a page is
 * never served (docs/architecture.md#caching): it gets the defaults. Both reads are kept in this
 * server's memory, so a page render pays no query for them.
 */
export async function advertisedFacts(): Promise<AdvertisedFacts> {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD)
    return { offer: DEFAULT_FRAME_OFFER, freeShippingThresholdCents: FREE_SHIPPING_THRESHOLD_USD_CENTS };
  const [offer, threshold] = await Promise.all([currentFrameOffer(), freeShippingThresholdCents()]);
  return { offer, freeShippingThresholdCents: threshold };
}

/** The terms every page's footer and terms strip show now. */
export async function currentAdvertisedTerms(): Promise<AdvertisedTerm[]> {
  const facts = await advertisedFacts();
  return advertisedTerms(facts.offer, facts.freeShippingThresholdCents);
}

/** The welcome mail's line of terms, as kept now (docs/operating.md#promotions). */
export async function currentWelcomeTerms(): Promise<string> {
  const facts = await advertisedFacts();
  return welcomeTermsLine(facts.offer, facts.freeShippingThresholdCents);
}
