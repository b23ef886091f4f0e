import { formatPrice, type CurrencyCode } from '@/lib/shop/currency';
import { composeMail, greetingFor, type Mail, shopName, siteAddress } from '@/lib/server/platform/mail';
import { orderMailItems, type MailOrderLine, type MailOrderTotals } from './order-items';

/**
 * After a verified payment: the order number, what was bought, itemised as the checkout showed it
 * (docs/product.md#line-breakdown), what it costs and where to follow it.
 */
export function orderPaidMail(order: {
  to: string;
  firstName: string;
  number: string;
  totalCents: number;
  currency: CurrencyCode;
  itemCount: number;
  lines: readonly MailOrderLine[];
  totals: MailOrderTotals;
}): Mail {
  const total = formatPrice(order.totalCents, 'USD');
  const shown = order.currency === 'USD' ? '' : ` (about ${formatPrice(order.totalCents, order.currency)})`;
  return composeMail({
    to: order.to,
    subject: `Your ${shopName()} order ${order.number} is confirmed`,
    greeting: greetingFor(order.firstName),
    paragraphs: [
      `Thank you for your order. We received your payment of ${total}${shown} for ${order.itemCount} item${order.itemCount === 1 ? '' : 's'}.`,
      'Our lab starts on your glasses now; we will write again when your order ships.',
    ],
    items: orderMailItems(order.lines, order.totals),
    action: {
      label: 'Follow your order',
      href: siteAddress(`/centerMain/order/order-detail?order=${encodeURIComponent(order.number)}`),
    },
    footnote: 'You have 30 days from delivery to return or exchange your order.',
  });
}

/**
 * When the lab starts making the lenses (docs/product.md#order-timeline): the prescription is
 * confirmed and the glasses are on their way through the lab, with the day they should ship.
 */
export function orderInProductionMail(order: {
  to: string;
  firstName: string;
  number: string;
  /** YYYY-MM-DD, or null when there is none to give. */
  estimatedShipDate: string | null;
}): Mail {
  const day = order.estimatedShipDate
    ? new Intl.DateTimeFormat('en-US', {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${order.estimatedShipDate}T12:00:00Z`))
    : null;
  return composeMail({
    to: order.to,
    subject: `Your ${shopName()} order ${order.number} is in production`,
    greeting: greetingFor(order.firstName),
    paragraphs: [
      `Our lab is making the lenses of your order ${order.number} now, to the prescription we confirmed.`,
      day
        ? `We expect it to ship on ${day}; your order page follows each step.`
        : 'Your order page follows each step.',
    ],
    action: { label: 'Follow your order', href: orderPageOf(order.number) },
  });
}

/**
 * When the order leaves the lab: the carrier, the tracking number and the carrier's page to follow
 * the parcel by (docs/operating.md#order-work), or the order page when the carrier has no page.
 */
export function orderShippedMail(order: {
  to: string;
  firstName: string;
  number: string;
  carrier: string;
  trackingNumber: string;
  trackingUrl: string | null;
}): Mail {
  const orderPage = orderPageOf(order.number);
  return composeMail({
    to: order.to,
    subject: `Your ${shopName()} order ${order.number} is on its way`,
    greeting: greetingFor(order.firstName),
    paragraphs: [
      `Your order ${order.number} has shipped with ${order.carrier}.`,
      `Tracking number: ${order.trackingNumber}`,
      ...(order.trackingUrl ? [`Your order page shows it too: ${orderPage}`] : []),
    ],
    action: order.trackingUrl
      ? { label: 'Track your parcel', href: order.trackingUrl }
      : { label: 'Follow your order', href: orderPage },
    footnote: 'You have 30 days from delivery to return or exchange your order.',
  });
}

/** Money given back on an order: to the card or account that paid, or as store credit. */
export function orderRefundedMail(refund: {
  to: string;
  firstName: string;
  number: string;
  amountCents: number;
  destination: 'original' | 'wallet';
  provider: string | null;
}): Mail {
  const amount = formatPrice(refund.amountCents, 'USD');
  const where =
    refund.destination === 'wallet'
      ? `${amount} is now in your ${shopName()} wallet as store credit, ready for your next order.`
      : `${amount} goes back to the ${refund.provider === 'paypal' ? 'PayPal account' : 'card'} you paid with; your bank may take a few days to show it.`;
  return composeMail({
    to: refund.to,
    subject: `A refund of ${amount} for your ${shopName()} order ${refund.number}`,
    greeting: greetingFor(refund.firstName),
    paragraphs: [`We refunded ${amount} of your order ${refund.number}.`, where],
    action: { label: 'See your order', href: orderPageOf(refund.number) },
  });
}

function orderPageOf(number: string): string {
  return siteAddress(`/centerMain/order/order-detail?order=${encodeURIComponent(number)}`);
}

/**
 * An order the shop cancelled before it shipped (docs/operating.md#cancel-paid): what was paid and
 * not yet given back goes back, said once in this mail rather than in a second refund mail.
 */
export function orderCancelledMail(order: {
  to: string;
  firstName: string;
  number: string;
  amountCents: number;
  destination: 'original' | 'wallet';
  provider: string | null;
}): Mail {
  const amount = formatPrice(order.amountCents, 'USD');
  const refunded =
    order.amountCents === 0
      ? 'Nothing was charged for it, so there is nothing to refund.'
      : order.destination === 'wallet'
        ? `We refunded ${amount}: it is now in your ${shopName()} wallet as store credit.`
        : `We refunded ${amount} to the ${order.provider === 'paypal' ? 'PayPal account' : 'card'} you paid with; your bank may take a few days to show it.`;
  return composeMail({
    to: order.to,
    subject: `Your ${shopName()} order ${order.number} is cancelled and refunded`,
    greeting: greetingFor(order.firstName),
    paragraphs: [`We cancelled your order ${order.number} before it shipped.`, refunded],
    action: { label: 'See your order', href: orderPageOf(order.number) },
  });
}

/** The order's new shipping address, changed by the shop before it ships (docs/operating.md#address-edit). */
export function orderAddressChangedMail(order: {
  to: string;
  firstName: string;
  number: string;
  address: string;
}): Mail {
  return composeMail({
    to: order.to,
    subject: `The shipping address of your ${shopName()} order ${order.number} changed`,
    greeting: greetingFor(order.firstName),
    paragraphs: [
      `We changed where your order ${order.number} is shipped. It now goes to:`,
      order.address,
      'If this is not right, reply to this mail or contact us before it ships.',
    ],
    action: { label: 'See your order', href: orderPageOf(order.number) },
  });
}
