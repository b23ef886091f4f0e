import type { AccessoryKind } from '@/lib/shop/frame-vocabulary';

/** The accessory range: each becomes one product with a variant per colour. */
export interface AccessoryEntry {
  name: string;
  kind: AccessoryKind;
  summary: string;
  description: string;
  /** Keys of ACCESSORY_COLORS. */
  colors: string[];
  /** Price range in whole dollars; the price ends in .95 or .00. */
  dollars: [number, number];
  keywords: string;
}

export const ACCESSORIES: readonly AccessoryEntry[] = [
  {
    name: 'Clamshell Hard Case',
    kind: 'case',
    colors: ['black', 'navy', 'tan', 'sage'],
    dollars: [9, 14],
    summary: 'A crush-proof case with a soft lining that snaps shut with a satisfying click.',
    description:
      'A rigid shell protects your glasses in a bag or backpack. The velvet-touch lining keeps lenses free of scratches, and the case fits most frames up to 150 mm wide.',
    keywords: 'hard case box protective storage',
  },
  {
    name: 'Slim Folding Case',
    kind: 'case',
    colors: ['black', 'grey', 'blush'],
    dollars: [9, 14],
    summary: 'A triangular case that folds flat when your glasses are on your face.',
    description:
      'Magnets hold it closed and let it fold flat into a pocket when empty. The faux-leather outer wipes clean with a damp cloth.',
    keywords: 'foldable flat magnetic case',
  },
  {
    name: 'Magnetic Travel Case',
    kind: 'case',
    colors: ['black', 'red'],
    dollars: [14, 19],
    summary: 'A sturdy travel case with a magnetic lid and room for a cleaning cloth.',
    description:
      'Sized for sunglasses and larger frames, with a pocket under the lid for a cloth. The magnetic closure opens with one hand.',
    keywords: 'travel case magnetic sunglasses case',
  },
  {
    name: "Kids' Zip Case",
    kind: 'case',
    colors: ['red', 'blue'],
    dollars: [9, 14],
    summary: 'A bright, zip-around case built to survive school bags.',
    description:
      'The semi-rigid shell shrugs off knocks, the zip keeps glasses inside, and a name tag inside the lid helps them find their way home.',
    keywords: 'kids children school zip case',
  },
  {
    name: 'Vegan Leather Pouch',
    kind: 'pouch',
    colors: ['tan', 'black', 'blush'],
    dollars: [9, 14],
    summary: 'A soft slip pouch in plant-based leather with a microfiber lining.',
    description:
      'Light enough for an evening bag and soft enough to clean your lenses with its lining. The spring-top opening closes on its own.',
    keywords: 'soft pouch sleeve leather',
  },
  {
    name: 'Microfiber Pouch',
    kind: 'pouch',
    colors: ['grey', 'navy'],
    dollars: [4, 4],
    summary: 'A drawstring pouch that doubles as a cleaning cloth.',
    description:
      'Slide your glasses in for everyday protection, or use the pouch itself to polish away smudges. Machine washable.',
    keywords: 'drawstring pouch microfiber sleeve',
  },
  {
    name: 'Microfiber Cleaning Cloth 3-Pack',
    kind: 'cloth',
    colors: ['grey', 'blue', 'lilac'],
    dollars: [4, 9],
    summary: 'Three ultra-fine cloths that lift fingerprints without streaks.',
    description:
      'Keep one at home, one at work and one in your bag. The ultra-fine weave is safe on every lens coating and washes hundreds of times.',
    keywords: 'cleaning cloth microfiber lens cloth wipe',
  },
  {
    name: 'Printed Lens Cloth',
    kind: 'cloth',
    colors: ['sage', 'blush', 'navy'],
    dollars: [4, 4],
    summary: 'A generously sized cloth with a cheerful printed pattern.',
    description:
      'Large enough for sunglasses, phone screens and camera lenses. Printed with inks that never rub off on your lenses.',
    keywords: 'cleaning cloth printed microfiber',
  },
  {
    name: 'Lens Cleaning Spray 60 ml',
    kind: 'spray',
    colors: ['clear'],
    dollars: [4, 9],
    summary: 'An alcohol-free spray that is safe on anti-reflective and blue-light coatings.',
    description:
      'Two sprays and a wipe with a microfiber cloth leave lenses crystal clear. Alcohol- and ammonia-free, so it is kind to every coating.',
    keywords: 'lens cleaner spray cleaning solution',
  },
  {
    name: 'Spray and Cloth Travel Set',
    kind: 'spray',
    colors: ['blue'],
    dollars: [9, 14],
    summary: 'A pocket spray and a cloth in a zip pouch for clean lenses on the go.',
    description:
      'A 20 ml travel spray, a microfiber cloth and a zip pouch, all within carry-on liquid limits.',
    keywords: 'travel cleaning set spray cloth kit',
  },
  {
    name: 'Anti-Fog Wipes 30-Pack',
    kind: 'wipes',
    colors: ['blue'],
    dollars: [9, 9],
    summary: 'Individually wrapped wipes that stop lenses fogging behind a mask or in the cold.',
    description:
      'One wipe keeps lenses fog-free for up to a day. Ideal for winter commutes, face masks, kitchens and sports.',
    keywords: 'anti-fog antifog wipes mask fog',
  },
  {
    name: 'Pre-Moistened Lens Wipes 60-Pack',
    kind: 'wipes',
    colors: ['clear'],
    dollars: [4, 9],
    summary: 'Single-use cleaning wipes for glasses, screens and cameras.',
    description:
      'Each wipe is sealed to stay moist and streak-free. Toss a few in your bag, car or desk drawer.',
    keywords: 'lens wipes cleaning wipes disposable',
  },
  {
    name: 'Beaded Glasses Chain',
    kind: 'chain',
    colors: ['gold', 'silver'],
    dollars: [14, 19],
    summary: 'A delicate beaded chain that keeps your glasses close and looks like jewellery.',
    description:
      'Adjustable silicone loops fit any temple. Wear your glasses around your neck between reading sessions and never misplace them again.',
    keywords: 'chain necklace holder beaded lanyard',
  },
  {
    name: 'Gold Link Chain',
    kind: 'chain',
    colors: ['gold', 'silver'],
    dollars: [19, 24],
    summary: 'A fine link chain with secure rubber loops.',
    description:
      'Light enough to forget you are wearing it, strong enough for everyday use. Tarnish-resistant plated finish.',
    keywords: 'chain link holder necklace',
  },
  {
    name: 'Sport Retainer Cord',
    kind: 'cord',
    colors: ['black', 'red', 'blue'],
    dollars: [4, 9],
    summary: 'A floating retainer cord that keeps glasses on during sport and on the water.',
    description:
      'The adjustable slider tightens the cord behind your head, and the foam core floats if your glasses fall overboard.',
    keywords: 'cord retainer strap sport floating lanyard',
  },
  {
    name: 'Leather Glasses Cord',
    kind: 'cord',
    colors: ['tan', 'black'],
    dollars: [9, 14],
    summary: 'A supple round leather cord with adjustable end loops.',
    description: 'A classic way to keep readers within reach. The leather softens beautifully with wear.',
    keywords: 'cord leather holder lanyard',
  },
  {
    name: 'Polarized Clip-On Sun Lenses',
    kind: 'clip-on',
    colors: ['black', 'silver'],
    dollars: [19, 24],
    summary: 'Turn your eyeglasses into polarized sunglasses in seconds.',
    description:
      'Polarized UV400 lenses cut glare from water, snow and roads. Soft-coated clips hold securely without marking your lenses.',
    keywords: 'clip-on clip on sun lenses sunglasses polarized shades',
  },
  {
    name: 'Flip-Up Clip-On Shades',
    kind: 'clip-on',
    colors: ['grey', 'gold'],
    dollars: [24, 29],
    summary: 'Clip-on shades that flip up when you step indoors.',
    description:
      'A spring hinge lets the tinted lenses flip up and out of the way. Fits most full-rim frames with a lens width from 48 to 56 mm.',
    keywords: 'clip-on flip up shades sunglasses',
  },
  {
    name: 'Blue-Light Clip-On',
    kind: 'clip-on',
    colors: ['clear'],
    dollars: [14, 19],
    summary: 'A clear clip-on that filters blue light from screens.',
    description:
      'Add blue-light filtering to the glasses you already own for long screen days. The lightly tinted lens stays true to colour.',
    keywords: 'blue light blue-light clip-on screen computer',
  },
  {
    name: 'Eyeglass Repair Kit',
    kind: 'kit',
    colors: ['silver'],
    dollars: [4, 9],
    summary: 'Tiny screwdrivers, screws and nose pads for quick fixes at home.',
    description:
      'Includes a precision screwdriver, assorted hinge screws, spare silicone nose pads and a magnifier, all in a compact tin.',
    keywords: 'repair kit screwdriver screws nose pads fix',
  },
  {
    name: 'Deluxe Care Kit',
    kind: 'kit',
    colors: ['navy'],
    dollars: [14, 19],
    summary: 'Everything your glasses need: case, cloth, spray and a repair set.',
    description:
      'A hard case, two microfiber cloths, a 60 ml cleaning spray and a mini repair set, packed in a gift-ready box.',
    keywords: 'care kit gift set cleaning repair case',
  },
  {
    name: "Kids' Sport Strap",
    kind: 'strap',
    colors: ['blue', 'red', 'lilac'],
    dollars: [4, 9],
    summary: 'A soft adjustable strap that keeps kids\u2019 glasses in place at play.',
    description:
      'Silicone temple sleeves slide over the arms and the elastic strap adjusts to a snug fit. Gentle on little ears.',
    keywords: 'kids children strap band sport elastic',
  },
  {
    name: "Kids' Silicone Strap",
    kind: 'strap',
    colors: ['sage', 'blush'],
    dollars: [4, 9],
    summary: 'A one-piece silicone strap for toddlers and young children.',
    description: 'Hooks onto the temple tips and wraps softly around the head, with no buckles to pinch.',
    keywords: 'kids toddler strap silicone band',
  },
  {
    name: 'Adjustable Sports Band',
    kind: 'strap',
    colors: ['black'],
    dollars: [9, 9],
    summary: 'A neoprene sports band that holds glasses steady on the run.',
    description: 'Wide neoprene with a quick-adjust toggle stays put through runs, rides and matches.',
    keywords: 'sport band strap neoprene running',
  },
];
