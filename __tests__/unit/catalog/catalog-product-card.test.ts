import { toProductCard } from '@/lib/server/domain/catalog/product-cards';
import type { ReadCard } from '@/lib/server/domain/catalog/read-card';

const now = new Date('2026-06-01T12:00:00Z');
const stored: ReadCard = {
  id: 7,
  code: 'OC1007',
  name: 'Harbour',
  type: 'eyeglasses',
  summary: 'A round acetate frame.',
  priceCents: 4995,
  flashSalePriceCents: 2995,
  flashSaleEndsAt: '2026-06-02T00:00:00+00:00',
  isNewArrival: true,
  isBestSeller: false,
  ratingAverage: 437,
  ratingCount: 12,
  inStock: true,
  colors: [
    {
      sku: 'OC1007-BLK',
      name: 'Jet',
      family: 'black',
      hex: '#111111',
      image: { path: '/media/p/OC1007/OC1007-BLK-front.svg', alt: 'Harbour in Jet', width: 800, height: 400 },
    },
    { sku: 'OC1007-TOR', name: 'Havana', family: 'tortoise', hex: '#6b3e1f', image: null },
  ],
  frameWidthMm: 136,
};

describe('a stored card as shoppers see it (toProductCard)', () => {
  it.each([
    ['while the sale runs', stored, 2995, '2026-06-02T00:00:00.000Z'],
    ['after the sale ended', { ...stored, flashSaleEndsAt: '2026-06-01T11:59:59+00:00' }, null, null],
    ['with no sale price', { ...stored, flashSalePriceCents: null }, null, null],
    ['with no end time', { ...stored, flashSaleEndsAt: null }, null, null],
  ])('%s', (_case, card, salePriceCents, saleEndsAt) => {
    const shown = toProductCard(card, now);
    expect(shown.priceCents).toBe(4995);
    expect(shown.salePriceCents).toBe(salePriceCents);
    expect(shown.saleEndsAt).toBe(saleEndsAt);
  });

  it("carries a frame's total width, and none for an accessory (docs/product.md#face-fit)", () => {
    expect(toProductCard(stored, now).frameWidthMm).toBe(136);
    expect(
      toProductCard({ ...stored, type: 'accessories', frameWidthMm: null }, now).frameWidthMm,
    ).toBeNull();
  });

  it('rounds the rating to a tenth of a star and keeps stock as read', () => {
    const shown = toProductCard({ ...stored, inStock: false }, now);
    expect(shown.rating).toEqual({ average: 4.4, count: 12 });
    expect(shown.inStock).toBe(false);
  });

  it('addresses images under the image base, the first colour giving the card image', () => {
    const previous = process.env.NEXT_PUBLIC_IMAGE_BASE;
    process.env.NEXT_PUBLIC_IMAGE_BASE = 'https://cdn.example.test/';
    try {
      const shown = toProductCard(stored, now);
      expect(shown.image?.url).toBe('https://cdn.example.test/media/p/OC1007/OC1007-BLK-front.svg');
      expect(shown.colors.map((color) => color.image?.url ?? null)).toEqual([shown.image?.url, null]);
      expect(toProductCard({ ...stored, colors: [] }, now).image).toBeNull();
    } finally {
      if (previous === undefined) delete process.env.NEXT_PUBLIC_IMAGE_BASE;
      else process.env.NEXT_PUBLIC_IMAGE_BASE = previous;
    }
  });
});
