import { randomBytes } from 'node:crypto';
import type { CartLine, LineLens } from '@/lib/contract/calls/cart';
import type { OrderDetail } from '@/lib/contract/calls/order';
import type { UserInfo } from '@/lib/contract/calls/user';
import { post } from '../support/call-route';
import {
  fromAddress,
  guestDevice,
  must,
  okData,
  payWithDemo,
  readySnapshot,
  snapshoot,
  snapshootShipping,
  submitOrder,
  US_ADDRESS,
  type CartAnswer,
  type Headers,
} from '../support/checkout-flow';
import { useTestOutbox } from '../support/outbox';
import { addPrescriptionGlasses, MILD_RX } from '../support/prescription-glasses';
import { createShopper } from '../support/shoppers';

// Prescriptions at checkout, through the calls the storefront makes: a glasses line carries the
// prescription it is made to (typed values, a saved prescription's values and name from the owner's
// own book, or that a photo was uploaded) in the cart, the checkout and the order, under the
// display names of docs/product.md#lens-flow and never the lower-case "config"; the shipping
// address's name fills a profile that has none.

beforeAll(async () => {
  await useTestOutbox();
});

const TYPED_NUMBERS = {
  od_sph: -1.5,
  od_cyl: null,
  od_axis: null,
  od_add: null,
  os_sph: -1.25,
  os_cyl: -0.5,
  os_axis: 90,
  os_add: null,
  pd: 63,
  pd_right: null,
  pd_left: null,
};

const glassesOf = (list: readonly { lens: LineLens | null }[]) => must(list.find((line) => line.lens)?.lens);

function expectShopperLabels(lens: LineLens) {
  const names = [...lens.lens, ...lens.prescription].map((item) => item.name);
  expect(names).toEqual(['Additional Price', 'Lens Index', 'Lens Type']);
  expect(JSON.stringify(lens)).not.toMatch(/"config"|lens_index|lens_type|add_ones/);
}

