import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { post } from '../support/call-route';
import { registerConfirmed } from '../support/registered-shopper';
import {
  addGlasses,
  addToCart,
  cartOf,
  freshProduct,
  fromAddress,
  guestDevice,
  must,
  snapshoot,
  type CartAnswer,
  type Headers,
} from '../support/checkout-flow';

// docs/product.md#calls "Cart and order": /api/cart/add, /list, /num, /delete, /count and
// /api/order/incompleteFrame; the guest cart merged into the account's at sign-in
// (docs/product.md#saved-cart-merge); the second-frame offer per line (docs/product.md#pricing).

const dataDir = mkdtempSync(path.join(tmpdir(), 'oculo-cart-'));
process.env.DATA_DIR = dataDir;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const count = async (headers: Headers) =>
  (await post<{ count: number }>('/api/cart/count', {}, headers)).body.data.count;
const setQuantity = (headers: Headers, id: number, num: number) =>
  post<CartAnswer>('/api/cart/num', { id, num }, headers);
const remove = (headers: Headers, ids: number[]) => post<CartAnswer>('/api/cart/delete', { ids }, headers);

describe('/api/cart/add and /count', () => {
  it('adds an accessory to a guest cart, and the same again raises that line’s quantity', async () => {
    const item = await freshProduct('accessories');
    const headers = guestDevice();
    expect(await count(headers)).toBe(0);

    const first = await addToCart(headers, item, 2);
    expect(first.body).toMatchObject({ code: 200, data: { count: 2 } });
    const again = await addToCart(headers, item, 3);
    expect(again.body).toMatchObject({ code: 200, data: { id: first.body.data.id, count: 5 } });

    const { list, totals } = await cartOf(headers);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: first.body.data.id,
      kind: 'accessory',
      sku: item.sku,
      quantity: 5,
      unitPriceCents: item.priceCents,
      subtotalCents: item.priceCents * 5,
      lens: null,
      needsLenses: false,
    });
    expect(totals).toMatchObject({ count: 5, subtotalCents: item.priceCents * 5 });
    expect(await count(headers)).toBe(5);
    // another device's cart is its own
    expect(await count(guestDevice())).toBe(0);
  });

  it('parallel additions of one item to one cart end in one line with every quantity', async () => {
    const item = await freshProduct('accessories', { stock: 50 });
    const headers = guestDevice();
    const added = await Promise.all(Array.from({ length: 5 }, () => addToCart(headers, item)));
    expect(added.map((result) => result.body.code)).toEqual([200, 200, 200, 200, 200]);
    const { list } = await cartOf(headers);
    expect(list.map((line) => line.quantity)).toEqual([5]);
  });

  it('refuses more than 10 of one item, and answers code 0 without a device or a sign-in', async () => {
    const item = await freshProduct('accessories', { stock: 50 });
    const headers = guestDevice();
    expect((await addToCart(headers, item, 8)).body.code).toBe(200);
    const tooMany = await addToCart(headers, item, 3);
    expect(tooMany.body).toMatchObject({ code: 0, msg: expect.stringMatching(/at most 10/) });
    expect(await count(headers)).toBe(8);
    expect((await addToCart({}, item)).body.code).toBe(0);
    expect((await post('/api/cart/count', {}, {})).body.code).toBe(0);
  });
});

describe('/api/cart/num', () => {
  it('sets 1–10 within the stock, and beyond the stock answers code 0 naming how many are left', async () => {
    const item = await freshProduct('accessories', { stock: 4 });
    const headers = guestDevice();
    const { id } = (await addToCart(headers, item)).body.data;

    const four = await setQuantity(headers, id, 4);
    expect(four.body.code).toBe(200);
    expect(four.body.data.list[0]).toMatchObject({ id, quantity: 4, maxQuantity: 4 });

    const five = await setQuantity(headers, id, 5);
    expect(five.body).toMatchObject({ code: 0, msg: expect.stringMatching(/Only 4 left/) });
    expect((await setQuantity(headers, id, 11)).body.code).toBe(422);
    expect((await setQuantity(headers, id, 0)).body.code).toBe(422);
    expect(must((await cartOf(headers)).list[0]).quantity).toBe(4);

    const one = await setQuantity(headers, id, 1);
    expect(one.body.data.totals.count).toBe(1);
  });

  it('answers 404 for a line of another cart and leaves it as it was', async () => {
    const item = await freshProduct('accessories', { stock: 20 });
    const owner = guestDevice();
    const { id } = (await addToCart(owner, item)).body.data;
    expect((await setQuantity(guestDevice(), id, 3)).body.code).toBe(404);
    expect(must((await cartOf(owner)).list[0]).quantity).toBe(1);
  });
});

describe('/api/cart/delete', () => {
  it('removes the caller’s lines; a line of another device answers 404 and nothing is removed', async () => {
    const item = await freshProduct('accessories');
    const other = await freshProduct('accessories');
    const owner = guestDevice();
    const stranger = guestDevice();
    const ownerLine = (await addToCart(owner, item)).body.data.id;
    const strangerLine = (await addToCart(stranger, other)).body.data.id;

    expect((await remove(stranger, [ownerLine])).body.code).toBe(404);
    expect((await remove(stranger, [strangerLine, ownerLine])).body.code).toBe(404);
    expect((await cartOf(owner)).list.map((line) => line.id)).toEqual([ownerLine]);
    expect((await cartOf(stranger)).list.map((line) => line.id)).toEqual([strangerLine]);

    const removed = await remove(stranger, [strangerLine]);
    expect(removed.body).toMatchObject({ code: 200, data: { list: [], totals: { count: 0 } } });
    expect(await count(owner)).toBe(1);
  });
});

