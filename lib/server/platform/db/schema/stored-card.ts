/** An image as stored: a media path, turned into an address when read. */
export interface StoredImage {
  path: string;
  alt: string;
  width: number;
  height: number;
  /** An uploaded photo's stored widths; absent or null for a drawing. */
  widths?: number[] | null;
}

export interface StoredSwatch {
  sku: string;
  name: string;
  family: string;
  hex: string;
  image: StoredImage | null;
}

/**
 * A product card as `product_cards` holds it (built in SQL by refresh_product_read_models, migration
 * 0012). It keeps the raw flash-sale fields because whether a sale runs depends on the moment of
 * reading.
 */
export interface StoredCard {
  id: number;
  code: string;
  name: string;
  type: string;
  summary: string;
  priceCents: number;
  flashSalePriceCents: number | null;
  /** ISO 8601, as PostgreSQL writes timestamps into JSON. */
  flashSaleEndsAt: string | null;
  isNewArrival: boolean;
  isBestSeller: boolean;
  /** Average rating × 100 (0–500), as products.rating_average. */
  ratingAverage: number;
  ratingCount: number;
  colors: StoredSwatch[];
}
