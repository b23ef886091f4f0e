import { formatPrice } from '@/lib/shop/currency';
import { composeMail, greetingFor, type Mail, shopName, siteAddress } from '@/lib/server/platform/mail';

/**
 * The shop answered an after-sales request (docs/product.md#after-sales): the outcome in one line,
 * the member's message, and what was refunded where. The same answer shows on the order's page.
 */
export function afterSalesAnswerMail(input: {
  to: string;
  firstName: string;
  orderNumber: string;
  /** The outcome in the shop's words (answerHeadline in lib/shop/after-sales-answers.ts). */
  headline: string;
  message: string;
  refund: { amountCents: number; destination: 'original' | 'wallet' } | null;
}): Mail {
  const refund = input.refund
    ? [
        input.refund.destination === 'wallet'
          ? `${formatPrice(input.refund.amountCents, 'USD')} is in your ${shopName()} wallet now, ready for your next order.`
          : `${formatPrice(input.refund.amountCents, 'USD')} goes back to the payment you used; your bank or PayPal may take a few days to show it.`,
      ]
    : [];
  return composeMail({
    to: input.to,
    subject: `About your request for ${shopName()} order ${input.orderNumber}`,
    greeting: greetingFor(input.firstName),
    paragraphs: [
      input.headline,
      ...input.message
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== ''),
      ...refund,
    ],
    action: {
      label: 'See your order',
      href: siteAddress(`/centerMain/order/order-detail?order=${encodeURIComponent(input.orderNumber)}`),
    },
    footnote: 'Questions about this answer? Reply through the contact page and mention your order number.',
  });
}
