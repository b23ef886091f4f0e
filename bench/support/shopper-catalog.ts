import { LISTINGS, listsFrames } from '@/lib/shop/listings';

// What the simulated shoppers choose from, read from the served shop before the run through the
// same calls a browser makes: product codes for product pages, words for search, frames and
// accessories with stock to put in carts, and the lens wizard's first step.

interface Card {
  code: string;
  name: string;
  inStock: boolean;
}

interface Variant {
  sku: string;
  stock: number;
}

export interface LensOption {
  id: number;
  code: string;
  name: string;
  price: number;
  disabled: boolean;
}

export interface LensAnswer {
  type: string;
  step_id: number;
  is_end: boolean;
  data: { options: LensOption[]; ready: boolean };
}

export interface CartProduct {
  code: string;
  sku: string;
}

export interface ShopperCatalog {
  /** Listing paths ("/eyeglasses"), whether each has the frame filters, and its page count. */
  listings: { href: string; frames: boolean; pages: number }[];
  productCodes: string[];
  /** Words from product names, and some that match nothing. */
  searchWords: string[];
  frames: CartProduct[];
  accessories: CartProduct[];
  /** The wizard's first step, which the lens page renders on the server (the same for every frame). */
  firstLensStep: LensAnswer;
}

/** Words no product name holds: a search with no result is part of real traffic. */
const UNMATCHED_WORDS = ['monocle', 'zebra', 'periscope', 'lorgnette', 'xyzzy'];
/** Enough stock that the run's orders do not sell a colour out (a refusal would count as an error). */
const MIN_STOCK = 60;
const CART_PRODUCTS = 40;

async function post<T>(origin: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 200) throw new Error(`${path} answered ${envelope.code}: ${envelope.msg}`);
  return envelope.data;
}

async function everyCard(origin: string, category: string, filters: object = {}): Promise<Card[]> {
  const cards: Card[] = [];
  for (let page = 1; page < 1000; page++) {
    const answer = await post<{ list: Card[]; total: number }>(origin, '/api/goods/list', {
      category,
      filters,
      page,
      pageSize: 60,
    });
    cards.push(...answer.list);
    if (cards.length >= answer.total || answer.list.length === 0) break;
  }
  return cards;
}

/** Products whose first colour with plenty of stock can go in a cart. */
async function withStock(origin: string, cards: Card[]): Promise<CartProduct[]> {
  const chosen: CartProduct[] = [];
  for (const card of cards.filter((entry) => entry.inStock)) {
    const detail = await post<{ variants: Variant[] }>(origin, '/api/goods/info', { code: card.code });
    const variant = detail.variants.find((entry) => entry.stock >= MIN_STOCK);
    if (variant) chosen.push({ code: card.code, sku: variant.sku });
    if (chosen.length >= CART_PRODUCTS) break;
  }
  return chosen;
}

function wordsOf(cards: Card[]): string[] {
  const words = new Set<string>();
  for (const card of cards)
    for (const word of card.name.toLowerCase().split(/[^a-z]+/)) if (word.length >= 4) words.add(word);
  return [...words];
}

/** A listing page shows 24 cards (the listing island's pageSize). */
const LISTING_PAGE_SIZE = 24;

/** How many pages each listing has, so shoppers open only pages that exist. */
async function listingsWithPages(origin: string): Promise<ShopperCatalog['listings']> {
  return Promise.all(
    LISTINGS.map(async (listing) => {
      const { total } = await post<{ total: number }>(origin, '/api/goods/list', {
        category: listing.scope,
        pageSize: LISTING_PAGE_SIZE,
      });
      return {
        href: listing.href,
        frames: listsFrames(listing),
        pages: Math.max(1, Math.ceil(total / LISTING_PAGE_SIZE)),
      };
    }),
  );
}

export async function readShopperCatalog(origin: string): Promise<ShopperCatalog> {
  const cards = [
    ...(await everyCard(origin, 'eyeglasses')),
    ...(await everyCard(origin, 'sunglasses')),
    ...(await everyCard(origin, 'accessories')),
  ];
  // the wizard can make every lens for a full-rim frame (the browser suite picks them the same way)
  const fullRim = await everyCard(origin, 'eyeglasses', { rim: ['full-rim'] });
  const frames = await withStock(origin, fullRim);
  const accessories = await withStock(origin, await everyCard(origin, 'accessories'));
  const firstFrame = frames[0];
  if (!firstFrame || accessories.length === 0) throw new Error('the catalog has nothing in stock to buy');
  const firstLensStep = await post<LensAnswer>(origin, '/api/process/product', { code: firstFrame.code });
  return {
    listings: await listingsWithPages(origin),
    productCodes: cards.map((card) => card.code),
    searchWords: [...wordsOf(cards), ...UNMATCHED_WORDS],
    frames,
    accessories,
    firstLensStep,
  };
}
