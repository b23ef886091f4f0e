import type { OrderFacts } from '@/lib/shop/order-operator-rules';
import { OrderStatus } from '@/lib/shop/order-status';
import {
  planShipments,
  readShipmentCsv,
  SHIPMENT_CSV_ROWS_MAX,
  shipmentOrderNumbers,
  type ShipmentRow,
} from '@/lib/shop/shipment-csv';
import { TRACKING_NUMBER_MESSAGE } from '@/lib/shop/tracking-links';

// docs/operating.md#ship-from-csv: the file read, and each row's verdict (ships, or why not).

const paid: OrderFacts = {
  status: OrderStatus.NotShipped,
  totalCents: 5000,
  refundedCents: 0,
  hasPrescription: false,
  prescriptionCheck: null,
  labStage: null,
  paymentProvider: 'demo',
};

const ORDERS: Record<string, OrderFacts> = {
  'OC250101-AAAAAA': paid,
  'OC250101-BBBBBB': paid,
  'OC250101-SHIPPD': { ...paid, status: OrderStatus.Shipped },
  'OC250101-UNPAID': { ...paid, status: OrderStatus.Unpaid, paymentProvider: null },
  'OC250101-RXWAIT': { ...paid, hasPrescription: true },
};
const orderOf = (number: string) => ORDERS[number] ?? null;

const row = (
  number: string,
  carrier = 'UPS',
  trackingNumber = '1Z999AA10123456784',
  at = 2,
): ShipmentRow => ({
  row: at,
  number,
  carrier,
  trackingNumber,
});

describe('one row’s verdict', () => {
  it.each<[string, ShipmentRow, string | null]>([
    ['a paid order ships', row('OC250101-AAAAAA'), null],
    ['in any case, the carrier in any case', row('oc250101-aaaaaa', 'ups'), null],
    ['an unknown order', row('OC250101-ZZZZZZ'), 'There is no order with this number.'],
    ['not an order number at all', row('=HYPERLINK("x")'), 'There is no order with this number.'],
    ['no order number', row(''), 'The order number is missing.'],
    ['an order that has shipped', row('OC250101-SHIPPD'), 'This order has already shipped.'],
    ['an unpaid order', row('OC250101-UNPAID'), 'This order is not paid yet, so it cannot ship.'],
    [
      'a prescription not checked',
      row('OC250101-RXWAIT'),
      'Check the prescription first: an order with prescription lenses ships once its prescription is confirmed.',
    ],
    ['no carrier', row('OC250101-AAAAAA', ''), 'The carrier is missing.'],
    [
      'a carrier the shop does not ship with',
      row('OC250101-AAAAAA', 'Pony Express'),
      expect.stringMatching(
        /^“Pony Express” is not a carrier the shop ships with: USPS, UPS/,
      ) as unknown as string,
    ],
    ['no tracking number', row('OC250101-AAAAAA', 'UPS', ''), 'The tracking number is missing.'],
    ['a tracking number too short', row('OC250101-AAAAAA', 'UPS', '12345'), TRACKING_NUMBER_MESSAGE],
    ['a formula for a tracking number', row('OC250101-AAAAAA', 'UPS', '=1+2345678'), TRACKING_NUMBER_MESSAGE],
    [
      'a tracking number far too long',
      row('OC250101-AAAAAA', 'UPS', '1'.repeat(81)),
      TRACKING_NUMBER_MESSAGE,
    ],
  ])('%s', (_name, input, reason) => {
    const [verdict] = planShipments([input], orderOf);
    expect(verdict).toMatchObject({ row: 2, ships: reason === null, reason });
  });

  it('answers the carrier as the shop names it and the tracking number as carriers read it', () => {
    expect(planShipments([row('oc250101-aaaaaa', 'fedex', '7946 1234-5678')], orderOf)).toEqual([
      {
        row: 2,
        number: 'OC250101-AAAAAA',
        carrier: 'FedEx',
        trackingNumber: '794612345678',
        ships: true,
        reason: null,
      },
    ]);
  });
});

