import { formatPrice, type CurrencyCode } from '@/lib/shop/currency';
import type { Mail } from '../mailer';
import { composeMail, greetingFor, siteAddress } from './layout';

/** After a verified payment: the order number, what it costs and where to follow it. */
export function orderPaidMail(order: {
  to: string;
  firstName: string;
  number: string;
  totalCents: number;
  currency: CurrencyCode;
  itemCount: number;
}): Mail {
  const total = formatPrice(order.totalCents, 'USD');
  const shown = order.currency === 'USD' ? '' : ` (about ${formatPrice(order.totalCents, order.currency)})`;
  return composeMail({
    to: order.to,
    subject: `Your Oculo order ${order.number} is confirmed`,
    greeting: greetingFor(order.firstName),
    paragraphs: [
      `Thank you for your order. We received your payment of ${total}${shown} for ${order.itemCount} item${order.itemCount === 1 ? '' : 's'}.`,
      'Our lab starts on your glasses now; we will write again when your order ships.',
    ],
    action: {
      label: 'Follow your order',
      href: siteAddress(`/centerMain/order/order-detail?order=${encodeURIComponent(order.number)}`),
    },
    footnote: 'You have 30 days from delivery to return or exchange your order.',
  });
}

/** When the order leaves the lab: the carrier and the tracking number to follow the parcel by. */
export function orderShippedMail(order: {
  to: string;
  firstName: string;
  number: string;
  carrier: string;
  trackingNumber: string;
}): Mail {
  return composeMail({
    to: order.to,
    subject: `Your Oculo order ${order.number} is on its way`,
    greeting: greetingFor(order.firstName),
    paragraphs: [
      `Your order ${order.number} has shipped with ${order.carrier}.`,
      `Tracking number: ${order.trackingNumber}`,
    ],
    action: {
      label: 'Follow your order',
      href: siteAddress(`/centerMain/order/order-detail?order=${encodeURIComponent(order.number)}`),
    },
    footnote: 'You have 30 days from delivery to return or exchange your order.',
  });
}
