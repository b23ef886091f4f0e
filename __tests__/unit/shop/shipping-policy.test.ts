import { DEFAULT_SHIPPING_TABLE, REST_OF_THE_WORLD, type ShippingTable } from '@/lib/shop/shipping';
import { shippingTablePolicy } from '@/lib/shop/shipping-policy';
import { defaultPolicy } from '@/lib/shop/store-policies';

// docs/operating.md#store-policies: until an owner writes a shipping policy, its default tells the
// shipping table the shop keeps (docs/operating.md#shipping): zones, methods, fees, free-from
// amounts and days.

const AIR = {
  code: 'air',
  name: 'Air | priority',
  priceCents: 2_000,
  days: [1, 2],
  freeFromCents: null,
} as const;
const CANADA = {
  name: 'Canada',
  countries: ['CA'],
  regions: [],
  methods: [{ code: 'ground', name: 'Ground', priceCents: 900, days: [3, 6], freeFromCents: 10_050 }, AIR],
} as const;

const OWN_TABLE: ShippingTable = [
  CANADA,
  {
    name: REST_OF_THE_WORLD,
    countries: [],
    regions: [],
    methods: [{ code: 'post', name: 'Post', priceCents: 1_500, days: [10, 20], freeFromCents: 0 }],
  },
];

describe('shippingTablePolicy', () => {
  it.each<[string, ShippingTable, string[], string[]]>([
    [
      'the seeded table',
      DEFAULT_SHIPPING_TABLE,
      [
        '- Standard shipping to United States is free when the frames and accessories come to $69 or more after discounts.',
        '| United States | Standard shipping | $5.95 | $69 | 5–8 business days |',
        '| United States | Express shipping | $24.95 | — | 1–2 business days |',
        '| Every other country | International express | $34.95 | — | 4–7 business days |',
      ],
      [],
    ],
    [
      'an owner’s table: its zones, cents, an always-free method, a pipe in a name',
      OWN_TABLE,
      [
        '- Ground to Canada is free when the frames and accessories come to $100.50 or more after discounts.',
        '- Post to every other country is always free.',
        '| Canada | Ground | $9 | $100.50 | 3–6 business days |',
        '| Canada | Air \\| priority | $20 | — | 1–2 business days |',
        '| Every other country | Post | $15 | $0 | 10–20 business days |',
      ],
      ['United States', '$69', '$5.95'],
    ],
    [
      'nothing ships free: no free-shipping section',
      [{ ...CANADA, methods: [AIR] }],
      ['## Methods and fees'],
      ['## Free shipping', 'free when'],
    ],
  ])('%s', (_, table, present, absent) => {
    const text = shippingTablePolicy(table).join('\n\n');
    for (const line of present) expect(text).toContain(line);
    for (const line of absent) expect(text).not.toContain(line);
  });

  it('is what the default shipping policy says, after its default note', () => {
    const text = defaultPolicy('shipping', 'Specs', OWN_TABLE);
    expect(text).toContain(shippingTablePolicy(OWN_TABLE).join('\n\n'));
    expect(text).toMatch(/^_This is the shop’s default text/);
  });
});
