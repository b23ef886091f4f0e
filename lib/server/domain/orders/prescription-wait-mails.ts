import { formatPrice } from '@/lib/shop/currency';
import { PRESCRIPTION_REMINDER_DAYS } from '@/lib/shop/constants';
import { composeMail, greetingFor, type Mail, shopName, siteAddress } from '@/lib/server/platform/mail';

// The mails of an order paid without its prescription (docs/product.md#prescription-later): the
// reminders on days 2, 5 and 10, and the cancellation when the wait ends without it.

/** The page where the shopper sends the prescription of an order. */
export function sendPrescriptionPage(number: string): string {
  return siteAddress(`/centerMain/order/send-prescription?order=${encodeURIComponent(number)}`);
}

/** Reminder `reminder` (1 to 3) of an order still waiting for its prescription. */
export function prescriptionReminderMail(order: {
  to: string;
  firstName: string;
  number: string;
  reminder: number;
  dueDay: string;
}): Mail {
  const last = order.reminder >= PRESCRIPTION_REMINDER_DAYS.length;
  return composeMail({
    to: order.to,
    subject: last
      ? `Last reminder: send the prescription for your ${shopName()} order ${order.number}`
      : `Send the prescription for your ${shopName()} order ${order.number}`,
    greeting: greetingFor(order.firstName),
    paragraphs: [
      `Your order ${order.number} is paid and waiting for your prescription: our lab makes your lenses once it has it.`,
      'Type it in, choose one you saved or upload a photo of it: it takes a minute.',
      `If it has not arrived by ${order.dueDay}, we cancel the order and refund it in full.`,
    ],
    action: { label: 'Send your prescription', href: sendPrescriptionPage(order.number) },
  });
}

/** The wait ended without the prescription: the order is cancelled and refunded in full. */
export function prescriptionWaitEndedMail(order: {
  to: string;
  firstName: string;
  number: string;
  amountCents: number;
}): Mail {
  const amount = formatPrice(order.amountCents, 'USD');
  return composeMail({
    to: order.to,
    subject: `Your ${shopName()} order ${order.number} is cancelled`,
    greeting: greetingFor(order.firstName),
    paragraphs: [
      `We did not receive the prescription for your order ${order.number}, so we cancelled it.`,
      `We refunded all of it, ${amount}, to the way you paid; your bank may take a few days to show it.`,
      'You are welcome to order again whenever you have your prescription at hand.',
    ],
    action: {
      label: 'See your order',
      href: siteAddress(`/centerMain/order/order-detail?order=${encodeURIComponent(order.number)}`),
    },
  });
}
