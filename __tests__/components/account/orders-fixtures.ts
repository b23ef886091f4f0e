import type { PricedLine } from '@/lib/contract/calls/cart';
import type { AfterSalesRequest, OrderDetail, OrderSummary } from '@/lib/contract/calls/order';

// Orders as /api/order/list and /api/order/info answer them, for the order pages' tests.

export const SHIPPED: OrderSummary = {
  orderNumber: 'OC250601-7K2M9Q',
  status: 2,
  statusName: 'Shipped',
  refundLabel: null,
  createdAt: '2025-06-01T10:00:00.000Z',
  totalCents: 15_490,
  currency: 'USD',
  itemCount: 2,
  preview: [
    {
      name: 'Harbor Round',
      image: { url: '/media/harbor.svg', alt: 'Harbor Round in black', width: 600, height: 300 },
      quantity: 1,
    },
    { name: 'Cleaning kit', image: null, quantity: 1 },
  ],
  canPay: false,
  payBy: null,
  canDelete: false,
  canRequestAfterSales: true,
};

export const UNPAID: OrderSummary = {
  ...SHIPPED,
  orderNumber: 'OC250610-AB12CD',
  status: 0,
  statusName: 'Unpaid',
  createdAt: '2025-06-10T08:00:00.000Z',
  totalCents: 4_900,
  itemCount: 1,
  preview: [],
  canPay: true,
  payBy: '2025-06-11T08:00:00.000Z',
  canDelete: true,
  canRequestAfterSales: false,
};

const GLASSES: PricedLine = {
  id: 11,
  code: 'harbor-round',
  name: 'Harbor Round',
  kind: 'frame',
  sku: 'HR-BLK',
  colorName: 'Black',
  image: { url: '/media/harbor.svg', alt: 'Harbor Round in black', width: 600, height: 300 },
  quantity: 1,
  unitPriceCents: 5_000,
  unitLensCents: 3_900,
  subtotalCents: 8_900,
  frameDiscountCents: 2_500,
  totalCents: 6_400,
  lens: {
    lensUse: 'Single Vision',
    lensUsePriceCents: 0,
    lens: [
      { name: 'Lens Index', item: '1.61 Thin', priceCents: 2_900 },
      { name: 'Lens Type', item: 'Blue-light filtering', priceCents: 1_000 },
    ],
    prescription: [],
    prescriptionNote: 'From your saved prescription “Distance 2026”',
    rx: {
      source: 'saved',
      values: {
        od_sph: -2.25,
        od_cyl: -0.5,
        od_axis: 90,
        od_add: null,
        os_sph: -2,
        os_cyl: null,
        os_axis: null,
        os_add: null,
        pd: null,
        pd_right: 32,
        pd_left: 31.5,
      },
      photo: false,
      savedName: 'Distance 2026',
    },
  },
};

const KIT: PricedLine = {
  ...GLASSES,
  id: 12,
  code: 'cleaning-kit',
  name: 'Cleaning kit',
  kind: 'accessory',
  sku: 'KIT-1',
  colorName: '',
  image: null,
  unitPriceCents: 1_200,
  unitLensCents: 0,
  subtotalCents: 1_200,
  frameDiscountCents: 0,
  totalCents: 1_200,
  lens: null,
};

export const REQUEST: AfterSalesRequest = {
  id: 7,
  orderNumber: SHIPPED.orderNumber,
  kind: 'return',
  reason: 'damaged',
  details: 'The left temple arrived cracked.',
  refundTo: 'wallet',
  state: 'approved',
  photos: ['7-0'],
  createdAt: '2025-06-05T09:00:00.000Z',
  resolvedAt: '2025-06-06T09:00:00.000Z',
  resolution: 'Refunded as store credit.',
};

export const SHIPPED_DETAIL: OrderDetail = {
  ...SHIPPED,
  lines: [GLASSES, KIT],
  totals: {
    subtotalCents: 10_100,
    frameDiscountCents: 2_500,
    frameOfferName: 'Second frame 50% off',
    couponDiscountCents: 1_000,
    shippingCents: 0,
    totalCents: 6_600,
    freeShipping: true,
    awayFromFreeShippingCents: 0,
    taxCents: 0,
    taxIncluded: false,
    taxName: '',
  },
  couponCode: 'WELCOME10',
  address: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    countryCode: 'US',
    countryName: 'United States',
    province: 'NY',
    city: 'New York',
    line1: '12 Main Street',
    line2: 'Apt 4',
    postcode: '10001',
    phoneCode: '1',
    phone: '212 555 0100',
    summary: 'Ada Lovelace, 12 Main Street, New York',
  },
  email: 'ada@example.com',
  shippingMethod: 'standard',
  shippingName: 'Standard shipping',
  shippingDays: [5, 8],
  payment: { provider: 'paypal', paidAt: '2025-06-01T10:05:00.000Z', reference: 'PAY-123' },
  tracking: { carrier: 'UPS', number: '1Z999', url: 'https://track.example/1Z999' },
  history: [
    { status: 0, statusName: 'Unpaid', at: '2025-06-01T10:00:00.000Z', note: 'Order placed' },
    { status: 1, statusName: 'Not Shipped', at: '2025-06-01T10:05:00.000Z', note: 'Paid with PayPal' },
    { status: 2, statusName: 'Shipped', at: '2025-06-02T15:00:00.000Z', note: 'Handed to UPS' },
  ],
  afterSales: [],
  deliveredAt: '2099-06-01T10:05:00.000Z',
  afterSalesUntil: '2099-07-01T10:05:00.000Z',
  prescriptionDueAt: null,
  prescriptionAddition: null,
  timeline: null,
};

/** One page of a list as every paginated call answers it. */
export function pageOf<T>(list: T[], extra: object = {}) {
  return { list, total: list.length, page: 1, pageSize: 10, pageCount: list.length ? 1 : 0, ...extra };
}
