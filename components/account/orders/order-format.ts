import type { AfterSalesRequest } from '@/lib/contract/calls/order';
import { accountHref } from '@/lib/shop/account-menu';

// How the account's order pages say dates, providers and where things are. The pages load in the
// browser, so dates read in the shopper's own time zone.

const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const MOMENT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function formatWith(format: Intl.DateTimeFormat, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format.format(date);
}

/** "Jun 1, 2025". */
export function formatOrderDate(iso: string): string {
  return formatWith(DAY, iso);
}

/** "Jun 1, 2025, 2:05 PM". */
export function formatOrderTime(iso: string): string {
  return formatWith(MOMENT, iso);
}

/** "1 item", "3 items". */
export function itemCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

const PROVIDER_NAMES: Readonly<Record<string, string>> = {
  paypal: 'PayPal',
  stripe: 'Card',
  demo: 'Demo payment',
};

/** The payment provider as a shopper knows it; an unknown one as the server names it. */
export function paymentProviderName(provider: string): string {
  return PROVIDER_NAMES[provider] ?? provider;
}

/** Where an after-sales request stands, in the shopper's words. */
export const AFTER_SALES_STATE_NAMES: Readonly<Record<AfterSalesRequest['state'], string>> = {
  pending: 'Waiting for our review',
  approved: 'Approved',
  declined: 'Declined',
};

const ORDER_QUERY = (orderNumber: string) => `?order=${encodeURIComponent(orderNumber)}`;

/** The pages an order links to. */
export const orderLinks = {
  list: accountHref('order/order'),
  detail: (orderNumber: string) => `${accountHref('order/order-detail')}${ORDER_QUERY(orderNumber)}`,
  invoice: (orderNumber: string) => `${accountHref('order/template')}${ORDER_QUERY(orderNumber)}`,
  afterSales: (orderNumber: string) => `${accountHref('order/after-sales')}${ORDER_QUERY(orderNumber)}`,
  afterSalesList: accountHref('order/after-sales'),
  // docs/product.md#prescription-later: the prescription of an order paid without it
  sendPrescription: (orderNumber: string) =>
    `${accountHref('order/send-prescription')}${ORDER_QUERY(orderNumber)}`,
  // the checkout's payment page pays an unpaid order (/payment)
  pay: (orderNumber: string) => `/payment${ORDER_QUERY(orderNumber)}`,
} as const;
