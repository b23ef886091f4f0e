import {
  eligibilityOf,
  eligibleAmount,
  invoiceLineOf,
  invoiceTotalRows,
  packingLineOf,
  shopDay,
  wearerOf,
  type DocumentLineInput,
  type InvoiceTotalsInput,
} from '@/lib/shop/invoice-lines';

// docs/operating.md#documents and docs/product.md#invoice-pdf: which lines an FSA/HSA claim may
// name, whom the glasses are for, the invoice's lines and totals, the packing slip's lines.

const lens = {
  lensUse: 'Single Vision',
  lensUsePriceCents: 0,
  lens: [
    { name: 'lens_index', item: '1.61 High-Index', priceCents: 3000 },
    { name: 'add_ones', item: 'Blue light', priceCents: 1900 },
  ],
  prescription: [],
};
const rx = { wearerName: 'Ada Lovelace', savedName: 'Reading pair' };

const glasses: DocumentLineInput = {
  name: 'Aviator Classic',
  colorName: 'Gold',
  sku: 'AV-1-GLD',
  kind: 'frame',
  quantity: 1,
  unitPriceCents: 8900,
  unitLensCents: 4900,
  frameDiscountCents: 0,
  totalCents: 13800,
  lens,
  prescription: rx,
};

describe('eligibilityOf: prescription glasses and lenses only', () => {
  it.each([
    ['prescription glasses', { kind: 'frame', lens, prescription: rx }, 'eligible'],
    [
      'prescription to be sent later',
      { kind: 'frame', lens, prescription: { wearerName: null, savedName: null } },
      'eligible',
    ],
    ['sunglasses with non-prescription lenses', { kind: 'frame', lens, prescription: null }, 'not-eligible'],
    ['a frame alone', { kind: 'frame', lens: null, prescription: null }, 'not-eligible'],
    ['an accessory', { kind: 'accessory', lens: null, prescription: null }, 'not-eligible'],
  ] as const)('%s → %s', (_name, line, expected) => {
    expect(eligibilityOf(line)).toBe(expected);
  });
});

describe('wearerOf: the prescription names whom the glasses are for', () => {
  it.each([
    ['the wearer written on it', rx, 'Ada Lovelace'],
    ['else the name it is saved under', { wearerName: null, savedName: 'Reading pair' }, 'Reading pair'],
    ['else the person billed', { wearerName: ' ', savedName: null }, 'Grace Hopper'],
    ['no prescription, no wearer', null, null],
  ] as const)('%s', (_name, prescription, expected) => {
    expect(wearerOf(prescription, 'Grace Hopper')).toBe(expected);
  });
});

describe('invoiceLineOf: frame, lenses and each add-on with their prices', () => {
  it('itemises one pair in US dollars and marks it', () => {
    expect(invoiceLineOf(glasses, 'Grace Hopper')).toEqual({
      title: 'Aviator Classic',
      detail: 'Gold, SKU AV-1-GLD',
      quantity: 1,
      rows: [
        { label: 'Frame', amount: '$89.00' },
        { label: 'Prescription: Single Vision', amount: 'Included' },
        { label: 'Lens thickness: 1.61 High-Index', amount: '$30.00' },
        { label: 'Coating: Blue light', amount: '$19.00' },
      ],
      discount: null,
      total: '$138.00',
      totalCents: 13800,
      eligibility: 'eligible',
      wearer: 'Ada Lovelace',
    });
  });

  it('shows the second-frame offer and leaves an accessory unmarked', () => {
    const pair = invoiceLineOf({ ...glasses, quantity: 2, frameDiscountCents: 4450, totalCents: 23150 }, '');
    expect(pair).toMatchObject({ quantity: 2, discount: '-$44.50', total: '$231.50' });
    const cloth = invoiceLineOf(
      {
        ...glasses,
        kind: 'accessory',
        lens: null,
        prescription: null,
        unitLensCents: 0,
        totalCents: 900,
        unitPriceCents: 900,
      },
      'Grace Hopper',
    );
    expect(cloth).toMatchObject({
      rows: [{ label: 'Item', amount: '$9.00' }],
      eligibility: 'not-eligible',
      wearer: null,
    });
    expect(eligibleAmount([pair, cloth])).toBe('$231.50');
    expect(eligibleAmount([cloth])).toBeNull();
  });
});

const totals: InvoiceTotalsInput = {
  subtotalCents: 20000,
  frameDiscountCents: 0,
  frameOfferName: 'Second frame 50% off',
  couponDiscountCents: 0,
  couponCode: null,
  shippingCents: 0,
  shippingName: 'Standard',
  taxCents: 0,
  taxIncluded: false,
  taxName: '',
  totalCents: 20000,
  refundedCents: 0,
};

describe('invoiceTotalRows: discounts, shipping, tax when the order has one, refunds', () => {
  it.each([
    ['no tax, free shipping', {}, ['Subtotal $200.00', 'Shipping (Standard) Free', 'Total $200.00']],
    [
      'tax added (US)',
      { taxName: 'Sales tax', taxCents: 1650, totalCents: 21650 },
      ['Subtotal $200.00', 'Shipping (Standard) Free', 'Sales tax $16.50', 'Total $216.50'],
    ],
    [
      'tax included (EU)',
      { taxName: 'VAT', taxIncluded: true, taxCents: 3333 },
      ['Subtotal $200.00', 'Shipping (Standard) Free', 'Total $200.00', 'Total incl. VAT $33.33'],
    ],
    [
      'offer, coupon, shipping and a refund',
      {
        frameDiscountCents: 4450,
        couponDiscountCents: 1000,
        couponCode: 'HELLO10',
        shippingCents: 995,
        totalCents: 15545,
        refundedCents: 5000,
      },
      [
        'Subtotal $200.00',
        'Second frame 50% off -$44.50',
        'Coupon HELLO10 -$10.00',
        'Shipping (Standard) $9.95',
        'Total $155.45',
        'Refunded -$50.00',
        'Net paid $105.45',
      ],
    ],
  ] as const)('%s', (_name, change, expected) => {
    expect(invoiceTotalRows({ ...totals, ...change }).map((row) => `${row.label} ${row.amount}`)).toEqual(
      expected,
    );
  });
});

describe('packingLineOf: what goes in the parcel, no prices', () => {
  it.each([
    ['glasses', glasses, 'Lenses: Single Vision, 1.61 High-Index, Blue light'],
    ['an item alone', { ...glasses, lens: null }, ''],
  ] as const)('%s', (_name, line, lenses) => {
    const packed = packingLineOf(line);
    expect(packed).toEqual({ title: 'Aviator Classic', detail: 'Gold, SKU AV-1-GLD', quantity: 1, lenses });
    expect(JSON.stringify(packed)).not.toContain('$');
  });
});

describe('shopDay: the date in the shop’s time zone', () => {
  it.each([
    ['UTC', 'January 1, 2026'],
    ['America/New_York', 'December 31, 2025'],
    ['Asia/Tokyo', 'January 1, 2026'],
  ])('%s', (zone, expected) => {
    expect(shopDay(new Date('2026-01-01T03:00:00Z'), zone)).toBe(expected);
  });
});
