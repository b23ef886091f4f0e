import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SavedItems } from '@/lib/contract/calls/cart-saved';
import type { Snapshot } from '@/lib/contract/calls/checkout';
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
  okData,
  snapshoot,
  snapshootShipping,
  snapshootStatus,
  submitOrder,
  US_ADDRESS,
  type Headers,
} from '../support/checkout-flow';

// Signing in during a checkout begun as a guest (docs/product.md#sign-in-at-checkout): the checkout
// goes on with the same lines and totals; the account's saved cart joins the cart without doubling
// a line, and its lines are asked about (docs/product.md#saved-cart-merge): /api/cart/savedItems,
// /api/cart/keepSavedItems, removed with /api/cart/delete.

const dataDir = mkdtempSync(path.join(tmpdir(), 'oculo-checkout-sign-in-'));
process.env.DATA_DIR = dataDir;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const PASSWORD = 'glasses-and-frames';

async function account(): Promise<{ email: string; headers: Headers }> {
  const email = `sign-in-${randomBytes(4).toString('hex')}@example.com`;
  const registered = await registerConfirmed({ email, password: PASSWORD }, fromAddress());
  return { email, headers: { authorization: `Bearer ${registered.token}` } };
}

/** Signs in on the guest's device (the dialog's call): the guest cart merges into the account's. */
async function signIn(email: string, device: Headers): Promise<Headers> {
  const answer = await post<{ token: string }>(
    '/api/user/login',
    { email, password: PASSWORD },
    { ...fromAddress(), ...device },
  );
  expect(answer.body.code).toBe(200);
  return { ...device, authorization: `Bearer ${answer.body.data.token}` };
}

const savedItems = (headers: Headers) => post<SavedItems>('/api/cart/savedItems', {}, headers);
const keepSaved = (headers: Headers, ids: number[]) =>
  post<SavedItems>('/api/cart/keepSavedItems', { ids }, headers);
const productList = (headers: Headers, snapshotId: string) =>
  post<{ list: { id: number }[]; totals: Snapshot['totals'] }>(
    '/api/order/productList',
    { snapshotId },
    headers,
  );

describe('signing in during a guest checkout', () => {
  it('keeps the checkout on the same lines and totals, and orders only them', async () => {
    const frame = await freshProduct('sunglasses', { stock: 50 });
    const accessory = await freshProduct('accessories', { stock: 50 });
    const oldCord = await freshProduct('accessories', { stock: 50 });
    const { email, headers: accountHeaders } = await account();
    // the account's saved cart: the same pair as the guest's, and a cord the guest did not choose
    await addGlasses(accountHeaders, frame);
    okData(await addToCart(accountHeaders, oldCord, 1));

    const device = guestDevice();
    await addGlasses(device, frame);
    okData(await addToCart(device, accessory, 2));
    const started = okData(await snapshoot(device));
    const guestLineIds = started.lines.map((line) => line.id).sort();

    const signedIn = await signIn(email, device);
    const status = okData(await snapshootStatus(signedIn, started.snapshotId));
    expect(status).toEqual({ valid: true, problems: [], orderNumber: null });
    const listed = okData(await productList(signedIn, started.snapshotId));
    expect(listed.list.map((line) => line.id).sort()).toEqual(guestLineIds);
    expect(listed.totals).toEqual(started.totals);

    const shipped = okData(
      await snapshootShipping(signedIn, started.snapshotId, { address: US_ADDRESS }),
    ).snapshot;
    expect(shipped.email).toBe(email);
    expect(shipped.totals.subtotalCents).toBe(started.totals.subtotalCents);
    const order = okData(await submitOrder(signedIn, started.snapshotId));
    expect(order.totalCents).toBe(shipped.totals.totalCents);

    // the ordered lines left the cart; the account's cord stays, still to be asked about
    const after = await cartOf(signedIn);
    expect(after.list.map((line) => [line.code, line.quantity])).toEqual([[oldCord.code, 1]]);
    expect(okData(await savedItems(signedIn)).list).toEqual([
      expect.objectContaining({ name: expect.any(String), quantity: 1 }),
    ]);
  });

  it('never hands the checkout to another device, nor to a caller without this device’s id', async () => {
    const frame = await freshProduct('sunglasses', { stock: 50 });
    const { email } = await account();
    const device = guestDevice();
    await addGlasses(device, frame);
    const started = okData(await snapshoot(device));

    // signed in on another device: this device's checkout is not theirs
    const elsewhere = await signIn(email, guestDevice());
    expect((await snapshootStatus(elsewhere, started.snapshotId)).body.code).toBe(404);
    const withoutDevice = { authorization: must(elsewhere.authorization) };
    expect((await snapshootStatus(withoutDevice, started.snapshotId)).body.code).toBe(404);
    // the guest can still go on as a guest
    expect(okData(await snapshootStatus(device, started.snapshotId)).valid).toBe(true);

    // another account signed in on this device takes it, and then only that account has it
    const other = await account();
    const taken = await signIn(other.email, device);
    expect(okData(await snapshootStatus(taken, started.snapshotId)).valid).toBe(true);
    expect((await snapshootStatus(device, started.snapshotId)).body.code).toBe(404);
    const theirs = await signIn(email, device);
    expect((await snapshootStatus(theirs, started.snapshotId)).body.code).toBe(404);
  });
});

