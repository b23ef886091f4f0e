import type { ProductCard } from '@/lib/contract/calls/goods';

/** What a product card shows: the listing's answer without the colours' pictures and the sale's end. */
export type CardProduct = Omit<ProductCard, 'colors' | 'saleEndsAt'> & {
  colors: Pick<ProductCard['colors'][number], 'sku' | 'name' | 'hex'>[];
};

/**
 * A card as a listing page hands it to the browser. The server-rendered listing passes its 24 cards
 * to the island that takes over filtering, and the RSC payload carried each colour's picture, family
 * and the sale's end, which no card shows: ~4 KB of every cached listing page.
 */
export function cardProductOf(card: ProductCard): CardProduct {
  return {
    id: card.id,
    code: card.code,
    name: card.name,
    type: card.type,
    summary: card.summary,
    priceCents: card.priceCents,
    salePriceCents: card.salePriceCents,
    isNewArrival: card.isNewArrival,
    isBestSeller: card.isBestSeller,
    rating: card.rating,
    inStock: card.inStock,
    image: card.image,
    colors: card.colors.map(({ sku, name, hex }) => ({ sku, name, hex })),
    frameWidthMm: card.frameWidthMm,
  };
}
