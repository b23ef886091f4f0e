import type { GoodsAttributes, ProductCard } from '@/lib/contract/calls/goods';
import { PLAIN_LISTING, type ListingQuery } from '@/lib/shop/listing-query';

export const FACETS: GoodsAttributes = {
  shape: [
    { value: 'round', label: 'Round', count: 12 },
    { value: 'square', label: 'Square', count: 0 },
  ],
  material: [{ value: 'titanium', label: 'Titanium', count: 7 }],
  rim: [],
  color: [{ value: 'black', label: 'Black', hex: '#111111', count: 9 }],
  size: [],
  gender: [],
  lenses: [],
  price: { minCents: 1900, maxCents: 15_000 },
};

export const query = (change: Partial<ListingQuery> = {}): ListingQuery => ({ ...PLAIN_LISTING, ...change });

export function card(code: string, inStock = true): ProductCard {
  return {
    id: Number(code.replace(/\D/g, '')) || 1,
    code,
    name: `Frame ${code}`,
    type: 'eyeglasses',
    summary: 'A frame.',
    priceCents: 4900,
    salePriceCents: null,
    saleEndsAt: null,
    isNewArrival: false,
    isBestSeller: false,
    rating: { average: 0, count: 0 },
    inStock,
    image: null,
    colors: [],
    frameWidthMm: 138,
  };
}
