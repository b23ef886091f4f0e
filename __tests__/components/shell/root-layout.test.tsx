import type { ReactElement } from 'react';
import RootLayout, { generateMetadata, viewport } from '@/app/layout';
import { advertisedTerms } from '@/lib/shop/advertised-terms';
import { FREE_SHIPPING_THRESHOLD_USD_CENTS } from '@/lib/shop/constants';
import { DEFAULT_FRAME_OFFER } from '@/lib/shop/frame-offer';

// docs/product.md#constants: theme colours and the locale, as the root layout hands them to the
// browser; the description names the terms the shop keeps now (docs/operating.md#promotions).

const facts = {
  offer: { ...DEFAULT_FRAME_OFFER },
  freeShippingThresholdCents: FREE_SHIPPING_THRESHOLD_USD_CENTS,
};
jest.mock('@/lib/server/flows/advertised-terms', () => ({
  advertisedFacts: async () => facts,
  currentAdvertisedTerms: async () => advertisedTerms(facts.offer, facts.freeShippingThresholdCents),
}));

describe('the root layout', () => {
  it('colours the browser’s toolbar with the theme’s primary colour', () => {
    expect(viewport.themeColor).toBe('#3f51b5');
  });

  it('declares every page English', async () => {
    const html = (await RootLayout({ children: null })) as ReactElement<{ lang?: string }>;
    expect(html.type).toBe('html');
    expect(html.props.lang).toBe('en');
  });

  it('describes the shop with the terms it keeps: today’s words with the default offer', async () => {
    expect((await generateMetadata()).description).toBe(
      'Oculo: prescription glasses, sunglasses and accessories online. Free US shipping from $69, buy one frame and get the others 50% off, 30-day returns.',
    );
    facts.offer = { ...DEFAULT_FRAME_OFFER, enabled: false };
    expect((await generateMetadata()).description).toBe(
      'Oculo: prescription glasses, sunglasses and accessories online. Free US shipping from $69, 30-day returns.',
    );
  });
});