describe('a typed prescription in the cart, the checkout and the order', () => {
  it('travels with the line as dioptres and millimetres, from cart to paid order', async () => {
    const shopper = await createShopper('rx-typed');
    await addPrescriptionGlasses(shopper.headers, { source: 'typed', ...MILD_RX });

    const cart = (await post<CartAnswer>('/api/cart/list', {}, shopper.headers)).body.data;
    const inCart = glassesOf(cart.list);
    expect(inCart.lensUse).toBe('Single Vision');
    expect(inCart.rx).toEqual({ source: 'typed', values: TYPED_NUMBERS, photo: false, savedName: null });
    expect(inCart.prescriptionNote).toBe('Entered by you');
    expectShopperLabels(inCart);

    const snapshot = await readySnapshot(shopper.headers);
    expect(glassesOf(snapshot.lines).rx?.values).toEqual(TYPED_NUMBERS);
    const summary = okData(
      await post<{ list: CartLine[] }>(
        '/api/order/productList',
        { snapshotId: snapshot.snapshotId },
        shopper.headers,
      ),
    );
    expect(glassesOf(summary.list).rx?.values).toEqual(TYPED_NUMBERS);

    const order = okData(await submitOrder(shopper.headers, snapshot.snapshotId));
    okData(await payWithDemo(shopper.headers, order.orderNumber));
    const detail = okData(
      await post<OrderDetail>('/api/order/info', { orderNumber: order.orderNumber }, shopper.headers),
    );
    const ordered = glassesOf(detail.lines);
    expect(ordered.rx).toEqual({ source: 'typed', values: TYPED_NUMBERS, photo: false, savedName: null });
    expectShopperLabels(ordered);
  });

  it('a saved prescription shows its values and its name, read from the owner’s book only', async () => {
    const shopper = await createShopper('rx-saved');
    const saved = okData(
      await post<{ id: number }>(
        '/api/prescription/save',
        { name: 'Distance 2026', od_sph: '-2.25', os_sph: '-2.00', pd_right: '32', pd_left: '31.5' },
        shopper.headers,
      ),
    );
    await addPrescriptionGlasses(shopper.headers, { source: 'saved', id: saved.id });
    const cart = (await post<CartAnswer>('/api/cart/list', {}, shopper.headers)).body.data;
    const lens = glassesOf(cart.list);
    expect(lens.rx).toMatchObject({
      source: 'saved',
      savedName: 'Distance 2026',
      photo: false,
      values: { od_sph: -2.25, os_sph: -2, pd: null, pd_right: 32, pd_left: 31.5 },
    });
    expect(lens.prescriptionNote).toBe('From your saved prescription “Distance 2026”');

    // deleted from the book, the line keeps the values it will be made to, without the name
    okData(await post('/api/prescription/delete', { id: saved.id }, shopper.headers));
    const after = glassesOf((await post<CartAnswer>('/api/cart/list', {}, shopper.headers)).body.data.list);
    expect(after.rx).toMatchObject({ source: 'saved', savedName: null, values: { od_sph: -2.25 } });
    expect(after.prescriptionNote).toBe('From a saved prescription');
  });

  it('an uploaded photo reads "Prescription photo uploaded", with no values', async () => {
    const headers = { ...guestDevice(), ...fromAddress() };
    const form = new FormData();
    const { default: sharp } = await import('sharp');
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#eeeeee' } })
      .jpeg()
      .toBuffer();
    form.append('file', new File([new Uint8Array(photo)], 'rx.jpg', { type: 'image/jpeg' }));
    const { callRoute } = await import('../support/call-route');
    const uploaded = await callRoute<{ upload: string }>('POST', '/api/process/upload', {
      body: form,
      headers,
    });
    await addPrescriptionGlasses(headers, { source: 'image', upload: uploaded.body.data.upload });
    const lens = glassesOf((await post<CartAnswer>('/api/cart/list', {}, headers)).body.data.list);
    expect(lens.rx).toEqual({ source: 'image', values: null, photo: true, savedName: null });
    expect(lens.prescriptionNote).toBe('Prescription photo uploaded');
  });
});

describe('the shipping address’s name fills an empty profile name', () => {
  const userInfo = async (headers: Headers) =>
    okData(await post<UserInfo>('/api/user/userInfo', {}, headers));

  it('a guest’s new account is named after the address, in the session answered too', async () => {
    const guest = { ...guestDevice(), ...fromAddress() };
    await addPrescriptionGlasses(guest, { source: 'typed', ...MILD_RX });
    const taken = okData(await snapshoot(guest));
    const email = `named-${randomBytes(4).toString('hex')}@example.com`;
    const shipped = okData(await snapshootShipping(guest, taken.snapshotId, { address: US_ADDRESS, email }));
    const signIn = must(shipped.signIn) as { token: string; userInfo: UserInfo };
    expect(signIn.userInfo).toMatchObject({ email, firstName: 'Ada', lastName: 'Lovelace' });
    const headers = { authorization: `Bearer ${signIn.token}` };
    expect(await userInfo(headers)).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
  });

  it('a signed-in shopper without a name gets it; one with a name keeps theirs', async () => {
    const nameless = await createShopper('nameless');
    okData(await post('/api/user/setUserInfo', { firstName: '', lastName: '' }, nameless.headers));
    await addPrescriptionGlasses(nameless.headers, { source: 'typed', ...MILD_RX });
    await readySnapshot(nameless.headers, {
      address: { ...US_ADDRESS, firstName: 'Grace', lastName: 'Hopper' },
    });
    expect(await userInfo(nameless.headers)).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });

    const named = await createShopper('named');
    await addPrescriptionGlasses(named.headers, { source: 'typed', ...MILD_RX });
    await readySnapshot(named.headers, {
      address: { ...US_ADDRESS, firstName: 'Grace', lastName: 'Hopper' },
    });
    expect(await userInfo(named.headers)).toMatchObject({ firstName: 'Test', lastName: 'Shopper' });
  });
});
