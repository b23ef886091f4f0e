import { mailTo, useTestOutbox } from '../support/outbox';
import {
  addGlasses,
  cartOf,
  freshProduct,
  must,
  okData,
  payWithDemo,
  readySnapshot,
  submitOrder,
} from '../support/checkout-flow';
import { uploadedPrescription } from '../support/operator-orders';
import { addPrescriptionGlasses } from '../support/prescription-glasses';
import { createShopper } from '../support/shoppers';

// docs/product.md#line-breakdown: the paid-order mail lists each line with its frame and every
// lens choice with its price, the lens use's included, in US dollars (the charge), so the lines
// add up to the payment it confirms.

let outbox = '';
beforeAll(async () => {
  outbox = await useTestOutbox();
});

/** A mail as a person reads it: quoted-printable's soft breaks and UTF-8 escapes undone. */
const decoded = (raw: string) =>
  decodeURIComponent(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/%/g, '%25')
      .replace(/=([0-9A-F]{2})/g, '%$1'),
  );

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

describe('the paid-order mail', () => {
  it('itemises a pair: frame, lens use and each lens choice with its price, then the totals', async () => {
    const started = Date.now();
    const shopper = await createShopper('mail-lines');
    const frame = await freshProduct('sunglasses', { priceCents: 7_900 });
    await addGlasses(shopper.headers, frame);
    const [line] = (await cartOf(shopper.headers)).list;
    const lens = must(line?.lens);
    // the cart carries the lens use's price: part of the lens price, as every choice's is
    expect(lens.lensUsePriceCents).toBe(2_500);
    expect(must(line).unitLensCents).toBe(
      lens.lensUsePriceCents + lens.lens.reduce((sum, item) => sum + item.priceCents, 0),
    );

    const snapshot = await readySnapshot(shopper.headers);
    const order = okData(await submitOrder(shopper.headers, snapshot.snapshotId));
    okData(await payWithDemo(shopper.headers, order.orderNumber));
    const mail = decoded(
      await mailTo(
        outbox,
        shopper.email,
        `Your Oculo order ${order.orderNumber} is confirmed`,
        started - 1000,
      ),
    );

    const lineTotal = 7_900 + must(line).unitLensCents;
    expect(mail).toContain(`${must(line).name} (${must(line).colorName}): ${usd(lineTotal)}`);
    expect(mail).toContain('  Frame: $79.00');
    expect(mail).toContain(`  Prescription: ${lens.lensUse}, $25.00`);
    const [coating, lensType] = lens.lens;
    expect(mail).toContain(`  Coating: ${must(coating).item}, included`);
    expect(mail).toContain(
      `  Lens type: ${must(lensType).item}, ${must(lensType).priceCents === 0 ? 'included' : usd(must(lensType).priceCents)}`,
    );
    expect(mail).not.toMatch(/Additional Price|Prescription Type/);
    expect(mail).toContain(`Subtotal: ${usd(lineTotal)}`);
    expect(mail).toContain(`Total: ${usd(order.totalCents)}`);
    // the HTML twin lists the same
    expect(mail).toMatch(/<table role="presentation"[^>]*>.*Lens type: /s);
  });

  // docs/product.md#photo-pd
  it.each([
    ['one PD', { pd: '62.5' }, 'PD 62.5'],
    ['a PD per eye', { pd_right: '31.5', pd_left: '32' }, 'PD 31.5 / 32'],
    ['the PD on the photo', { pdOnPhoto: true }, 'PD on the photo'],
  ])('says the PD given with a photo of the prescription: %s', async (_case, pd, text) => {
    const started = Date.now();
    const shopper = await createShopper('mail-photo-pd');
    const photo = await uploadedPrescription(shopper);
    if (photo.source !== 'image') throw new Error('the photo was not uploaded');
    await addPrescriptionGlasses(shopper.headers, { ...photo, ...pd });
    const snapshot = await readySnapshot(shopper.headers);
    const order = okData(await submitOrder(shopper.headers, snapshot.snapshotId));
    okData(await payWithDemo(shopper.headers, order.orderNumber));
    const mail = decoded(
      await mailTo(
        outbox,
        shopper.email,
        `Your Oculo order ${order.orderNumber} is confirmed`,
        started - 1000,
      ),
    );
    expect(mail).toContain(`  Prescription photo uploaded, ${text}`);
  });
});
