import type { FaqEntry } from './faq-shop';

/** Lenses, prescriptions and frames: the optical guides (docs/product.md#lens-options). */
export const FAQ_OPTICAL: readonly FaqEntry[] = [
  {
    slug: 'lens-index-guide',
    topic: 'lenses',
    title: 'Which lens index should I choose?',
    summary: 'A higher index makes a lens thinner and lighter; stronger prescriptions benefit most.',
    paragraphs: [
      'The index measures how strongly a lens material bends light. The higher the index, the thinner and lighter the lens for the same prescription.',
      '1.50 standard: included with every frame and ideal for prescriptions between -2.00 and +2.00. 1.57 mid-index: a little thinner, a good everyday upgrade for up to about ±3.00. 1.61 high-index: thinner and lighter, recommended from about ±3.00 and for rimless or semi-rimless frames.',
      '1.67 high-index: noticeably thinner for prescriptions beyond ±4.00 or a cylinder of 3.00 or more. 1.74 ultra-thin: our thinnest lens, for prescriptions stronger than ±6.00.',
      'When your prescription is stronger than ±4.00 SPH or its cylinder is 3.00 or more, the lens steps only offer indexes of 1.61 and up, because thinner lenses look and feel better at that strength.',
    ],
  },
  {
    slug: 'lens-types',
    topic: 'lenses',
    title: 'Clear, blue-light, photochromic, tinted or polarized?',
    summary: 'What each lens type does and when to choose it.',
    paragraphs: [
      'Clear lenses come with anti-scratch and anti-reflective coatings and UV protection. They are the right choice for everyday wear.',
      'Blue-light lenses filter part of the blue-violet light from screens and LED lighting. Many people who spend long days at a computer find them more comfortable in the evening.',
      'Photochromic lenses are clear indoors and darken in sunlight within about a minute, so one pair works inside and out.',
      'Tinted lenses give sunglasses their colour in grey, brown or green. Polarized lenses, available for sunglasses, also cut glare reflected from water, snow and roads, which makes them a favourite for driving and outdoor sports.',
    ],
  },
  {
    slug: 'progressive-lenses',
    topic: 'lenses',
    title: 'Are progressive lenses right for me?',
    summary: 'Progressives correct distance, middle and near vision in one lens with no visible line.',
    paragraphs: [
      'Progressive lenses change power gradually from the top of the lens (distance) to the bottom (reading), with no visible line. They suit anyone whose prescription has an ADD value.',
      'Progressives need a frame with a lens height of at least 30 mm, so there is room for every zone. Frames that qualify are marked progressive-eligible.',
      'Most wearers adapt within a few days. If you cannot get used to yours, our 30-day exchange lets you switch to single-vision or bifocal lenses.',
    ],
  },
  {
    slug: 'read-prescription',
    topic: 'prescriptions',
    title: 'How do I read my prescription?',
    summary: 'SPH, CYL, AXIS, ADD and PD explained, with the ranges we can make.',
    paragraphs: [
      'OD is your right eye and OS your left eye. SPH (sphere) is the main lens power: a minus sign means short-sighted, a plus sign long-sighted. We make SPH from -20.00 to +12.00 in 0.25 steps.',
      'CYL (cylinder) corrects astigmatism and can be from -6.00 to +6.00 in 0.25 steps. AXIS, from 1 to 180 degrees, says where the cylinder lies; it is needed whenever CYL is not zero.',
      'ADD is the extra magnifying power for reading, from +0.75 to +3.50, used for progressive, bifocal and reading lenses. PD (pupillary distance) is the distance between your pupils in millimetres, either one number from 50 to 80 or two numbers from 25 to 40, one per eye.',
      'If the sphere or cylinder values of your two eyes differ by 3.00 or more, we ask you to double-check them before ordering, as such a difference is unusual and often a typing error.',
    ],
  },
  {
    slug: 'measure-pd',
    topic: 'prescriptions',
    title: 'How do I measure my pupillary distance (PD)?',
    summary: 'Use a ruler and a mirror, or ask your optician: it takes two minutes.',
    paragraphs: [
      'Stand about 20 cm from a mirror and hold a millimetre ruler against your brow. Close your right eye and line up the zero with the centre of your left pupil. Then close your left eye and read the mark under the centre of your right pupil. That number is your PD.',
      'Repeat it three times and use the average. Most adults have a PD between 54 and 74 mm. Your optician can also measure it for you.',
    ],
  },
  {
    slug: 'upload-prescription',
    topic: 'prescriptions',
    title: 'Can I upload a photo of my prescription?',
    summary: 'Yes: upload a clear photo in the lens steps instead of typing the values.',
    paragraphs: [
      'In the prescription step, choose to upload an image and take a clear, well-lit photo of your prescription. Our opticians read it and contact you if anything is unclear before your lenses are made.',
      'You can also save prescriptions to your account to reuse them on later orders. Only you can see your saved prescriptions and their images.',
    ],
  },
  {
    slug: 'frame-size-guide',
    topic: 'frames',
    title: 'How do I find my frame size?',
    summary: 'Three numbers on your current glasses tell you your size: lens width, bridge and temple.',
    paragraphs: [
      'Look on the inside of a temple arm of glasses you already own. You will find three numbers such as 52-18-140: the lens width, the bridge width and the temple length in millimetres.',
      'Frames whose measurements are within 2 mm of your current pair will fit much the same. On Oculo, frames narrower than 130 mm overall are sized narrow, 130–139 mm medium, and 140 mm or more wide.',
      'Our virtual try-on uses each frame\u2019s real width, so what you see on screen is true to scale.',
    ],
  },
  {
    slug: 'designer-collections',
    topic: 'frames',
    title: 'What are the designer collections?',
    summary: 'Small collections designed in-house, in premium acetate, titanium and wood.',
    paragraphs: [
      'Our designers create small seasonal collections of frames in premium materials: hand-polished acetate, featherweight titanium and natural wood. Each collection is made in limited runs.',
      'Designer collection frames come with the same prescription lenses, 30-day return and exchange, and second-frame offer as every other Oculo frame.',
    ],
  },
  {
    slug: 'virtual-try-on',
    topic: 'frames',
    title: 'How does the virtual try-on work?',
    summary: 'Your camera or a photo shows frames on your face, true to scale.',
    paragraphs: [
      'Choose Try on from any frame to open the try-on. Face detection runs in your browser, so your camera feed never leaves your device.',
      'You can save a photo to try on more frames later. Saved photos are visible only to you and can be deleted at any time from the try-on panel.',
    ],
  },
  {
    slug: 'frame-materials',
    topic: 'frames',
    title: 'Which frame material is best for me?',
    summary: 'Acetate, metal, titanium, TR90, mixed and wood compared.',
    paragraphs: [
      'Acetate is rich in colour and warm to the touch. Metal frames are slim and adjustable. Titanium is the lightest and strongest, and hypoallergenic. TR90 is a flexible polymer that is ideal for kids and active lifestyles. Wood is natural and unique to every pair.',
      'Rimless and semi-rimless styles are made in metal, titanium or mixed materials, which hold the lenses securely with less frame.',
    ],
  },
];