describe('/api/cart/list with glasses', () => {
  it('shows the lens summary on a glasses line, priced frame + lenses', async () => {
    const frame = await freshProduct('sunglasses');
    const headers = guestDevice();
    const { lensCents, lensItems } = await addGlasses(headers, frame);
    const [line] = (await cartOf(headers)).list;
    expect(line).toMatchObject({
      code: frame.code,
      kind: 'frame',
      quantity: 1,
      unitPriceCents: frame.priceCents,
      unitLensCents: lensCents,
      subtotalCents: frame.priceCents + lensCents,
      frameDiscountCents: 0,
      needsLenses: false,
      problem: null,
    });
    expect(line?.lens?.lensUse).toMatch(/Polarized/);
    // the inventory summary (docs/product.md#lens-flow): each lens item by its option's display
    // name, with the choice
    expect(line?.lens?.lens.map((entry) => [entry.name, entry.item])).toEqual([
      ['Additional Price', lensItems[0]],
      ['Lens Type', lensItems[1]],
    ]);
    expect(line?.lens?.prescription).toEqual([]);
  });

  it('takes half the cheaper frame’s frame price off its line, never its lenses (docs/product.md#pricing)', async () => {
    const dear = await freshProduct('sunglasses', { priceCents: 8_000 });
    const cheap = await freshProduct('sunglasses', { priceCents: 4_999 });
    const headers = guestDevice();
    const { lensCents } = await addGlasses(headers, cheap);
    await addGlasses(headers, dear);
    expect(lensCents).toBeGreaterThan(0);

    const { list, totals } = await cartOf(headers);
    const cheapLine = must(list.find((line) => line.code === cheap.code));
    const dearLine = must(list.find((line) => line.code === dear.code));
    expect(dearLine).toMatchObject({ frameDiscountCents: 0, totalCents: 8_000 + lensCents });
    expect(cheapLine).toMatchObject({
      frameDiscountCents: 2_500,
      totalCents: 4_999 - 2_500 + lensCents,
    });
    expect(totals).toMatchObject({
      subtotalCents: 8_000 + 4_999 + 2 * lensCents,
      frameDiscountCents: 2_500,
      merchandiseCents: 8_000 + 4_999 + 2 * lensCents - 2_500,
    });
  });
});

describe('/api/order/incompleteFrame', () => {
  it('lists a frame added without lenses, and the checkout refuses it until it has lenses', async () => {
    const frame = await freshProduct('sunglasses');
    const accessory = await freshProduct('accessories');
    const headers = guestDevice();
    const line = (await addToCart(headers, frame)).body.data.id;
    await addToCart(headers, accessory);

    const incomplete = await post<{ list: { id: number; code: string }[] }>(
      '/api/order/incompleteFrame',
      {},
      headers,
    );
    expect(incomplete.body.data.list).toEqual([
      expect.objectContaining({
        id: line,
        code: frame.code,
        sku: frame.sku,
        unitPriceCents: frame.priceCents,
      }),
    ]);
    expect(must((await cartOf(headers)).list.find((entry) => entry.id === line)).needsLenses).toBe(true);

    const refused = await snapshoot(headers);
    expect(refused.body).toMatchObject({ code: 0, msg: expect.stringMatching(/Choose lenses for/) });
  });
});

describe('the guest cart is merged at sign-in (/api/user/login with X-Device-Id)', () => {
  const PASSWORD = 'glasses-and-frames';

  async function account() {
    const email = `merge-${randomBytes(4).toString('hex')}@example.com`;
    const registered = await registerConfirmed({ email, password: PASSWORD }, fromAddress());
    return { email, headers: { authorization: `Bearer ${registered.token}` } };
  }

  const login = async (email: string, device: Headers) => {
    const signedIn = await post<{ token: string }>(
      '/api/user/login',
      { email, password: PASSWORD },
      { ...fromAddress(), ...device },
    );
    expect(signedIn.body.code).toBe(200);
    return { authorization: `Bearer ${signedIn.body.data.token}` };
  };

  it('keeps one line per item: the guest’s as they were, the account’s others, nothing twice', async () => {
    const both = await freshProduct('accessories', { stock: 50 });
    const guestOnly = await freshProduct('accessories');
    const frame = await freshProduct('sunglasses', { stock: 50 });
    const { email, headers: accountHeaders } = await account();

    await addToCart(accountHeaders, both, 1);
    await addGlasses(accountHeaders, frame);
    const device = guestDevice();
    await addToCart(device, both, 2);
    await addToCart(device, guestOnly, 1);
    await addGlasses(device, frame);

    const signedIn = await login(email, device);
    const merged = await cartOf(signedIn);
    const summary = (answer: CartAnswer) =>
      answer.list.map((line) => [line.code, line.quantity, line.lens === null]).sort();
    // the same accessory and the same pair (frame, colour, lenses, prescription) are one line each:
    // the one in the cart the shopper was using, so a checkout begun as a guest still holds
    expect(summary(merged)).toEqual(
      [
        [both.code, 2, true],
        [guestOnly.code, 1, true],
        [frame.code, 1, false],
      ].sort(),
    );
    expect(merged.totals.count).toBe(4);
    expect(await count(device)).toBe(0);

    // signing in again, twice at once, with more in the guest cart merges it once
    await addToCart(device, guestOnly, 1);
    const [again] = await Promise.all([login(email, device), login(email, device)]);
    const after = await cartOf(again);
    expect(after.list).toHaveLength(3);
    expect(must(after.list.find((line) => line.code === guestOnly.code)).quantity).toBe(1);
    expect(after.totals.count).toBe(4);
  });
});
