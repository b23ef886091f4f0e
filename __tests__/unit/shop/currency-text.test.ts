import { localiseDollarAmounts, localiseDollarAmountsInHtml } from '@/lib/shop/currency-text';
import { shippingRegion } from '@/lib/shop/shipping-region';

// docs/product.md#amounts-in-content: with another currency chosen no dollar amount is left in the
// shop's sentences (docs/product.md#currencies rates: GBP 0.8266, EUR 0.9342, AUD 1.4676, CAD
// 1.3551), and a shopper outside the US is never told about free US shipping.

describe('localiseDollarAmounts', () => {
  it.each([
    [
      'Free standard shipping on US orders of $69 or more.',
      'USD',
      'Free standard shipping on US orders of $69 or more.',
    ],
    [
      'Free standard shipping on US orders of $69 or more.',
      'GBP',
      'Free standard shipping on US orders of £57.04 or more.',
    ],
    ['Free US shipping from $69', 'EUR', 'Free US shipping from €64.46'],
    ['$15 off orders of $99 or more', 'GBP', '£12.40 off orders of £81.83 or more'],
    ['at least $50.00: add $12.35 more', 'AUD', 'at least A$73.38: add A$18.12 more'],
    ['a total of $1,250.50', 'CAD', 'a total of C$1,694.55'],
    ['already A$20 and C$30', 'GBP', 'already A$20 and C$30'],
    ['30-day returns, 50% off', 'GBP', '30-day returns, 50% off'],
    ['$5 and $6.', 'GBP', '£4.13 and £4.96.'],
  ])('%s in %s', (text, currency, expected) => {
    expect(localiseDollarAmounts(text, currency as Parameters<typeof localiseDollarAmounts>[1])).toBe(
      expected,
    );
  });
});

describe('shippingRegion is the US: the shipping country when known, else the currency', () => {
  it.each([
    ['a US shipping address', { shippingCountry: 'US', currency: 'GBP' }, true],
    ['a UK shipping address', { shippingCountry: 'GB', currency: 'USD' }, false],
    [
      'the shipping address wins over the profile',
      { shippingCountry: 'CA', profileCountry: 'US', currency: 'USD' },
      false,
    ],
    [
      'a US profile without an address',
      { shippingCountry: null, profileCountry: 'us', currency: 'EUR' },
      true,
    ],
    ['a UK profile', { profileCountry: 'GB', currency: 'USD' }, false],
    ['nothing known, US dollars', { currency: 'USD' }, true],
    ['nothing known, pounds', { currency: 'GBP' }, false],
    ['nothing known, Canadian dollars', { shippingCountry: '', profileCountry: '', currency: 'CAD' }, false],
  ] as const)('%s → %p', (_case, whereabouts, expected) => {
    expect(shippingRegion(whereabouts) === 'us').toBe(expected);
  });
});

// docs/product.md#amounts-in-content: a help article's or page block's HTML switches its amounts,
// never its tags or their attributes.
describe('localiseDollarAmountsInHtml', () => {
  it.each([
    [
      '<p>Free on orders of <strong>$69</strong> or more.</p>',
      'GBP',
      '<p>Free on orders of <strong>£57.04</strong> or more.</p>',
    ],
    ['<p>Free on orders of $69.</p>', 'USD', '<p>Free on orders of $69.</p>'],
    ['<p>Lenses from $19.95</p>', 'EUR', '<p>Lenses from €18.64</p>'],
    ['<a href="/faq?q=$69">$69 and up</a>', 'CAD', '<a href="/faq?q=$69">C$93.50 and up</a>'],
    ['<p>A$12 is already Australian</p>', 'AUD', '<p>A$12 is already Australian</p>'],
    ['<ul><li>$5</li><li>$6</li></ul>', 'AUD', '<ul><li>A$7.34</li><li>A$8.81</li></ul>'],
  ] as const)('%s in %s', (html, currency, expected) => {
    expect(localiseDollarAmountsInHtml(html, currency)).toBe(expected);
  });
});

describe('shippingRegion: a country elsewhere only once one is known', () => {
  it.each([
    ['a US shipping address', { shippingCountry: 'US', currency: 'GBP' }, 'us'],
    ['a UK shipping address', { shippingCountry: 'GB', currency: 'USD' }, 'abroad'],
    ['a German profile', { profileCountry: 'DE', currency: 'EUR' }, 'abroad'],
    ['nothing known, US dollars', { currency: 'USD' }, 'us'],
    ['nothing known, euros: no country yet', { currency: 'EUR' }, 'unknown'],
    ['nothing known, pounds', { shippingCountry: '', profileCountry: null, currency: 'GBP' }, 'unknown'],
  ] as const)('%s → %s', (_case, whereabouts, expected) => {
    expect(shippingRegion(whereabouts)).toBe(expected);
  });
});
