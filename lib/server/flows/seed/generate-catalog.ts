import { variantImages, type SeedProduct } from './catalog-types';
import { ACCESSORIES, type AccessoryEntry } from './data/accessories';
import { ACCESSORY_COLORS } from './data/colors';
import { commerceFields } from './commerce';
import { generateFrame } from './generate-frame';
import { dedupeWords } from './frame-text';
import { createRandom } from './random';

/** The default catalog: 110 eyeglasses and 50 sunglasses, plus the accessory range. */
export const DEFAULT_EYEGLASSES = 110;
export const DEFAULT_SUNGLASSES = 50;
export const DEFAULT_PRODUCT_COUNT = DEFAULT_EYEGLASSES + DEFAULT_SUNGLASSES + ACCESSORIES.length;

export interface CatalogOptions {
  /** Total products (frames + accessories); frames fill whatever the accessories leave. */
  products?: number;
  now: Date;
}

/** Spreads sunglasses evenly among frames, 50 in every 160, so any prefix keeps the mix. */
function frameTypeAt(ordinal: number): 'eyeglasses' | 'sunglasses' {
  const period = DEFAULT_EYEGLASSES + DEFAULT_SUNGLASSES;
  const before = Math.floor((ordinal * DEFAULT_SUNGLASSES) / period);
  const after = Math.floor(((ordinal + 1) * DEFAULT_SUNGLASSES) / period);
  return after > before ? 'sunglasses' : 'eyeglasses';
}

function generateAccessory(entry: AccessoryEntry, ordinal: number, now: Date): SeedProduct {
  const random = createRandom(`accessory:${ordinal}`);
  const code = `OA${1001 + ordinal}`;
  const variants = entry.colors.flatMap((key, sort) => {
    const color = ACCESSORY_COLORS[key];
    if (!color) return [];
    const sku = `${code}-${color.code}`;
    return [
      {
        sku,
        colorName: color.name,
        colorFamily: color.family,
        colorHex: color.hex,
        lensTintHex: null,
        lensTintName: null,
        stock: random.chance(0.06) ? 0 : random.int(20, 400),
        sort,
        images: variantImages(code, sku, `${entry.name} in ${color.name}`),
      },
    ];
  });
  const searchWords = [
    entry.name,
    'accessory accessories',
    entry.kind,
    entry.keywords,
    'glasses eyeglasses sunglasses',
    ...variants.flatMap((variant) => [variant.colorName, variant.colorFamily]),
  ];
  return {
    code,
    name: entry.name,
    type: 'accessories',
    accessoryKind: entry.kind,
    summary: entry.summary,
    description: entry.description,
    searchText: dedupeWords(searchWords.join(' ')),
    frame: null,
    variants,
    ...commerceFields(random, now, entry.dollars),
  };
}

/**
 * The whole seed catalog, generated deterministically: the same options always give the same
 * products, and each product depends only on its ordinal, so the default catalog is a prefix
 * of any larger one.
 */
export function generateCatalog(options: CatalogOptions): SeedProduct[] {
  const total = Math.max(0, Math.floor(options.products ?? DEFAULT_PRODUCT_COUNT));
  const accessoryCount = Math.min(ACCESSORIES.length, total);
  const frameCount = total - accessoryCount;
  const products: SeedProduct[] = [];
  for (let ordinal = 0; ordinal < frameCount; ordinal += 1) {
    products.push(generateFrame(ordinal, frameTypeAt(ordinal), options.now));
  }
  ACCESSORIES.slice(0, accessoryCount).forEach((entry, ordinal) => {
    products.push(generateAccessory(entry, ordinal, options.now));
  });
  assignFeaturedRanks(products);
  return products;
}

/** Turns the provisional featured scores into ranks 1…n (best sellers tend to come first). */
function assignFeaturedRanks(products: SeedProduct[]): void {
  const ordered = [...products].sort(
    (a, b) => a.featuredRank - b.featuredRank || a.code.localeCompare(b.code),
  );
  ordered.forEach((product, index) => {
    product.featuredRank = index + 1;
  });
}
