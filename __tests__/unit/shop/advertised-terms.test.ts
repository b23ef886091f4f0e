import {
  sharingTermsLine,
  advertisedTerms,
  productPromises,
  reasonFollowingTerms,
  shopDescription,
  welcomeTermsLine,
  type AdvertisedTerm,
} from '@/lib/shop/advertised-terms';
import { FREE_SHIPPING_THRESHOLD_USD_CENTS } from '@/lib/shop/constants';
import { DEFAULT_FRAME_OFFER, type FrameOffer } from '@/lib/shop/frame-offer';
import { WHY_CHOOSE_REASONS } from '@/lib/shop/page-blocks';

// docs/product.md#the-shop: the advertised terms follow the offer the owner keeps
// (docs/operating.md#promotions) and the free-shipping threshold.

const offer = (change: Partial<FrameOffer>): FrameOffer => ({ ...DEFAULT_FRAME_OFFER, ...change });
const termOf = (terms: AdvertisedTerm[], key: AdvertisedTerm['key']) =>
  terms.find((term) => term.key === key);

describe('advertisedTerms', () => {
  it('with the default offer and $69 keeps today’s five terms word for word', () => {
    expect(advertisedTerms(DEFAULT_FRAME_OFFER, FREE_SHIPPING_THRESHOLD_USD_CENTS)).toEqual([
      {
        key: 'free-shipping',
        title: 'Free US shipping',
        detail: 'Free standard shipping on US orders of $69 or more.',
      },
      {
        key: 'extra-frame-discount',
        title: 'Buy one, get 50% off',
        detail: 'Buy one frame and get all other frames in the same order 50% off.',
      },
      { key: 'returns', title: '30-day returns', detail: '30-day return and exchange on every order.' },
      {
        key: 'designer-collections',
        title: 'Designer collections',
        detail: 'Designer collections of eyeglasses and sunglasses at affordable prices.',
      },
      {
        key: 'customer-care',
        title: '24/7 customer care',
        detail: '24/7 live customer care whenever you need help.',
      },
    ]);
  });

  it.each<[string, FrameOffer, { title: string; detail: string } | undefined]>([
    [
      '30 %',
      offer({ percent: 30 }),
      {
        title: 'Buy one, get 30% off',
        detail: 'Buy one frame and get all other frames in the same order 30% off.',
      },
    ],
    ['turned off', offer({ enabled: false }), undefined],
    [
      'eyeglasses only',
      offer({ categories: ['eyeglasses'] }),
      {
        title: 'Buy one, get 50% off',
        detail: 'Buy one pair and get all other eyeglasses in the same order 50% off.',
      },
    ],
    [
      'sunglasses only, 25 %',
      offer({ categories: ['sunglasses'], percent: 25 }),
      {
        title: 'Buy one, get 25% off',
        detail: 'Buy one pair and get all other sunglasses in the same order 25% off.',
      },
    ],
    [
      'lenses discounted too',
      offer({ lensesDiscounted: true }),
      {
        title: 'Buy one, get 50% off',
        detail: 'Buy one frame and get all other frames (lenses included) in the same order 50% off.',
      },
    ],
  ])('the offer %s → its term', (_name, given, expected) => {
    const term = termOf(advertisedTerms(given, FREE_SHIPPING_THRESHOLD_USD_CENTS), 'extra-frame-discount');
    expect(term && { title: term.title, detail: term.detail }).toEqual(expected);
  });

  it.each<[number | null, string | undefined]>([
    [6_900, 'Free standard shipping on US orders of $69 or more.'],
    [9_950, 'Free standard shipping on US orders of $99.50 or more.'],
    [0, 'Free standard shipping on every US order.'],
    [null, undefined],
  ])('a free-shipping threshold of %p → %p', (threshold, detail) => {
    expect(termOf(advertisedTerms(DEFAULT_FRAME_OFFER, threshold), 'free-shipping')?.detail).toBe(detail);
  });

  it('keeps the order of the terms whatever is left out', () => {
    expect(advertisedTerms(offer({ enabled: false }), null).map((term) => term.key)).toEqual([
      'returns',
      'designer-collections',
      'customer-care',
    ]);
  });
});

describe('shopDescription', () => {
  it.each<[string, FrameOffer, number | null, string]>([
    [
      'the default',
      DEFAULT_FRAME_OFFER,
      6_900,
      'Oculo: prescription glasses, sunglasses and accessories online. Free US shipping from $69, buy one frame and get the others 50% off, 30-day returns.',
    ],
    [
      '30 %',
      offer({ percent: 30 }),
      6_900,
      'Oculo: prescription glasses, sunglasses and accessories online. Free US shipping from $69, buy one frame and get the others 30% off, 30-day returns.',
    ],
    [
      'offer off, no free shipping',
      offer({ enabled: false }),
      null,
      'Oculo: prescription glasses, sunglasses and accessories online. 30-day returns.',
    ],
    [
      'no free shipping',
      DEFAULT_FRAME_OFFER,
      null,
      'Oculo: prescription glasses, sunglasses and accessories online. Buy one frame and get the others 50% off, 30-day returns.',
    ],
  ])('%s', (_name, given, threshold, expected) => {
    expect(shopDescription(given, threshold)).toBe(expected);
  });
});

