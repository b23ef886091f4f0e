import { http } from 'msw';
import type { Address } from '@/lib/contract/calls/address';
import type { OrderTotalsView, ShippingOptionView, Snapshot } from '@/lib/contract/calls/checkout';
import type { OrderDetail } from '@/lib/contract/calls/order';
import type { Country } from '@/lib/contract/calls/reference';
import type { UserInfo } from '@/lib/client/store';
import { ADA } from '../../client/account-fixtures';
import { envelope, server, SHOP } from '../../client/api/api-test-server';
import { GLASSES, SECOND_GLASSES } from '../cart/cart-fixtures';

// A checkout as the server answers it: a snapshot of two pairs (the second at 50% off its frame),
// US shipping free from $69, and the order it becomes.

export const SNAPSHOT_ID = '0123456789abcdef0123456789abcdef';
export const ORDER_NUMBER = 'OC260115-K7Q2ZD';

export const COUNTRIES: Country[] = [
  {
    id: 1,
    isoCode: 'US',
    name: 'United States',
    phoneCode: '1',
    currency: 'USD',
    ships: true,
    requiresProvince: true,
  },
  {
    id: 3,
    isoCode: 'GB',
    name: 'United Kingdom',
    phoneCode: '44',
    currency: 'GBP',
    ships: true,
    requiresProvince: false,
  },
];

export const US_OPTIONS: ShippingOptionView[] = [
  {
    method: 'standard',
    name: 'Standard shipping',
    days: '5–8 business days',
    feeCents: 0,
    regularFeeCents: 595,
    free: true,
  },
  {
    method: 'expedited',
    name: 'Expedited shipping',
    days: '3–4 business days',
    feeCents: 1_495,
    regularFeeCents: 1_495,
    free: false,
  },
];
export const GB_OPTIONS: ShippingOptionView[] = [
  {
    method: 'standard',
    name: 'International standard',
    days: '10–20 business days',
    feeCents: 1_495,
    regularFeeCents: 1_495,
    free: false,
  },
];

export const LINES = [GLASSES, SECOND_GLASSES].map(
  ({ needsLenses: _n, maxQuantity: _m, problem: _p, ...line }) => line,
);

export const TOTALS: OrderTotalsView = {
  subtotalCents: 14_800,
  frameDiscountCents: 2_450,
  frameOfferName: 'Second frame 50% off',
  couponDiscountCents: 0,
  shippingCents: 0,
  totalCents: 12_350,
  freeShipping: true,
  awayFromFreeShippingCents: 0,
  taxCents: 0,
  taxIncluded: false,
  taxName: '',
};

export const HOME: Address = {
  id: 7,
  firstName: 'Ada',
  lastName: 'Lovelace',
  countryCode: 'US',
  countryName: 'United States',
  province: 'Illinois',
  city: 'Springfield',
  line1: '12 Main St',
  line2: '',
  postcode: '62701',
  phoneCode: '1',
  phone: '5551234567',
  isDefault: true,
  // as addressSummary writes it: the name first
  summary: 'Ada Lovelace, 12 Main St, Springfield, Illinois 62701, United States',
  updatedAt: '2026-01-02T10:00:00.000Z',
};

const { id: _id, isDefault: _default, updatedAt: _updated, ...shippingAddress } = HOME;

export const SNAPSHOT: Snapshot = {
  snapshotId: SNAPSHOT_ID,
  lines: LINES,
  totals: TOTALS,
  coupon: null,
  couponProblem: null,
  address: shippingAddress,
  email: 'ada@example.com',
  shippingMethod: 'standard',
  shippingOptions: US_OPTIONS,
  currency: 'USD',
  expiresAt: '2099-01-01T00:00:00.000Z',
  orderNumber: null,
};

export const NEW_ACCOUNT: UserInfo = {
  ...ADA,
  email: 'grace@example.com',
  firstName: 'Grace',
  hasPassword: false,
};

export const PAID_ORDER: OrderDetail = {
  orderNumber: ORDER_NUMBER,
  status: 1,
  statusName: 'Not Shipped',
  refundLabel: null,
  createdAt: '2026-01-15T10:00:00.000Z',
  totalCents: 12_350,
  currency: 'USD',
  itemCount: 2,
  preview: [],
  canPay: false,
  payBy: null,
  canDelete: false,
  canRequestAfterSales: true,
  lines: LINES,
  totals: TOTALS,
  couponCode: null,
  address: shippingAddress,
  email: 'ada@example.com',
  shippingMethod: 'standard',
  shippingName: 'Standard shipping',
  shippingDays: [5, 8],
  payment: { provider: 'demo', paidAt: '2026-01-15T10:05:00.000Z', reference: 'demo-1' },
  tracking: null,
  history: [],
  afterSales: [],
  deliveredAt: null,
  afterSalesUntil: null,
  prescriptionDueAt: null,
  prescriptionAddition: null,
  timeline: null,
};

export const UNPAID_ORDER: OrderDetail = {
  ...PAID_ORDER,
  status: 0,
  statusName: 'Unpaid',
  canPay: true,
  payBy: '2099-01-15T11:00:00.000Z',
  payment: null,
};

export interface Sent {
  path: string;
  body: Record<string, unknown>;
}

/** Answers POST `path` with `reply`, recording what the page sent. */
export function answer(sent: Sent[], path: string, reply: (body: Record<string, unknown>) => Response) {
  server.use(
    http.post(`${SHOP}${path}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push({ path, body });
      return reply(body);
    }),
  );
}

/** What every checkout loads: the countries, provinces, the snapshot's status, lines and fees. */
export function checkoutAnswers(sent: Sent[]) {
  server.use(
    http.get(`${SHOP}/api/other/country`, () => envelope(200, 'success', { list: COUNTRIES })),
    http.post(`${SHOP}/api/other/provinceList`, async ({ request }) => {
      const { isoCode } = (await request.json()) as { isoCode: string };
      const list =
        isoCode === 'US'
          ? [
              { id: 1, code: 'IL', name: 'Illinois' },
              { id: 2, code: 'NY', name: 'New York' },
            ]
          : [];
      return envelope(200, 'success', { list });
    }),
    http.post(`${SHOP}/api/cart/snapshootStatus`, () =>
      envelope(200, 'success', { valid: true, problems: [], orderNumber: null }),
    ),
    http.post(`${SHOP}/api/order/productList`, () =>
      envelope(200, 'success', { list: LINES, totals: TOTALS }),
    ),
    // nothing came from an account's saved cart
    http.post(`${SHOP}/api/cart/savedItems`, () => envelope(200, 'success', { list: [] })),
  );
  answer(sent, '/api/order/expressFeeList', (body) =>
    envelope(200, 'success', {
      list: body.countryCode === 'GB' ? GB_OPTIONS : US_OPTIONS,
      countryCode: body.countryCode,
      discountedMerchandiseCents: 12_350,
      awayFromFreeShippingCents: 0,
    }),
  );
}