describe('the account’s saved cart joining the guest’s at sign-in', () => {
  it('keeps one line per item, and marks what the shopper did not put in this cart', async () => {
    const frame = await freshProduct('sunglasses', { stock: 50 });
    const both = await freshProduct('accessories', { stock: 50 });
    const saved = await freshProduct('accessories', { stock: 50 });
    const { email, headers: accountHeaders } = await account();
    await addGlasses(accountHeaders, frame);
    okData(await addToCart(accountHeaders, both, 3));
    okData(await addToCart(accountHeaders, saved, 2));
    expect(okData(await savedItems(accountHeaders)).list).toEqual([]);

    const device = guestDevice();
    await addGlasses(device, frame);
    okData(await addToCart(device, both, 1));
    const guestIds = (await cartOf(device)).list.map((line) => line.id).sort();

    const signedIn = await signIn(email, device);
    const merged = await cartOf(signedIn);
    // the guest's pair and accessory as they were, and the account's other accessory
    expect(merged.list.map((line) => [line.code, line.quantity, line.lens === null]).sort()).toEqual(
      [
        [frame.code, 1, false],
        [both.code, 1, true],
        [saved.code, 2, true],
      ].sort(),
    );
    expect(merged.list.filter((line) => guestIds.includes(line.id))).toHaveLength(2);
    const asked = okData(await savedItems(signedIn)).list;
    const savedLine = merged.list.find((line) => line.code === saved.code);
    expect(asked).toEqual([
      { id: savedLine?.id, name: savedLine?.name, colorName: savedLine?.colorName, quantity: 2 },
    ]);

    // another cart's line is refused and changes nothing
    const stranger = await account();
    expect(
      (
        await keepSaved(
          stranger.headers,
          asked.map((line) => line.id),
        )
      ).body.code,
    ).toBe(404);
    expect(okData(await savedItems(signedIn)).list).toHaveLength(1);
    // kept: an ordinary line from now on, and a sign-in with an empty guest cart marks nothing
    expect(
      okData(
        await keepSaved(
          signedIn,
          asked.map((line) => line.id),
        ),
      ).list,
    ).toEqual([]);
    const again = await signIn(email, guestDevice());
    expect(okData(await savedItems(again)).list).toEqual([]);
    expect((await cartOf(again)).totals.count).toBe(merged.totals.count);
  });

  it('asks nothing of a guest, and removing the saved lines is an ordinary delete', async () => {
    const saved = await freshProduct('accessories', { stock: 50 });
    const chosen = await freshProduct('accessories', { stock: 50 });
    const { email, headers: accountHeaders } = await account();
    okData(await addToCart(accountHeaders, saved, 1));
    const device = guestDevice();
    okData(await addToCart(device, chosen, 1));
    expect(okData(await savedItems(device)).list).toEqual([]);

    const signedIn = await signIn(email, device);
    const asked = okData(await savedItems(signedIn)).list;
    expect(asked).toHaveLength(1);
    okData(await post('/api/cart/delete', { ids: asked.map((line) => line.id) }, signedIn));
    expect(okData(await savedItems(signedIn)).list).toEqual([]);
    expect((await cartOf(signedIn)).list.map((line) => line.code)).toEqual([chosen.code]);
  });
});
