import { post } from '../support/call-route';
import { freshProduct, okData } from '../support/checkout-flow';
import { createOperator, type TestOperator } from '../support/operators';
import { adminOrders, shopOrder, type ShopOrder } from '../support/operator-orders';
import { pdfCall } from '../support/pdf-text';
import { MILD_RX } from '../support/prescription-glasses';
import { createShopper, type TestShopper } from '../support/shoppers';

// The order's printed documents (docs/operating.md#documents, docs/product.md#invoice-pdf): the
// console's invoices, packing slips and return labels of a selection in one PDF, and the shopper's
// own invoice. Each PDF's text is read back: numbers, amounts, the FSA/HSA marks, the wearer.

let owner: TestOperator;
let staff: TestOperator;
let catalog: TestOperator;
let stranger: TestShopper;
let mixed: ShopOrder;
let plain: ShopOrder;

const WEARER = 'Ada Lovelace';

beforeAll(async () => {
  owner = await createOperator('owner');
  staff = await createOperator('staff');
  catalog = await createOperator('catalog');
  stranger = await createShopper('documents-stranger');
  // the shop's postal address heads the invoice and receives the returns
  const settings = {
    shopName: 'Lens Lane',
    supportEmail: 'help@lens-lane.example',
    supportPhone: '+1 503 555 0100',
    mailSenderName: 'Lens Lane',
    mailSenderAddress: 'post@lens-lane.example',
    timeZone: 'America/Los_Angeles',
    publicUrl: '',
    postalAddress: '1 Lens Street\nPortland, OR 97201',
  };
  expect((await post('/api/admin/settings/update', settings, owner.headers)).body.code).toBe(200);
  mixed = await shopOrder({
    glasses: { source: 'typed', ...MILD_RX, wearer_name: WEARER },
    item: await freshProduct('accessories', { stock: 5 }),
  });
  plain = await shopOrder({ item: await freshProduct('accessories', { stock: 5 }) });
});

const documents = (operator: { headers: Record<string, string> }, numbers: string[], document = 'invoice') =>
  pdfCall('/api/admin/orders/documents', { numbers, document }, operator.headers);

describe('who may print', () => {
  it('refuses no token and a shopper’s (3), the catalog role (403); owners and staff get the file', async () => {
    const json = { numbers: [plain.number], document: 'invoice' };
    expect((await post('/api/admin/orders/documents', json)).body.code).toBe(3);
    expect((await post('/api/admin/orders/documents', json, plain.shopper.headers)).body.code).toBe(3);
    expect((await post('/api/admin/orders/documents', json, catalog.headers)).body.code).toBe(403);
    for (const member of [owner, staff])
      expect((await documents(member, [plain.number])).type).toBe('application/pdf');
  });
});

describe('the selection: all or nothing', () => {
  it('answers 422 naming the field for too many, none, or a document it does not know', async () => {
    const many = Array.from({ length: 101 }, (_, index) => `OC250101-${String(index).padStart(6, 'A')}`);
    const tooMany = await documents(staff, many);
    expect(tooMany.envelope).toMatchObject({ code: 422, data: { fields: { numbers: expect.any(String) } } });
    expect((await documents(staff, [])).envelope?.code).toBe(422);
    const unknownKind = await documents(staff, [plain.number], 'receipt');
    expect(unknownKind.envelope).toMatchObject({
      code: 422,
      data: { fields: { document: expect.any(String) } },
    });
  });

  it('answers 422 listing the unknown numbers and makes no file', async () => {
    const answer = await documents(staff, [plain.number, 'OC250101-ZZZZZZ', 'OC250101-YYYYYY']);
    expect(answer.type).not.toBe('application/pdf');
    expect(answer.envelope?.code).toBe(422);
    const message = (answer.envelope?.data as { fields: { numbers: string } }).fields.numbers;
    expect(message).toContain('OC250101-ZZZZZZ');
    expect(message).toContain('OC250101-YYYYYY');
    expect(message).not.toContain(plain.number);
  });
});

