/** The six categories of the top menu (docs/product.md#routes). */
export const CATEGORIES = [
  {
    key: 'eyeglasses',
    slug: 'eyeglasses',
    name: 'Eyeglasses',
    headline: 'Prescription eyeglasses, made to see you through',
    description:
      'Frames in acetate, titanium, metal and wood with prescription lenses from $19.95. Buy one frame and save on every other frame with the second-frame offer.',
  },
  {
    key: 'sunglasses',
    slug: 'sunglasses',
    name: 'Sunglasses',
    headline: 'Sunglasses with UV400 protection',
    description:
      'Aviators, wayfarers, cat-eyes and more, with tinted or polarized lenses and your prescription if you need it.',
  },
  {
    key: 'new_arrivals',
    slug: 'new-arrivals',
    name: 'New Arrivals',
    headline: 'Just landed',
    description: 'The newest frames in the Oculo collection, added in the last few weeks.',
  },
  {
    key: 'flash_sale',
    slug: 'flash-sale',
    name: 'Flash Sale',
    headline: 'Flash sale: 20–40% off for a few days only',
    description: 'Limited-time prices on favourite frames. Each deal ends when its countdown does.',
  },
  {
    key: 'best_sellers',
    slug: 'best-sellers',
    name: 'Best Sellers',
    headline: 'The frames everyone is wearing',
    description: 'Our most-loved frames, chosen by thousands of shoppers and their five-star reviews.',
  },
  {
    key: 'accessories',
    slug: 'accessories',
    name: 'Accessories',
    headline: 'Care for the glasses you love',
    description:
      'Cases, cleaning cloths, lens spray, chains, clip-on sun lenses, repair kits and straps for kids.',
  },
] as const;

/** Home-page banners; each image is drawn at /media/banners/{slug}.svg. */
export const BANNERS = [
  {
    slug: 'flash-sale',
    title: 'Flash sale: up to 40% off',
    subtitle: 'Favourite frames at their lowest prices, for a few days only.',
    ctaLabel: 'Shop the sale',
    href: '/flash-sale',
    imageAlt: 'Three pairs of glasses on a warm coral background',
  },
  {
    slug: 'new-arrivals',
    title: 'New arrivals are here',
    subtitle: 'Fresh shapes and colours, straight from the design studio.',
    ctaLabel: 'See what is new',
    href: '/new-arrivals',
    imageAlt: 'A pair of new acetate frames on a soft blue background',
  },
  {
    slug: 'sunglasses',
    title: 'Sunglasses season',
    subtitle: 'UV400 protection, polarized options and your prescription if you need it.',
    ctaLabel: 'Shop sunglasses',
    href: '/sunglasses',
    imageAlt: 'Tinted sunglasses under a golden summer sun',
  },
  {
    slug: 'eyeglasses',
    title: 'Buy one frame, save on the rest',
    subtitle: 'Mix and match prescription eyeglasses from $19.95.',
    ctaLabel: 'Shop eyeglasses',
    href: '/eyeglasses',
    imageAlt: 'Two pairs of eyeglasses side by side on a sage green background',
  },
  {
    slug: 'best-sellers',
    title: 'Loved by thousands',
    subtitle: 'The frames our customers rate the highest.',
    ctaLabel: 'Shop best sellers',
    href: '/best-sellers',
    imageAlt: 'A classic pair of glasses with five stars above them',
  },
] as const;

export const HOT_SEARCH_WORDS: readonly string[] = [
  'blue light',
  'round',
  'cat-eye',
  'titanium',
  'aviator',
  'tortoise',
  'rimless',
  'kids',
  'polarized',
  'clear frames',
];

/** Shoppers' stories for the photo wall; each is paired with a seeded frame by the seed. */
export const PHOTO_WALL_STORIES: readonly { author: string; caption: string; story: string }[] = [
  {
    author: 'Maya R.',
    caption: 'Finally, frames that fit my face',
    story:
      'I have a narrow face and most glasses slide down my nose. The size guide pointed me to a narrow frame and they have not moved since.',
  },
  {
    author: 'Daniel K.',
    caption: 'Work glasses that do not look like work',
    story:
      'I wear these ten hours a day in front of screens. The blue-light lenses made a real difference to my evenings.',
  },
  {
    author: 'Priya S.',
    caption: 'My first progressive pair',
    story:
      'I was nervous about progressives, but the lens guide explained everything and the adjustment took two days.',
  },
  {
    author: 'Tom B.',
    caption: 'Two pairs, the second for less',
    story:
      'I ordered a pair for the office and a bolder one for weekends. The second-frame offer sealed the deal.',
  },
  {
    author: 'Lucia M.',
    caption: 'Sunglasses with my prescription',
    story: 'Polarized prescription sunglasses for cycling. No more squinting on bright mornings.',
  },
  {
    author: 'Sam W.',
    caption: 'Tortoise forever',
    story:
      'I have had tortoise frames for fifteen years and these are the nicest yet. The acetate has a lovely depth.',
  },
  {
    author: 'Aisha N.',
    caption: 'Try-on that actually helped',
    story: 'The virtual try-on showed me that cat-eyes suit me. I would never have picked them in a shop.',
  },
  {
    author: 'Ben T.',
    caption: 'Light as air',
    story: 'The titanium frame is so light I forget I am wearing it. Great for long days on site.',
  },
  {
    author: 'Hannah L.',
    caption: 'My son loves his new glasses',
    story:
      'The flexible frame has survived football, the playground and his little sister. The strap keeps them on.',
  },
  {
    author: 'Oliver P.',
    caption: 'Customer care at midnight',
    story: 'I had a question about my PD late at night and the live chat sorted it in minutes.',
  },
  {
    author: 'Grace H.',
    caption: 'Round frames, round face, and it works',
    story: 'I was told round frames were not for me. These softer rounds prove otherwise.',
  },
  {
    author: 'Marco D.',
    caption: 'Easy exchange',
    story: 'My first colour was not quite right. The exchange was quick and free within the 30 days.',
  },
];
