import {
  EXTRA_FRAME_DISCOUNT_PERCENT,
  FREE_SHIPPING_THRESHOLD_USD_CENTS,
  PRESCRIPTION_MISMATCH_THRESHOLD,
  RETURN_DAYS,
} from './constants';

// The about and why-choose pages' editable blocks. The pages name their blocks
// here with their built-in text; an operator's version of a block (a page_blocks row: heading and
// Markdown body) replaces it, and a reset (deleting the row) brings the built-in text back.

export type PageName = 'about' | 'why-choose';

export interface BuiltInBlock {
  key: string;
  /** What the block is, for the editor. */
  label: string;
  heading: string;
  /** Plain paragraphs, separated by a blank line (valid Markdown too). */
  body: string;
  /** Where to read more (why-choose reasons). */
  link?: { href: string; label: string };
}

const freeShippingDollars = FREE_SHIPPING_THRESHOLD_USD_CENTS / 100;

const ABOUT_BLOCKS: readonly BuiltInBlock[] = [
  {
    key: 'intro',
    label: 'Opening',
    heading: 'About Oculo',
    body: 'Good glasses should not cost a fortune. Oculo makes stylish prescription glasses and sunglasses and sells them online, straight to you, at a fair price.',
  },
  {
    key: 'story',
    label: 'Our story',
    heading: 'Our story',
    body: [
      'Buying glasses used to mean a long wait at an optician’s counter and a bill that was mostly markup. We started Oculo to change that: we design our own frames, fit them with lenses made to your prescription, and ship them to your door.',
      'Because we sell online, you choose from the whole collection at once, try frames on with your own camera, and take your time deciding. Our opticians check every prescription before lenses are made, and our customer care team is there whenever you have a question.',
    ].join('\n\n'),
  },
  {
    key: 'eyeglasses',
    label: 'What we make: eyeglasses',
    heading: 'Prescription eyeglasses',
    body: 'Single vision, progressive, bifocal and reading glasses in acetate, metal, titanium and more, in every shape from round to cat-eye.',
  },
  {
    key: 'sunglasses',
    label: 'What we make: sunglasses',
    heading: 'Sunglasses',
    body: 'Tinted and polarized sunglasses, with or without your prescription, all with full UV protection.',
  },
  {
    key: 'lenses',
    label: 'What we make: lenses',
    heading: 'Lenses',
    body: 'Clear, blue-light, photochromic, tinted and polarized lenses, from the standard 1.50 index included with every frame to ultra-thin 1.74.',
  },
  {
    key: 'accessories',
    label: 'What we make: accessories',
    heading: 'Accessories',
    body: 'Cases, cleaning cloths and sprays, chains, cords and clip-on lenses that keep your glasses close and clean.',
  },
];

/** Why shoppers choose Oculo, in the order the page tells them; the figures are the shop's constants. */
export const WHY_CHOOSE_REASONS: readonly BuiltInBlock[] = [
  {
    key: 'prescription-checks',
    label: 'Reason: prescription checks',
    heading: 'Every prescription checked',
    body: `Before your lenses are made, we check your prescription. If the two eyes differ by ${PRESCRIPTION_MISMATCH_THRESHOLD}.00 or more, which is often a typing slip, we ask you to confirm it, and our opticians read uploaded prescription photos by hand.`,
    link: { href: '/faq/read-prescription', label: 'How to read your prescription' },
  },
  {
    key: 'lens-choices',
    label: 'Reason: lens choices',
    heading: 'Lenses for the way you see',
    body: 'Single vision, progressive, bifocal and reading lenses; clear, blue-light, photochromic, tinted or polarized; from the 1.50 index included with every frame up to ultra-thin 1.74, with the right index suggested for your prescription.',
    link: { href: '/faq/lens-index-guide', label: 'Which lens index to choose' },
  },
  {
    key: 'try-on',
    label: 'Reason: try-on',
    heading: 'Try frames on in your browser',
    body: 'See frames on your own face with your camera or a photo, true to scale. Face detection runs in your browser, so your camera feed never leaves your device.',
    link: { href: '/faq/virtual-try-on', label: 'How the virtual try-on works' },
  },
  {
    key: 'extra-frames',
    label: 'Reason: further frames off',
    heading: `Buy one frame, get the others ${EXTRA_FRAME_DISCOUNT_PERCENT}% off`,
    body: `One pair for every day, another for the screen or the sun: the most expensive frame in an order is full price and every other frame in it is ${EXTRA_FRAME_DISCOUNT_PERCENT}% off (lenses keep their price).`,
    link: { href: '/faq/buy-one-get-one-50-off', label: 'How the offer works' },
  },
  {
    key: 'free-shipping',
    label: 'Reason: free shipping',
    heading: `Free US shipping from $${freeShippingDollars}`,
    body: `Standard shipping to any US address is free on orders of $${freeShippingDollars} or more after discounts.`,
    link: { href: '/faq/free-shipping', label: 'Shipping details' },
  },
  {
    key: 'returns',
    label: 'Reason: returns',
    heading: `${RETURN_DAYS}-day returns and exchanges`,
    body: `Not the pair for you? Return or exchange it within ${RETURN_DAYS} days of delivery.`,
    link: { href: '/faq/return-policy', label: 'Our return policy' },
  },
  {
    key: 'customer-care',
    label: 'Reason: customer care',
    heading: 'Care around the clock',
    body: 'Our customer care team and opticians answer 24 hours a day, 7 days a week.',
    link: { href: '/contact-us', label: 'Contact us' },
  },
];

const WHY_CHOOSE_BLOCKS: readonly BuiltInBlock[] = [
  {
    key: 'intro',
    label: 'Opening',
    heading: 'Why choose Oculo',
    body: 'Glasses made to your prescription, checked by opticians, and priced so that a second pair is easy to say yes to.',
  },
  ...WHY_CHOOSE_REASONS,
];

export const BUILT_IN_BLOCKS: Readonly<Record<PageName, readonly BuiltInBlock[]>> = {
  about: ABOUT_BLOCKS,
  'why-choose': WHY_CHOOSE_BLOCKS,
};

export function builtInBlock(page: PageName, key: string): BuiltInBlock | undefined {
  return BUILT_IN_BLOCKS[page].find((block) => block.key === key);
}

/** A block as its page shows it: the operator's version, or the built-in text. */
export interface ShownBlock extends BuiltInBlock {
  /** True when an operator's version (Markdown) replaces the built-in text. */
  edited: boolean;
}

export type PageBlocks = Readonly<Record<string, ShownBlock>>;

/** Every block of a page, with the operators' versions laid over the built-in text. */
export function blocksOfPage(
  page: PageName,
  overrides: readonly { key: string; heading: string; body: string }[],
): PageBlocks {
  const edited = new Map(overrides.map((row) => [row.key, row]));
  return Object.fromEntries(
    BUILT_IN_BLOCKS[page].map((block) => {
      const own = edited.get(block.key);
      return [
        block.key,
        own ? { ...block, heading: own.heading, body: own.body, edited: true } : { ...block, edited: false },
      ];
    }),
  );
}

/** One block of a page's blocks; the keys are the page's own, so a missing one is a bug in the page. */
export function blockOf(blocks: PageBlocks, key: string): ShownBlock {
  const block = blocks[key];
  if (!block) throw new Error(`the page has no block "${key}"`);
  return block;
}
