import type { ProductDetail } from '@/lib/contract/calls/goods';
import { productBreadcrumbs, productStructuredData } from '@/lib/seo/product-structured-data';

const site = 'https://oculo.example';
const product: ProductDetail = {
  id: 1,
  code: 'OC1001',
  name: 'Harbour',
  type: 'eyeglasses',
  summary: 'A round acetate frame.',
  description: 'Hand-polished acetate.',
  priceCents: 4995,
  salePriceCents: null,
  saleEndsAt: null,
  isNewArrival: false,
  isBestSeller: true,
  rating: { average: 4.4, count: 12 },
  inStock: true,
  image: null,
  colors: [],
  accessoryKind: null,
  frame: null,
  frameWidthMm: null,
  variants: [
    {
      sku: 'OC1001-BLK',
      colorName: 'Jet',
      colorFamily: 'black',
      colorHex: '#111111',
      lensTintHex: null,
      stock: 4,
      inStock: true,
      images: [
        {
          view: 'front',
          url: '/media/p/OC1001/OC1001-BLK-front.svg',
          alt: 'Harbour in Jet',
          width: 800,
          height: 400,
        },
      ],
    },
  ],
};

describe('product structured data (schema.org Product)', () => {
  it('describes the offer in US dollars with absolute addresses', () => {
    const data = productStructuredData(product, site, 'Brillen Berger');
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Harbour',
      sku: 'OC1001',
      // the shop's own frames carry its name, as the owner set it (docs/operating.md#store-brand)
      brand: { '@type': 'Brand', name: 'Brillen Berger' },
      url: 'https://oculo.example/details/OC1001',
      image: ['https://oculo.example/media/p/OC1001/OC1001-BLK-front.svg'],
      offers: {
        '@type': 'Offer',
        price: '49.95',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.4, reviewCount: 12 },
    });
  });

  it.each([
    [
      'a running sale: the sale price until its end',
      { salePriceCents: 2995, saleEndsAt: '2026-12-01T08:00:00.000Z' },
      '29.95',
      '2026-12-01',
    ],
    ['no sale', {}, '49.95', undefined],
  ])('%s', (_case, change, price, validUntil) => {
    const offers = productStructuredData({ ...product, ...change }, site, 'Oculo').offers as Record<
      string,
      unknown
    >;
    expect(offers.price).toBe(price);
    expect(offers.priceValidUntil).toBe(validUntil);
  });

  it('says out of stock when no colour is left, and leaves out a rating nobody gave', () => {
    const data = productStructuredData(
      { ...product, inStock: false, rating: { average: 0, count: 0 } },
      site,
      'Oculo',
    );
    expect((data.offers as Record<string, unknown>).availability).toBe('https://schema.org/OutOfStock');
    expect(data).not.toHaveProperty('aggregateRating');
  });
});

describe('product breadcrumbs', () => {
  it.each([
    ['eyeglasses', ['Home', 'Eyeglasses', 'Harbour']],
    ['accessories', ['Home', 'Accessories', 'Harbour']],
  ] as const)('%s → %j', (type, names) => {
    const { trail, structured } = productBreadcrumbs({ ...product, type }, site);
    expect(trail.map((crumb) => crumb.name)).toEqual(names);
    expect(structured.itemListElement).toHaveLength(3);
    expect(JSON.stringify(structured)).toContain('"item":"https://oculo.example/details/OC1001"');
  });
});