describe('the invoice', () => {
  it('itemises frame, lenses and add-ons, marks the glasses eligible and names the wearer', async () => {
    const answer = await documents(staff, [mixed.number]);
    const text = answer.pages.join('\n');
    expect(text).toContain(`Invoice ${mixed.number}`);
    expect(text).toContain('Lens Lane');
    expect(text).toContain('help@lens-lane.example');
    expect(text).toContain('1 Lens Street');
    expect(text).toContain('Frame');
    expect(text).toMatch(/Prescription: Single Vision/);
    expect(text).toContain('FSA/HSA eligible: prescription eyewear');
    expect(text).toContain('Not FSA/HSA eligible'); // the accessory
    expect(text).toContain(`Wearer (patient): ${WEARER}`);
    // the order's total, as the shopper was charged, and how it was paid
    const { totals } = okData(await adminOrders(staff, 'info', { number: mixed.number }));
    const total = `$${(totals.totalCents / 100).toFixed(2)}`;
    expect(text).toContain(total);
    expect(text).toMatch(/paid by Demo payment on/);
    // the prescription's powers stay off the invoice
    expect(text).not.toContain('-1.50');
  });

  it('marks nothing eligible on an order of accessories only', async () => {
    const text = (await documents(staff, [plain.number])).pages.join('\n');
    expect(text).toContain('Not FSA/HSA eligible');
    expect(text).not.toContain('FSA/HSA eligible: prescription eyewear');
    expect(text).not.toContain('Wearer');
  });

  it('prints three orders as one PDF, each on its own page in the order given', async () => {
    const third = await shopOrder({ item: await freshProduct('accessories', { stock: 5 }) });
    const numbers = [third.number, mixed.number, plain.number];
    const answer = await documents(owner, numbers);
    expect(answer.disposition).toMatch(/attachment; filename="invoices-\d{4}-\d{2}-\d{2}\.pdf"/);
    expect(answer.pages).toHaveLength(3);
    answer.pages.forEach((page, index) => expect(page).toContain(`Invoice ${numbers[index]}`));
  });
});

describe('the packing slip and the return label', () => {
  it('lists lines and quantities and the ship-to, without a price', async () => {
    const text = (await documents(staff, [mixed.number], 'packingSlip')).pages.join('\n');
    expect(text).toContain(`Packing slip ${mixed.number}`);
    expect(text).toContain('Items in the parcel');
    expect(text).toMatch(/Lenses: Single Vision/);
    expect(text).not.toMatch(/\$\d/);
  });

  it('sends the parcel to the shop’s address with the order number as a barcode', async () => {
    const answer = await documents(staff, [mixed.number], 'returnLabel');
    const text = answer.pages.join('\n');
    expect(text).toContain('Send the parcel to');
    expect(text).toContain('Portland, OR 97201');
    expect(text).toContain(`Order ${mixed.number}`);
  });
});

describe('the shopper’s own invoice', () => {
  it('answers the order’s invoice to its shopper', async () => {
    const answer = await pdfCall(
      '/api/order/invoicePdf',
      { orderNumber: mixed.number },
      mixed.shopper.headers,
    );
    expect(answer.disposition).toBe(`attachment; filename="invoice-${mixed.number}.pdf"`);
    expect(answer.pages.join('\n')).toContain(`Wearer (patient): ${WEARER}`);
  });

  it('answers another shopper 404, like an order that does not exist, and no data', async () => {
    const answer = await pdfCall('/api/order/invoicePdf', { orderNumber: mixed.number }, stranger.headers);
    expect(answer.type).not.toBe('application/pdf');
    expect(answer.envelope).toMatchObject({ code: 404, data: null });
    expect(JSON.stringify(answer.envelope)).not.toContain(WEARER);
    expect((await pdfCall('/api/order/invoicePdf', { orderNumber: mixed.number })).envelope?.code).toBe(3);
  });
});