describe('an order on two rows', () => {
  it('ships once from the first when the rows agree', () => {
    const verdicts = planShipments(
      [
        row('OC250101-AAAAAA', 'UPS', '1Z999AA10123456784', 2),
        row('oc250101-aaaaaa', 'ups', '1z999aa1 0123456784', 5),
      ],
      orderOf,
    );
    expect(verdicts.map((verdict) => [verdict.row, verdict.ships, verdict.reason])).toEqual([
      [2, true, null],
      [5, false, 'A duplicate of row 2: the order ships once.'],
    ]);
  });

  it('ships from neither when they name different parcels', () => {
    const verdicts = planShipments(
      [
        row('OC250101-AAAAAA', 'UPS', '1Z999AA10123456784', 2),
        row('OC250101-AAAAAA', 'USPS', '9400100000000000000000', 3),
        row('OC250101-BBBBBB', 'UPS', '1Z999AA10123456785', 4),
      ],
      orderOf,
    );
    expect(verdicts.map((verdict) => [verdict.row, verdict.ships, verdict.reason])).toEqual([
      [
        2,
        false,
        expect.stringMatching(/^This order is on rows 2, 3 with different carriers or tracking numbers/),
      ],
      [3, false, expect.stringMatching(/^This order is on rows 2, 3/)],
      [4, true, null],
    ]);
  });
});

describe('reading the file', () => {
  const HEADER = 'order_number,carrier,tracking_number';

  it.each<[string, string, ShipmentRow[]]>([
    [
      'the documented header',
      `${HEADER}\r\nOC250101-AAAAAA,UPS,1Z999AA10123456784\r\n`,
      [row('OC250101-AAAAAA')],
    ],
    [
      'the export’s headers in another order, other columns ignored, blank lines skipped',
      `\uFEFFTracking number,Status,Order number,Carrier\n1Z999AA10123456784,Not Shipped,OC250101-AAAAAA,UPS\n,,,\n`,
      [row('OC250101-AAAAAA')],
    ],
    [
      'the export’s formula guard taken off, cells trimmed',
      `${HEADER}\n OC250101-AAAAAA ,UPS,'-1Z999AA10123456784\n`,
      [row('OC250101-AAAAAA', 'UPS', '-1Z999AA10123456784')],
    ],
    [
      'a short row reads its missing cells as empty',
      `${HEADER}\nOC250101-AAAAAA,UPS\n`,
      [row('OC250101-AAAAAA', 'UPS', '')],
    ],
  ])('%s', (_name, text, rows) => {
    expect(readShipmentCsv(text)).toEqual({ rows });
  });

  it.each<[string, string, RegExp]>([
    ['an empty file', '', /^The file is empty/],
    [
      'a header without the tracking number',
      'order_number,carrier\nOC250101-AAAAAA,UPS\n',
      /missing from the header \(row 1\): tracking_number\./,
    ],
    [
      'a column twice',
      `order_number,carrier,tracking_number,Carrier\n`,
      /The column carrier is in the header twice/,
    ],
    [
      'a broken quote',
      `order_number,carrier,tracking_number\n"OC250101-AAAAAA,UPS,1\n`,
      /^The file is not a readable CSV file/,
    ],
    [
      'too many rows',
      `order_number,carrier,tracking_number\n${'OC250101-AAAAAA,UPS,1Z999AA10123456784\n'.repeat(SHIPMENT_CSV_ROWS_MAX + 1)}`,
      /^The file has 1,001 rows: ship at most 1,000 orders from one file\./,
    ],
  ])('refuses %s', (_name, text, message) => {
    const read = readShipmentCsv(text);
    expect('error' in read ? read.error : '').toMatch(message);
  });

  it('names each order once, in upper case', () => {
    expect(shipmentOrderNumbers([row('oc250101-aaaaaa'), row('OC250101-AAAAAA'), row('')])).toEqual([
      'OC250101-AAAAAA',
    ]);
  });
});
