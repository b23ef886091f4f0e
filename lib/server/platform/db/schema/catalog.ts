import type { StoredCard } from './stored-card';
import { sql } from 'drizzle-orm';
import { staffMembers } from './staff';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** The catalog's products. Money is integer US cents (docs/architecture.md#data). */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    /** The URL key: /details/:code. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** eyeglasses | sunglasses | accessories */
    type: text('type').notNull(),
    /** For accessories: case, cloth, spray, chain, clip-on, kit … */
    accessoryKind: text('accessory_kind'),
    summary: text('summary').notNull(),
    description: text('description').notNull(),
    priceCents: integer('price_cents').notNull(),
    flashSalePriceCents: integer('flash_sale_price_cents'),
    flashSaleEndsAt: timestamp('flash_sale_ends_at', { withTimezone: true }),
    isNewArrival: boolean('is_new_arrival').notNull().default(false),
    isBestSeller: boolean('is_best_seller').notNull().default(false),
    /** Lower ranks come first under the "featured" sort. */
    featuredRank: integer('featured_rank').notNull(),
    /** Average rating × 100 (0–500) and the number of ratings. */
    ratingAverage: smallint('rating_average').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Words a keyword search matches besides the name (shape, material, colours …). */
    searchText: text('search_text').notNull(),
    /** Listed on the storefront: status = 'published' (a trigger of migration 0017 keeps the two together). */
    isActive: boolean('is_active').notNull().default(true),
    /** draft | published | archived: only a published product is listed or sold. */
    status: text('status').notNull().default('published'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_code_key').on(t.code),
    check('products_status', sql`${t.status} in ('draft', 'published', 'archived')`),
    index('products_type_idx').on(t.type, t.featuredRank),
    index('products_new_idx').on(t.isNewArrival, t.featuredRank),
    index('products_best_idx').on(t.isBestSeller, t.featuredRank),
    index('products_price_idx').on(t.priceCents),
    index('products_created_idx').on(t.createdAt),
  ],
);

/** Frame data of eyeglasses and sunglasses (docs/product.md#catalog); accessories have none. */
export const frameSpecs = pgTable(
  'frame_specs',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** rectangle | square | round | oval | cat-eye | aviator | browline | geometric | wayfarer */
    shape: text('shape').notNull(),
    /** acetate | metal | titanium | tr90 | mixed | wood */
    material: text('material').notNull(),
    /** full-rim | semi-rimless | rimless */
    rim: text('rim').notNull(),
    /** narrow | medium | wide (from the frame width) */
    size: text('size').notNull(),
    /** men | women | unisex | kids */
    gender: text('gender').notNull(),
    lensWidthMm: smallint('lens_width_mm').notNull(),
    bridgeMm: smallint('bridge_mm').notNull(),
    templeMm: smallint('temple_mm').notNull(),
    lensHeightMm: smallint('lens_height_mm').notNull(),
    frameWidthMm: smallint('frame_width_mm').notNull(),
    weightG: smallint('weight_g').notNull(),
    /** Face shapes the frame flatters: oval, round, square, heart, diamond, oblong. */
    faceShapes: text('face_shapes').array().notNull(),
    springHinges: boolean('spring_hinges').notNull(),
    nosePads: boolean('nose_pads').notNull(),
    progressiveEligible: boolean('progressive_eligible').notNull(),
  },
  (t) => [
    index('frame_specs_shape_idx').on(t.shape),
    index('frame_specs_material_idx').on(t.material),
    index('frame_specs_rim_idx').on(t.rim),
    index('frame_specs_size_idx').on(t.size),
    index('frame_specs_gender_idx').on(t.gender),
  ],
);

/** A colour variant of a product, with its own stock. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Stock keeping unit, e.g. OC1024-BLK. */
    sku: text('sku').notNull(),
    colorName: text('color_name').notNull(),
    /** The filterable family: black, tortoise, clear, gold, silver, blue, red, pink, green, brown, grey, purple. */
    colorFamily: text('color_family').notNull(),
    colorHex: text('color_hex').notNull(),
    /** Lens tint for sunglasses (hex), null for clear lenses. */
    lensTintHex: text('lens_tint_hex'),
    stock: integer('stock').notNull(),
    /** At or below this many the colour counts as low on stock. */
    lowStockThreshold: smallint('low_stock_threshold').notNull().default(5),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('product_variants_sku_key').on(t.sku),
    check('product_variants_low_stock_check', sql`${t.lowStockThreshold} >= 0`),
    index('product_variants_product_idx').on(t.productId, t.sort),
    index('product_variants_color_idx').on(t.colorFamily, t.productId),
    // Orders reserve stock with a guarded decrement; this is the last line against overselling.
    check('product_variants_stock_check', sql`${t.stock} >= 0`),
  ],
);

/**
 * A stock change made by hand: who moved a colour's stock, by how much and why. Orders move stock
 * without a row here.
 */
