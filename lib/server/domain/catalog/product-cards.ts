import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ProductCard } from '@/lib/contract/calls/goods';
import type { Database } from '@/lib/server/platform/db';
import { rowsOf } from '@/lib/server/platform/db';
import { addressedImage } from './photos';
import type { ReadCard } from './read-card';
import { productCards, type StoredImage } from './tables';

/**
 * The stored cards (product_cards) of the ids an int[] expression yields, as one JSON array in
 * the ids' order; withdrawn products are left out. Live stock is read from the variants here,
 * so a card never shows a sold-out product as in stock, and the frame's total width from its
 * measurements (one row by key; none for an accessory), so the card can say whether it fits.
 */
export function cardsJson(ids: SQL): SQL<ReadCard[]> {
  return sql<ReadCard[]>`(
    select coalesce(json_agg(c.card || jsonb_build_object('inStock', exists (
        select 1 from product_variants v where v.product_id = c.product_id and v.stock > 0),
        'frameWidthMm', (select f.frame_width_mm from frame_specs f where f.product_id = c.product_id))
      order by page.position), '[]')
    from unnest(${ids}) with ordinality as page(product_id, position)
    join product_cards c on c.product_id = page.product_id and c.is_active)`;
}

/** Cards for products by id, in the order given; unknown or withdrawn ids are skipped. */
export async function productCardsById(
  db: Database,
  ids: readonly number[],
  now = new Date(),
): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`select ${cardsJson(sql`${sql.param([...ids])}::int[]`)} as "cards"`);
  const [row] = rowsOf<{ cards: ReadCard[] }>(result);
  return (row?.cards ?? []).map((card) => toProductCard(card, now));
}

/**
 * Of these products, the ones on sale, by the same stored cards (product_cards.is_active) that
 * cardsJson shows, so a list counted here and the cards read there always agree.
 */
export async function productsOnSale(db: Database, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ productId: productCards.productId })
    .from(productCards)
    .where(and(inArray(productCards.productId, [...new Set(ids)]), eq(productCards.isActive, true)));
  return new Set(rows.map((row) => row.productId));
}

/** A card as shoppers see it at `now`: the sale price only while the sale runs, images addressed. */
export function toProductCard(card: ReadCard, now: Date): ProductCard {
  const endsAt = card.flashSaleEndsAt === null ? null : new Date(card.flashSaleEndsAt);
  const saleActive = card.flashSalePriceCents !== null && endsAt !== null && endsAt > now;
  const colors = card.colors.map(({ sku, name, family, hex, image }) => ({
    sku,
    name,
    family,
    hex,
    image: addressed(image),
  }));
  return {
    id: card.id,
    code: card.code,
    name: card.name,
    type: card.type as ProductCard['type'],
    summary: card.summary,
    priceCents: card.priceCents,
    salePriceCents: saleActive ? card.flashSalePriceCents : null,
    saleEndsAt: saleActive && endsAt ? endsAt.toISOString() : null,
    isNewArrival: card.isNewArrival,
    isBestSeller: card.isBestSeller,
    rating: { average: Math.round(card.ratingAverage / 10) / 10, count: card.ratingCount },
    inStock: card.inStock,
    image: colors[0]?.image ?? null,
    colors,
    frameWidthMm: card.frameWidthMm ?? null,
  };
}

/** A stored card's image with its address, and an upload's srcSet. */
function addressed(image: StoredImage | null): ProductCard['image'] {
  return image && addressedImage(image);
}
