import type { CartProduct, LensAnswer, ShopperCatalog } from './shopper-catalog';
import { ShopperError, type ActionName } from './shopper-record';
import type { Shopper } from './shopper';

// The four things a simulated shopper does, each as the browser does it (logged from Chromium on
// the built shop): a visitor's first page from the address bar with the shell's calls, every later
// page by a click (its RSC payload), then the calls the page's client code makes on load, then the
// call each click makes. Static /_next assets and the router's link prefetches (route maps of the
// header's menu, answered from the page cache) are left out.

type Pick = <T>(list: readonly T[]) => T;
const pick: Pick = (list) => {
  const item = list[Math.floor(Math.random() * list.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
};

/** Filters a frame listing's address can carry, and the body its island then sends to /api/goods/list. */
const LISTING_FILTERS = [
  { query: 'shape=round,oval&sort=newest', filters: { shape: ['round', 'oval'] }, sort: 'newest' },
  { query: 'color=black', filters: { color: ['black'] }, sort: undefined },
  {
    query: 'material=metal,titanium&sort=price-asc',
    filters: { material: ['metal', 'titanium'] },
    sort: 'price-asc',
  },
  { query: 'gender=women&rim=full-rim', filters: { rim: ['full-rim'], gender: ['women'] }, sort: undefined },
] as const;

/** The listing scope a frame listing's island names (its category key). */
const SCOPES: Record<string, string> = { '/eyeglasses': 'eyeglasses', '/sunglasses': 'sunglasses' };

const HOME_RAILS = ['new_arrivals', 'flash_sale', 'best_sellers'] as const;

/** The home page, scrolled: its rails and photo wall ask for their products and photos. */
async function home(shopper: Shopper): Promise<void> {
  await shopper.step('browse', async () => {
    const calls = await shopper.visit('/');
    for (const category of HOME_RAILS)
      calls.push(shopper.call('/api/goods/list', { category, sort: 'featured', page: 1, pageSize: 8 }));
    calls.push(shopper.call('/api/other/photoWall'));
    await Promise.all(calls);
  });
}

async function listing(shopper: Shopper, catalog: ShopperCatalog): Promise<void> {
  const { href, pages } = pick(catalog.listings);
  const scope = SCOPES[href];
  // some frame listings are opened filtered (a shared or bookmarked link), the others on page 1–3
  const filtered = scope !== undefined && Math.random() < 0.3 ? pick(LISTING_FILTERS) : undefined;
  const page = filtered ? 1 : Math.min(pages, pick([1, 1, 2, 3]));
  const path = filtered ? `${href}?${filtered.query}` : page > 1 ? `${href}?page=${page}` : href;
  await shopper.step('browse', async () => {
    const calls = await shopper.visit(path);
    if (filtered) {
      const body = {
        category: scope,
        filters: filtered.filters,
        ...(filtered.sort ? { sort: filtered.sort } : {}),
      };
      calls.push(shopper.call('/api/goods/list', { ...body, page: 1, pageSize: 24 }));
      calls.push(shopper.call('/api/goods/attribute', { category: scope, filters: filtered.filters }));
    }
    await Promise.all(calls);
  });
}

async function productPage(shopper: Shopper, action: ActionName, code: string): Promise<void> {
  await shopper.step(action, async () => {
    const calls = await shopper.visit(`/details/${code}`, code);
    await Promise.all([shopper.call('/api/wishlist/is', { code }), ...calls]);
  });
}

/** 70 %: the home page now and then, else a listing or a product page. */
export async function browse(shopper: Shopper, catalog: ShopperCatalog): Promise<void> {
  const roll = Math.random();
  if (roll < 0.1) await home(shopper);
  else if (roll < 0.55) await listing(shopper, catalog);
  else await productPage(shopper, 'browse', pick(catalog.productCodes));
}

/** 10 %: the search page for a word from the product names, or one that finds nothing. */
export async function search(shopper: Shopper, catalog: ShopperCatalog): Promise<void> {
  const word = pick(catalog.searchWords);
  await shopper.step('search', async () => {
    await Promise.all(await shopper.visit(`/search?keyword=${encodeURIComponent(word)}`, word));
  });
}

const TYPED_PRESCRIPTION = {
  source: 'typed',
  od_sph: '-1.50',
  od_cyl: null,
  od_axis: null,
  od_add: null,
  os_sph: '-1.25',
  os_cyl: null,
  os_axis: null,
  os_add: null,
  pd: '63',
  pd_right: null,
  pd_left: null,
};
/** What the shopper picks on each step (the browser suite's glasses); any other step, its first option. */
const PREFERRED: Record<string, string> = {
  lens_use: 'single_vision',
  add_ones: 'standard_coating',
  lens_index: 'index_150',
  lens_type: 'clear',
};

function choiceOn(answer: LensAnswer) {
  if (answer.type === 'prescription')
    return { type: answer.type, value: TYPED_PRESCRIPTION, price: 0, item: 'OD −1.50 · OS −1.25 · PD 63' };
  const offered = answer.data.options.filter((option) => !option.disabled);
  const option = offered.find((entry) => entry.code === PREFERRED[answer.type]) ?? offered[0];
  if (!option)
    throw new ShopperError('wrong answer', 'POST /api/process/next', `no option on ${answer.type}`);
  return { type: answer.type, value: option.id, price: option.price, item: option.name };
}

/** The lens wizard from the product page's "Select lenses" to "Added to cart", one step per click. */
async function lensWalk(shopper: Shopper, catalog: ShopperCatalog, frame: CartProduct): Promise<void> {
  await productPage(shopper, 'cart', frame.code);
  await shopper.step('cart', () => shopper.navigate(`/details/${frame.code}/lenses?color=${frame.sku}`));
  let answer = catalog.firstLensStep;
  const choices: ReturnType<typeof choiceOn>[] = [];
  for (let step = 0; step < 8; step++) {
    choices.push(choiceOn(answer));
    const body = { code: frame.code, step_id: answer.step_id, step_data: choices };
    if (answer.is_end) {
      await shopper.step('cart', () => shopper.call('/api/process/submit', { ...body, color: frame.sku }));
      shopper.cartLines++;
      return;
    }
    answer = await shopper.step('cart', () => shopper.call<LensAnswer>('/api/process/next', body));
  }
  throw new ShopperError('wrong answer', 'POST /api/process/next', 'the lens flow did not end');
}

/** An accessory from its page with "Add to cart". */
async function addAccessory(shopper: Shopper, action: ActionName, accessory: CartProduct): Promise<void> {
  await productPage(shopper, action, accessory.code);
  await shopper.step(action, () =>
    shopper.call('/api/cart/add', { code: accessory.code, sku: accessory.sku, quantity: 1 }),
  );
  shopper.cartLines++;
}

interface CartLines {
  list: unknown[];
}

/** The cart page; answers how many lines it shows. */
async function cartPage(shopper: Shopper, action: ActionName): Promise<number> {
  return shopper.step(action, async () => {
    const calls = await shopper.visit('/shoppingCart');
    const [cart] = await Promise.all([
      shopper.call<CartLines>('/api/cart/list', {}),
      shopper.call('/api/order/incompleteFrame', {}),
      ...(shopper.token ? [shopper.call('/api/coupon/my', { status: 'usable' })] : []),
      ...calls,
    ]);
    return cart.list.length;
  });
}

/** 15 %: glasses through the lens wizard (two in three) or an accessory, then the cart. */
export async function cart(shopper: Shopper, catalog: ShopperCatalog): Promise<void> {
  if (Math.random() < 2 / 3) await lensWalk(shopper, catalog, pick(catalog.frames));
  else await addAccessory(shopper, 'cart', pick(catalog.accessories));
  const lines = await cartPage(shopper, 'cart');
  if (lines < 1)
    throw new ShopperError('wrong answer', 'POST /api/cart/list', 'the added line is not in the cart');
  shopper.cartLines = lines;
}

const ADDRESS = {
  firstName: 'Jo',
  lastName: 'Rivera',
  countryCode: 'US',
  province: 'California',
  city: 'San Francisco',
  line1: '500 Market Street',
  line2: '',
  postcode: '94105',
  phoneCode: '1',
  phone: '4155550100',
};

interface OrderView {
  orderNumber: string;
  status: number;
  statusName: string;
}

let guestNumber = 0;

/**
 * 5 %: the checkout as the browser suite's guest does it with the demo provider: the cart, Checkout
 * (the snapshot and the payment page), the address and shipping (a guest gives an e-mail and is
 * signed in), Place order and pay, the paid order shown. An empty cart gets an accessory first.
 */
export async function checkout(shopper: Shopper, catalog: ShopperCatalog): Promise<void> {
  if (shopper.cartLines === 0) await addAccessory(shopper, 'checkout', pick(catalog.accessories));
  const lines = await cartPage(shopper, 'checkout');
  if (lines < 1)
    throw new ShopperError('wrong answer', 'POST /api/cart/list', 'the cart is empty at checkout');
  const snapshotId = await shopper.step('checkout', async () => {
    const snapshot = await shopper.call<{ snapshotId: string }>('/api/cart/snapshoot', { currency: 'USD' });
    const id = snapshot.snapshotId;
    await Promise.all([
      shopper.navigate(`/payment?snapshot=${id}`),
      shopper.call('/api/cart/snapshootStatus', { snapshotId: id }),
      shopper.call('/api/order/productList', { snapshotId: id }),
      shopper.call('/api/other/provinceList', { isoCode: 'US' }),
      shopper.call('/api/other/country'),
      shopper.call('/api/order/expressFeeList', { snapshotId: id, countryCode: 'US' }),
    ]);
    return id;
  });
  await shopper.step('checkout', async () => {
    const email = shopper.token
      ? undefined
      : `shopper-${process.pid}-${Date.now()}-${guestNumber++}@example.com`;
    const answer = await shopper.call<{ signIn: { token: string } | null }>('/api/cart/snapshootShipping', {
      snapshotId,
      address: ADDRESS,
      shippingMethod: 'standard',
      ...(email ? { email } : {}),
    });
    if (answer.signIn) shopper.token = answer.signIn.token;
    if (!shopper.token)
      throw new ShopperError('wrong answer', 'POST /api/cart/snapshootShipping', 'a guest was not signed in');
    // signed in now: the payment page's calls, and the shell's badges and profile for the account
    await Promise.all([
      shopper.call('/api/user/joinUserTime', {}),
      shopper.call('/api/coupon/my', { status: 'usable' }),
      shopper.call('/api/payment/methods', {}),
      shopper.call('/api/user/userInfo', {}),
      shopper.call('/api/wishlist/count', {}),
      shopper.call('/api/cart/count', {}),
    ]);
  });
  await shopper.step('checkout', async () => {
    const order = await shopper.call<{ orderNumber: string }>('/api/order/submit', { snapshotId });
    shopper.cartLines = 0;
    const paid = await shopper.call<{ paid: boolean; status: number }>('/api/payment/demo', {
      orderNumber: order.orderNumber,
    });
    if (!paid.paid)
      throw new ShopperError('wrong answer', 'POST /api/payment/demo', `order ${order.orderNumber} not paid`);
    const [shown] = await Promise.all([
      shopper.call<OrderView>('/api/order/info', { orderNumber: order.orderNumber }),
      shopper.navigate(`/payment-success?order=${order.orderNumber}`),
      shopper.call('/api/prescription/list', {}),
      shopper.call('/api/cart/count', {}),
    ]);
    // a paid order is Not Shipped (status 1, docs/product.md#order-states)
    if (shown.orderNumber !== order.orderNumber || shown.status !== 1)
      throw new ShopperError('wrong answer', 'POST /api/order/info', `order shown as ${shown.statusName}`);
  });
}
