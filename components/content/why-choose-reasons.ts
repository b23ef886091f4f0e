import {
  EXTRA_FRAME_DISCOUNT_PERCENT,
  FREE_SHIPPING_THRESHOLD_USD_CENTS,
  PRESCRIPTION_MISMATCH_THRESHOLD,
  RETURN_DAYS,
} from '@/lib/shop/constants';

export interface Reason {
  key: string;
  heading: string;
  text: string;
  /** Where to read more about it. */
  link?: { href: string; label: string };
}

const freeShippingDollars = FREE_SHIPPING_THRESHOLD_USD_CENTS / 100;

/** Why shoppers choose Oculo, in the order the page tells them; the figures are the shop's constants. */
export const WHY_CHOOSE_REASONS: readonly Reason[] = [
  {
    key: 'prescription-checks',
    heading: 'Every prescription checked',
    text: `Before your lenses are made, we check your prescription. If the two eyes differ by ${PRESCRIPTION_MISMATCH_THRESHOLD}.00 or more, which is often a typing slip, we ask you to confirm it, and our opticians read uploaded prescription photos by hand.`,
    link: { href: '/faq/read-prescription', label: 'How to read your prescription' },
  },
  {
    key: 'lens-choices',
    heading: 'Lenses for the way you see',
    text: 'Single vision, progressive, bifocal and reading lenses; clear, blue-light, photochromic, tinted or polarized; from the 1.50 index included with every frame up to ultra-thin 1.74, with the right index suggested for your prescription.',
    link: { href: '/faq/lens-index-guide', label: 'Which lens index to choose' },
  },
  {
    key: 'try-on',
    heading: 'Try frames on in your browser',
    text: 'See frames on your own face with your camera or a photo, true to scale. Face detection runs in your browser, so your camera feed never leaves your device.',
    link: { href: '/faq/virtual-try-on', label: 'How the virtual try-on works' },
  },
  {
    key: 'extra-frames',
    heading: `Buy one frame, get the others ${EXTRA_FRAME_DISCOUNT_PERCENT}% off`,
    text: `One pair for every day, another for the screen or the sun: the most expensive frame in an order is full price and every other frame in it is ${EXTRA_FRAME_DISCOUNT_PERCENT}% off (lenses keep their price).`,
    link: { href: '/faq/buy-one-get-one-50-off', label: 'How the offer works' },
  },
  {
    key: 'free-shipping',
    heading: `Free US shipping from $${freeShippingDollars}`,
    text: `Standard shipping to any US address is free on orders of $${freeShippingDollars} or more after discounts.`,
    link: { href: '/faq/free-shipping', label: 'Shipping details' },
  },
  {
    key: 'returns',
    heading: `${RETURN_DAYS}-day returns and exchanges`,
    text: `Not the pair for you? Return or exchange it within ${RETURN_DAYS} days of delivery.`,
    link: { href: '/faq/return-policy', label: 'Our return policy' },
  },
  {
    key: 'customer-care',
    heading: 'Care around the clock',
    text: 'Our customer care team and opticians answer 24 hours a day, 7 days a week.',
    link: { href: '/contact-us', label: 'Contact us' },
  },
];
