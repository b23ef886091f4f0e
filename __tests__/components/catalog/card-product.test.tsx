import { render } from '@testing-library/react';
import { cardProductOf } from '@/components/catalog/card-product';
import { ProductCard } from '@/components/catalog/product-card';
import type { ProductCard as ProductCardData } from '@/lib/contract/calls/goods';
import { card } from './listing-fixtures';

// A card's link prefetches its page through the router when the shopper shows intent
// (components/ui/intent-link.tsx); no app router is mounted here.
jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  useRouter: () => ({ prefetch: jest.fn() }),
}));

// A listing page hands its cards to the browser island in the RSC payload; only what a card shows
// goes there. A card drawn from the trimmed data must be the same card.

const image = (sku: string) => ({
  url: `/media/products/OC1007/${sku}-front.svg`,
  alt: `Harbour in ${sku}, front view`,
  width: 600,
  height: 300,
});

const onSale: ProductCardData = {
  ...card('OC1007'),
  salePriceCents: 2995,
  saleEndsAt: '2026-12-03T01:11:01.568Z',
  isNewArrival: true,
  rating: { average: 4.4, count: 12 },
  image: image('OC1007-BLK'),
  colors: [
    { sku: 'OC1007-BLK', name: 'Jet', family: 'black', hex: '#111111', image: image('OC1007-BLK') },
    { sku: 'OC1007-TOR', name: 'Havana', family: 'tortoise', hex: '#6b3e1f', image: image('OC1007-TOR') },
  ],
};

const cases: { name: string; product: ProductCardData }[] = [
  { name: 'a plain frame with no picture', product: card('OC1001') },
  { name: 'a frame on sale in two colours, rated, with pictures', product: onSale },
  {
    name: 'a sold-out accessory (no try-on)',
    product: { ...card('OC3001', false), type: 'accessories', isBestSeller: true },
  },
];

describe('cardProductOf: what a listing hands the browser for a card', () => {
  it.each(cases)('$name draws the same card', ({ product }) => {
    const full = render(<ProductCard product={product} />).container.innerHTML;
    const trimmed = render(<ProductCard product={cardProductOf(product)} />).container.innerHTML;
    expect(trimmed).toBe(full);
  });

  it('leaves out the colours’ pictures and families and the sale’s end', () => {
    const trimmed = cardProductOf(onSale);
    expect(trimmed).not.toHaveProperty('saleEndsAt');
    expect(trimmed.colors).toEqual([
      { sku: 'OC1007-BLK', name: 'Jet', hex: '#111111' },
      { sku: 'OC1007-TOR', name: 'Havana', hex: '#6b3e1f' },
    ]);
    expect(JSON.stringify(trimmed).length).toBeLessThan(JSON.stringify(onSale).length - 300);
  });
});