export const stockAdjustments = pgTable(
  'stock_adjustments',
  {
    id: serial('id').primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    /** Signed: +12 received, -1 damaged. */
    delta: integer('delta').notNull(),
    stockAfter: integer('stock_after').notNull(),
    reason: text('reason').notNull(),
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    /**
     * The member's e-mail when the change was made, as the audit log keeps it: the history names who
     * did it without asking the staff module, and still does once the member is gone. Null for the
     * command line.
     */
    staffEmail: text('staff_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_adjustments_variant_idx').on(t.variantId, t.createdAt)],
);

/**
 * Images of a variant. Seeded products have drawings: a transparent front view (the try-on
 * overlay) and a three-quarter view. An operator uploads photos (view `photo`) and a transparent
 * try-on front image (view `front`), stored re-encoded in several widths.
 */
export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    /** front (the try-on image) | angle | detail | photo (an uploaded photo) */
    view: text('view').notNull(),
    /** Path under the image base address (docs/product.md#public-config). */
    path: text('path').notNull(),
    /** An uploaded image's key stem in the file store; null for the seeded drawings. */
    fileKey: text('file_key'),
    /** The widths an uploaded image is stored in (ascending); null for a drawing served as it is. */
    widths: smallint('widths').array(),
    width: smallint('width').notNull(),
    height: smallint('height').notNull(),
    alt: text('alt').notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('product_images_variant_idx').on(t.variantId, t.sort)],
);

/** The six shop categories of the top menu (docs/product.md#routes): three product types and three flags. */
export const categories = pgTable('categories', {
  /**
   * Category key (docs/product.md#routes): eyeglasses, sunglasses, new_arrivals, flash_sale,
   * best_sellers, accessories
   */
  key: text('key').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  headline: text('headline').notNull(),
  description: text('description').notNull(),
  sort: smallint('sort').notNull(),
});

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The listing read model: one narrow row per product with only what listings filter and sort
 * on, so a filtered, sorted page scans a few hundred kilobytes instead of the wide product
 * rows. Kept current by triggers on products, frame_specs, product_variants and product_images
 * (migration 0012), whoever writes them, and rebuilt at start when empty.
 */
export const productListings = pgTable(
  'product_listings',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    isActive: boolean('is_active').notNull(),
    isNewArrival: boolean('is_new_arrival').notNull(),
    isBestSeller: boolean('is_best_seller').notNull(),
    featuredRank: integer('featured_rank').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    priceCents: integer('price_cents').notNull(),
    flashSalePriceCents: integer('flash_sale_price_cents'),
    flashSaleEndsAt: timestamp('flash_sale_ends_at', { withTimezone: true }),
    ratingAverage: smallint('rating_average').notNull(),
    ratingCount: integer('rating_count').notNull(),
    shape: text('shape'),
    material: text('material'),
    rim: text('rim'),
    size: text('size'),
    gender: text('gender'),
    /**
     * The colour families of the product's variants as bits (lib/shop/color-mask.ts): testing a
     * bit is several times cheaper than overlapping text arrays on every row of a scan.
     */
    colorMask: integer('color_mask').notNull(),
    /**
     * Whether any colour is in stock, so the featured order can put sold-out frames last in the
     * same scan (docs/product.md#listing-order). Kept by triggers (migration listing_stock_order):
     * set whenever the row is written, and again when a colour's stock crosses zero.
     */
    inStock: boolean('in_stock').notNull().default(true),
    /**
     * What the listing filters select on, as words of one array ("type:eyeglasses", "shape:round",
     * "color:black", "best" …; lib/server/domain/catalog/listing-facets.ts), so one GIN index finds the
     * rows of any mix of category and filters without reading the others.
     */
    facets: text('facets')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    index('product_listings_type_idx').on(t.type, t.featuredRank),
    index('product_listings_facets_idx')
      .using('gin', t.facets)
      .where(sql`${t.isActive}`),
  ],
);

/**
 * Keyword search, beside the listing read model rather than in it: the vectors are wide, and
 * every listing without a keyword would otherwise scan them too.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The name (weight A) and the search words (weight B), English stemming. */
    searchVector: tsvector('search_vector').notNull(),
    /**
     * The listing row's own, copied by triggers (migration search_listing_order) so that a keyword
     * listing in the shop's order counts and orders its matches from this table alone, without a
     * join that reads a listing row for each of thousands of matches (docs/product.md#listing-order).
     */
    isActive: boolean('is_active').notNull().default(true),
    inStock: boolean('in_stock').notNull().default(true),
    gender: text('gender'),
    featuredRank: integer('featured_rank').notNull().default(0),
  },
  (t) => [index('product_search_vector_idx').using('gin', t.searchVector)],
);

/**
 * Every product's card, built once when the product changes rather than on every listing:
 * a page of cards is then one lookup by id. The clock-dependent sale price, live stock and
 * image addresses are added when a card is read (lib/server/domain/catalog/product-cards.ts).
 */
export const productCards = pgTable('product_cards', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  isActive: boolean('is_active').notNull(),
  card: jsonb('card').$type<StoredCard>().notNull(),
});
