// Words the seed's reviews are built from. Sentences are grouped by the stars they go with, so a
// one-star review never praises the fit. "{name}", "{shape}" and "{material}" are filled per product.

export type StarBucket = 1 | 2 | 3 | 4 | 5;

export const REVIEWER_FIRST_NAMES: readonly string[] = [
  'Maria',
  'James',
  'Aisha',
  'Daniel',
  'Sofia',
  'Liam',
  'Priya',
  'Noah',
  'Elena',
  'Marcus',
  'Hannah',
  'Kenji',
  'Olivia',
  'Mateo',
  'Grace',
  'Tomasz',
  'Chloe',
  'Omar',
  'Isabel',
  'Ethan',
  'Fatima',
  'Lucas',
  'Nora',
  'Samuel',
  'Mei',
  'Jonas',
  'Ava',
  'Rafael',
  'Leah',
  'Connor',
  'Yuki',
  'Amara',
  'Felix',
  'Zoe',
  'Diego',
  'Ingrid',
  'Caleb',
  'Lena',
  'Arjun',
  'Ruby',
];

export const REVIEWER_INITIALS = 'ABCDEFGHJKLMNOPRSTVW';

export const REVIEW_TITLES: Record<StarBucket, readonly string[]> = {
  5: [
    'Love them',
    'Perfect fit',
    'My new favourite pair',
    'Great value',
    'Exactly as pictured',
    'Better than expected',
    'Compliments every day',
    'Will order again',
  ],
  4: [
    'Very happy',
    'Nice frames',
    'Solid pair for the price',
    'Almost perfect',
    'Good buy',
    'Comfortable all day',
  ],
  3: ['Okay for the price', 'Mixed feelings', 'Decent but not great', 'Fine, nothing special'],
  2: ['Not for me', 'Disappointed with the fit', 'Took too long to arrive'],
  1: ['Did not fit at all', 'Would not buy again', 'Not what I expected'],
};

export const FRAME_OPENINGS: Record<StarBucket, readonly string[]> = {
  5: [
    'These are the most comfortable glasses I have owned.',
    'I was nervous ordering frames online, but the {name} fit like they were made for me.',
    'The {shape} shape suits my face much better than my old pair.',
    'Absolutely love the {material} finish, it looks far more expensive than it was.',
    'Third pair from Oculo and this might be the best one yet.',
  ],
  4: [
    'Really nice frames for the money.',
    'The {name} look great and feel sturdy.',
    'Good quality {material} and the colour is true to the photos.',
    'Comfortable enough to wear from morning to night.',
  ],
  3: [
    'The frames are fine, but not quite what I pictured.',
    'They look nice, although they sit a little wide on my face.',
    'Decent {material} frames, nothing special.',
    'It took me a week to get used to the {shape} shape.',
  ],
  2: [
    'The frames felt lighter and cheaper than I hoped.',
    'Unfortunately they pinch behind my ears after an hour or so.',
    'The colour was much darker than in the pictures.',
  ],
  1: [
    'These did not fit my face at all and slid down my nose constantly.',
    'One of the hinges came loose within the first week.',
    'Sadly the frames arrived with a scratch on the left lens.',
  ],
};

export const SUNGLASS_DETAILS: Record<StarBucket, readonly string[]> = {
  5: [
    'The tint is perfect for driving on bright days.',
    'No more squinting at the beach, and they block the glare really well.',
  ],
  4: [
    'The lenses cut the glare nicely, though they are a touch dark indoors.',
    'Great for walks and cycling.',
  ],
  3: ['The lenses are fine but I expected a bit more contrast.'],
  2: ['The lenses smudge very easily.'],
  1: ['The lenses were too dark for me to drive with.'],
};

export const EYEGLASS_DETAILS: Record<StarBucket, readonly string[]> = {
  5: [
    'My prescription was spot on and the lenses are crystal clear.',
    'The blue-light lenses have made long screen days much easier on my eyes.',
    'Reading and screen work feel effortless with these.',
  ],
  4: [
    'The prescription is accurate, it just took a day or two to adjust.',
    'The lenses are clear and the anti-glare coating works well.',
  ],
  3: ['The lenses are clear, but the nose pads needed adjusting at my local optician.'],
  2: ['My eyes took a long time to adjust to the new lenses.'],
  1: ['The lenses gave me a headache and I had to send them back.'],
};

export const ACCESSORY_OPENINGS: Record<StarBucket, readonly string[]> = {
  5: [
    'Does exactly what it should and looks good doing it.',
    'Great little extra to go with my new glasses.',
    'Excellent quality, much better than the one I had before.',
  ],
  4: ['Good quality for the price.', 'Works well, and it is nicely made.'],
  3: ['It does the job, nothing more.', 'Fine, though a little smaller than I expected.'],
  2: ['It feels flimsy and I doubt it will last.'],
  1: ['It broke within a couple of weeks.'],
};

export const SERVICE_REMARKS: Record<StarBucket, readonly string[]> = {
  5: [
    'Delivery was quicker than promised and the packaging was lovely.',
    'Customer care answered my question about lens options within an hour.',
    'Shipping was free and everything arrived well packed.',
  ],
  4: ['Delivery took about ten days, which was fine.', 'Shipping was a little slow but I was kept updated.'],
  3: ['Delivery took longer than I would have liked.'],
  2: ['It took almost three weeks to arrive.'],
  1: ['I have asked for a return and am waiting to hear back.'],
};

export const CLOSINGS: Record<StarBucket, readonly string[]> = {
  5: [
    'Highly recommend.',
    'Already eyeing a second pair with the second-frame offer.',
    'Very happy customer.',
  ],
  4: ['Would recommend.', 'Happy overall.', 'I would buy from here again.'],
  3: ['Okay for the price.', 'Not bad, not amazing.'],
  2: ['Probably will not order again.', 'Not really worth it for me.'],
  1: ['Not recommended.', 'Very disappointing.'],
};