describe('productPromises', () => {
  it.each<[string, FrameOffer, number | null, string[]]>([
    [
      'the default',
      DEFAULT_FRAME_OFFER,
      6_900,
      ['Free US shipping on orders from $69', 'Buy one frame, get the others 50% off', '30-day returns'],
    ],
    [
      '30 %',
      offer({ percent: 30 }),
      6_900,
      ['Free US shipping on orders from $69', 'Buy one frame, get the others 30% off', '30-day returns'],
    ],
    ['offer off, no free shipping', offer({ enabled: false }), null, ['30-day returns']],
  ])('%s', (_name, given, threshold, expected) => {
    expect(productPromises(given, threshold)).toEqual(expected);
  });
});

describe('reasonFollowingTerms: the why-choose reasons follow the terms', () => {
  const builtIn = (key: string) => {
    const block = WHY_CHOOSE_REASONS.find((reason) => reason.key === key);
    if (!block) throw new Error(key);
    return { ...block, edited: false };
  };

  it.each(['extra-frames', 'free-shipping', 'returns'])(
    'the default offer and $69 keep the built-in %s word for word',
    (key) => {
      expect(reasonFollowingTerms(builtIn(key), DEFAULT_FRAME_OFFER, 6_900)).toEqual(builtIn(key));
    },
  );

  it.each<[string, FrameOffer, number | null, { heading: string; body: string } | null]>([
    [
      'extra-frames',
      offer({ percent: 30 }),
      6_900,
      {
        heading: 'Buy one frame, get the others 30% off',
        body: 'One pair for every day, another for the screen or the sun: the most expensive frame in an order is full price and every other frame in it is 30% off (lenses keep their price).',
      },
    ],
    [
      'extra-frames',
      offer({ categories: ['eyeglasses'], lensesDiscounted: true }),
      6_900,
      {
        heading: 'Buy one pair, get the others 50% off',
        body: 'One pair for every day, another for the screen or the sun: the most expensive pair of eyeglasses in an order is full price and every other one in it is 50% off (lenses included).',
      },
    ],
    ['extra-frames', offer({ enabled: false }), 6_900, null],
    [
      'free-shipping',
      DEFAULT_FRAME_OFFER,
      9_900,
      {
        heading: 'Free US shipping from $99',
        body: 'Standard shipping to any US address is free on orders of $99 or more after discounts.',
      },
    ],
    ['free-shipping', DEFAULT_FRAME_OFFER, null, null],
  ])('%s with %p and %p', (key, given, threshold, expected) => {
    const shown = reasonFollowingTerms(builtIn(key), given, threshold);
    expect(shown && { heading: shown.heading, body: shown.body }).toEqual(expected);
  });

  it('keeps an operator’s own words, and leaves them out with the term', () => {
    const edited = { ...builtIn('extra-frames'), heading: 'Our pairs deal', edited: true };
    expect(reasonFollowingTerms(edited, offer({ percent: 30 }), 6_900)).toBe(edited);
    expect(reasonFollowingTerms(edited, offer({ enabled: false }), 6_900)).toBeNull();
  });
});

// docs/operating.md#promotions: the welcome mail's line follows the offer and the threshold.
describe('welcomeTermsLine', () => {
  it.each<[string, FrameOffer, number | null, string]>([
    [
      'the default offer and $69: word for word as before',
      DEFAULT_FRAME_OFFER,
      FREE_SHIPPING_THRESHOLD_USD_CENTS,
      'Buy one frame and get every other frame at 50% off, with free shipping on US orders of $69 or more and 30 days to return or exchange.',
    ],
    [
      '30 %, sunglasses only, nothing ships free',
      offer({ percent: 30, categories: ['sunglasses'] }),
      null,
      'Buy one pair of sunglasses and get every other pair at 30% off, with 30 days to return or exchange.',
    ],
    [
      'the offer off, every US order free',
      offer({ enabled: false }),
      0,
      'Enjoy free shipping on every US order and 30 days to return or exchange.',
    ],
    ['neither', offer({ enabled: false }), null, 'You have 30 days to return or exchange on every order.'],
  ])('%s', (_, kept, threshold, line) => {
    expect(welcomeTermsLine(kept, threshold)).toBe(line);
  });
});

describe('sharingTermsLine: a shared product picture names the terms kept now', () => {
  it.each<[string, number | null, string]>([
    ['the seeded threshold', FREE_SHIPPING_THRESHOLD_USD_CENTS, 'Free US shipping from $69 · 30-day returns'],
    ['a threshold with cents', 4_950, 'Free US shipping from $49.50 · 30-day returns'],
    ['free on every order', 0, 'Free US shipping · 30-day returns'],
    ['nothing shipped free', null, '30-day returns'],
  ])('%s', (_, threshold, line) => {
    expect(sharingTermsLine(threshold)).toBe(line);
  });
});
